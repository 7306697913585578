import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BIKE_IMAGES, maxMakeYear } from '#shared/api/bikes.ts';
import { findOrderResponse } from '#shared/api/booking.ts';
import { addBikeResponse, editBikeResponse, findBookingsResponse, viewBikesResponse } from '#shared/api/partner.ts';
import { getBikeDetailsResponse, getBikesResponse } from '#shared/api/search.ts';
import { msg } from '#shared/messages.ts';
import { bikes, bookings, files } from '#server/db/schema/index.ts';
import { bearer, createBike, tokenFor } from '#server/test/factories.ts';
import { solidPng } from '#server/test/test-images.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import {
  bookBody,
  futureWindow,
  listedBike,
  paymentCalls,
  signedInUser,
  uniqueCity,
} from '../../test/kits/booking-test-kit.ts';
import { bikeFields, multipart, newPlate, partnerApi, signedInPartner } from '../../test/kits/partner-test-kit.ts';

let t: TestApp;
let api: ReturnType<typeof partnerApi>;
let calls: ReturnType<typeof paymentCalls>;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  api = partnerApi(t);
  calls = paymentCalls(t);
  png = await solidPng(60, 40);
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;

const editBike = (headers: Headers, fields: Record<string, string>, images: (Buffer | string)[] = []) =>
  api.call({
    method: 'POST',
    url: '/api/partner/editBike',
    headers,
    payload: multipart(
      fields,
      images.map((bytes) => ['image', bytes]),
    ),
  });

const addBikes = async (headers: Headers, fields: Record<string, string>, images: Buffer[]) => {
  const res = await api.call({
    method: 'POST',
    url: '/api/partner/addBikes',
    headers,
    payload: multipart(
      fields,
      images.map((bytes) => ['image', bytes]),
    ),
  });
  expect(res.statusCode, res.body).toBe(200);
  return addBikeResponse.parse(res.json()).data;
};

const bikeRow = async (id: string) => (await t.db.select().from(bikes).where(eq(bikes.id, id)))[0];
const filesOf = (partnerId: string) => t.db.select().from(files).where(eq(files.ownerId, partnerId));
const publicUploads = async () => {
  try {
    return (await readdir(path.join(t.app.deps.env.dataDir, 'uploads', 'public'))).sort();
  } catch {
    return [];
  }
};

/** Every field of the edit form, for `bike`, with a new name, rent and plate unless overridden. */
const editFields = (id: string, overrides: Record<string, string> = {}) => ({
  ...bikeFields({ name: 'Scram 411', brand: 'Royal Enfield', rentPerHour: '175', engineCC: '411' }),
  id,
  ...overrides,
});

describe('POST /api/partner/editBike', () => {
  it('sets every field and keeps the photos when none is sent; viewBikes shows the same bike', async () => {
    const { partner, headers } = await signedInPartner(t);
    const bike = await createBike(t.db, partner.id);
    const plate = newPlate();
    const res = await editBike(headers, {
      id: bike.id,
      name: '  Scram 411 ',
      brand: 'Royal Enfield',
      category: 'Adventure',
      makeYear: '2022',
      rentPerHour: '175',
      engineCC: '411',
      plateNumber: ` ${plate.toLowerCase()} `,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { message, data } = editBikeResponse.parse(res.json());
    expect(message).toBe(msg.bikeUpdated);
    expect(data).toEqual({
      transmission: 'geared',
      _id: bike.id,
      name: 'Scram 411',
      brand: 'Royal Enfield',
      category: 'Adventure',
      makeYear: 2022,
      rentPerHour: 175,
      engineCC: 411,
      plateNumber: plate,
      deposit: 0,
      image: bike.images,
      status: true,
    });
    const list = viewBikesResponse.parse(
      (await api.call({ method: 'GET', url: '/api/partner/viewBikes', headers })).json(),
    );
    expect(list.data.bikes).toEqual([data]);
    expect(await bikeRow(bike.id)).toMatchObject({ rentPerHour: 175, createdAt: bike.createdAt, deletedAt: null });
  });

  it('keeps a hidden bike hidden, and its own plate may be saved again in any case', async () => {
    const { partner, headers } = await signedInPartner(t);
    const bike = await createBike(t.db, partner.id, { status: false });
    const res = await editBike(headers, editFields(bike.id, { plateNumber: bike.plateNumber.toLowerCase() }));
    expect(res.statusCode, res.body).toBe(200);
    expect(editBikeResponse.parse(res.json()).data).toMatchObject({ status: false, plateNumber: bike.plateNumber });
  });

  it('photos sent replace all the photos; the replaced files are deleted, the new ones served', async () => {
    const { partner, headers } = await signedInPartner(t);
    const added = await addBikes(headers, bikeFields(), [png, png]);
    const filesBefore = await filesOf(partner.id);
    expect(filesBefore).toHaveLength(2);

    const res = await editBike(headers, editFields(added._id), [await solidPng(30, 20)]);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = editBikeResponse.parse(res.json());
    expect(data.image).toHaveLength(1);
    expect(data.image[0]).not.toBe(added.image[0]);
    expect((await t.app.inject({ method: 'GET', url: data.image[0] ?? '' })).statusCode).toBe(200);
    for (const url of added.image) expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const filesAfter = await filesOf(partner.id);
    expect(filesAfter).toHaveLength(1);
    expect(filesBefore.map((f) => f.id)).not.toContain(filesAfter[0]?.id);
    expect((await bikeRow(added._id))?.images).toEqual(data.image);
  });

  it('replacing the photos of a seeded bike (foreign URLs) stores the new ones and deletes nothing else', async () => {
    const { partner, headers } = await signedInPartner(t);
    const bike = await createBike(t.db, partner.id);
    const res = await editBike(headers, editFields(bike.id), [png]);
    expect(res.statusCode, res.body).toBe(200);
    expect(editBikeResponse.parse(res.json()).data.image).toHaveLength(1);
    expect(await filesOf(partner.id)).toHaveLength(1);
  });

  const cases: [string, Record<string, string | undefined>, string, string][] = [
    ['name blank', { name: '   ' }, 'name', msg.bikeNameRequired],
    ['brand missing', { brand: undefined }, 'brand', msg.bikeBrandRequired],
    ['category unknown', { category: 'Tractors' }, 'category', msg.bikeCategoryRequired],
    ['makeYear blank', { makeYear: '' }, 'makeYear', msg.bikeMakeYearRequired],
    ['makeYear 1949', { makeYear: '1949' }, 'makeYear', msg.bikeMakeYearInvalid(1950, maxMakeYear())],
    ['rentPerHour zero', { rentPerHour: '0' }, 'rentPerHour', msg.bikeRentInvalid],
    ['rentPerHour decimal', { rentPerHour: '99.5' }, 'rentPerHour', msg.bikeRentInvalid],
    ['rentPerHour missing', { rentPerHour: undefined }, 'rentPerHour', msg.bikeRentRequired],
    ['engineCC negative', { engineCC: '-125' }, 'engineCC', msg.bikeEngineInvalid],
    ['plateNumber blank', { plateNumber: ' ' }, 'plateNumber', msg.bikePlateRequired],
    ['plateNumber odd characters', { plateNumber: 'KA<01>' }, 'plateNumber', msg.bikePlateInvalid],
    ['id malformed', { id: 'abc' }, 'id', msg.invalidId],
    ['id missing', { id: undefined }, 'id', msg.invalidId],
  ];
  it.each(cases)(
    '%s → 400 with the ADD BIKE message; nothing changed, no photo stored',
    async (_name, overrides, field, message) => {
      const { partner, headers } = await signedInPartner(t);
      const bike = await createBike(t.db, partner.id);
      const fields = Object.fromEntries(
        Object.entries(editFields(bike.id, {})).concat(Object.entries(overrides) as [string, string][]),
      );
      const sent = Object.fromEntries(
        Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
      );
      const before = await publicUploads();
      const res = await editBike(headers, sent, [png]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message, errors: { [field]: message } });
      expect(await bikeRow(bike.id)).toEqual(bike);
      expect(await filesOf(partner.id)).toHaveLength(0);
      expect(await publicUploads()).toEqual(before);
    },
  );

  it('a plate another bike has (any partner, any case) → 409 like adding; nothing changed', async () => {
    const other = await signedInPartner(t);
    const theirs = await createBike(t.db, other.partner.id);
    const { partner, headers } = await signedInPartner(t);
    const bike = await createBike(t.db, partner.id);
    const before = await publicUploads();
    const res = await editBike(headers, editFields(bike.id, { plateNumber: theirs.plateNumber.toLowerCase() }), [png]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      message: msg.bikePlateTaken,
      errors: { plateNumber: msg.bikePlateTaken },
    });
    expect(await bikeRow(bike.id)).toEqual(bike);
    expect(await filesOf(partner.id)).toHaveLength(0);
    expect(await publicUploads()).toEqual(before);
  });

  it('two bikes edited to one new plate at the same moment: one 200, one 409, never a 500', async () => {
    const first = await signedInPartner(t);
    const second = await signedInPartner(t);
    const [a, b] = [await createBike(t.db, first.partner.id), await createBike(t.db, second.partner.id)];
    const plate = newPlate();
    const answers = await Promise.all([
      editBike(first.headers, editFields(a.id, { plateNumber: plate })),
      editBike(second.headers, editFields(b.id, { plateNumber: plate })),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const plates = [(await bikeRow(a.id))?.plateNumber, (await bikeRow(b.id))?.plateNumber];
    expect(plates.filter((p) => p === plate)).toHaveLength(1);
  });

  it('the plate of a deleted bike may be taken', async () => {
    const { partner, headers } = await signedInPartner(t);
    const gone = await createBike(t.db, partner.id, { deletedAt: new Date() });
    const bike = await createBike(t.db, partner.id);
    const res = await editBike(headers, editFields(bike.id, { plateNumber: gone.plateNumber }));
    expect(res.statusCode, res.body).toBe(200);
  });

  it('another partner’s bike, a deleted bike, an unknown id → 404 telling nothing; nothing changed', async () => {
    const { headers } = await signedInPartner(t);
    const other = await signedInPartner(t);
    const theirs = await createBike(t.db, other.partner.id);
    const deleted = await createBike(t.db, other.partner.id, { deletedAt: new Date() });
    const before = await publicUploads();
    for (const bike of [theirs, deleted]) {
      const res = await editBike(headers, editFields(bike.id), [png]);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: msg.notFound });
      expect(await bikeRow(bike.id)).toEqual(bike);
    }
    const unknown = await editBike(headers, editFields(crypto.randomUUID()));
    expect(unknown.statusCode).toBe(404);
    expect(await publicUploads()).toEqual(before);
    // the owner's own deleted bike is gone for them too
    const own = await editBike(other.headers, editFields(deleted.id));
    expect(own.statusCode).toBe(404);
  });

  it('a file that is not a gif/jpeg/png → 415; the bike keeps its fields and photos, no new file kept', async () => {
    const { partner, headers } = await signedInPartner(t);
    const added = await addBikes(headers, bikeFields(), [png]);
    const row = await bikeRow(added._id);
    const before = await publicUploads();
    const res = await editBike(headers, editFields(added._id), [png, 'plain text, named .png']);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ success: false, message: msg.invalidImageType });
    expect(await bikeRow(added._id)).toEqual(row);
    expect(await filesOf(partner.id)).toHaveLength(1);
    expect(await publicUploads()).toEqual(before);
  });

  it(`more than ${MAX_BIKE_IMAGES} photos → 413 saying so; nothing changed`, async () => {
    const { partner, headers } = await signedInPartner(t);
    const bike = await createBike(t.db, partner.id);
    const res = await editBike(
      headers,
      editFields(bike.id),
      Array.from({ length: MAX_BIKE_IMAGES + 1 }, () => png),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: msg.bikeTooManyImages(MAX_BIKE_IMAGES) });
    expect(await bikeRow(bike.id)).toEqual(bike);
  });
});

describe('a new rent and the rides already booked', () => {
  it('a booked and paid ride keeps its amounts; the next quote and booking use the new rent', async () => {
    const fixture = await listedBike(t, { bike: { rentPerHour: 100 } });
    const partnerHeaders = bearer(await tokenFor(t.app, 'partner', fixture.partner));
    const { headers } = await signedInUser(t);
    const window = futureWindow(12);
    const bookingId = await calls.bookAndPay(headers, bookBody(fixture, window));
    const [stored] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
    const order = async () =>
      findOrderResponse.parse(
        (await calls.call({ method: 'GET', url: `/api/findOrder?id=${bookingId}`, headers })).json(),
      );
    const orderBefore = await order();

    const res = await editBike(
      partnerHeaders,
      editFields(fixture.bike.id, { rentPerHour: '250', plateNumber: fixture.bike.plateNumber }),
    );
    expect(res.statusCode, res.body).toBe(200);

    const [after] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(after).toEqual(stored);
    // the invoice is the ride's own: its amounts and the bike's name and brand as booked
    expect((await order()).data).toEqual(orderBefore.data);
    expect(orderBefore.data.bike.name).toBe(fixture.bike.name);
    // the partner's list keeps the booked name and plate too
    const partnerList = await calls.call({ method: 'GET', url: '/api/partner/findBookings', headers: partnerHeaders });
    const listed = findBookingsResponse.parse(partnerList.json()).data.find((b) => b._id === bookingId);
    expect(listed?.bike.name).toBe(fixture.bike.name);
    // another window is priced, and must be paid, at the new rent
    const next = futureWindow(20);
    const old = await calls.bookbike(headers, bookBody(fixture, next));
    expect(old.statusCode).not.toBe(200);
    const fresh = await calls.bookbike(
      headers,
      bookBody({ ...fixture, bike: { ...fixture.bike, rentPerHour: 250 } }, next),
    );
    expect(fresh.statusCode, fresh.body).toBe(200);
  });
});

describe('the customers’ kept answers follow the edit at once', () => {
  it('search and the bike’s page show the new name and rent on the very next read', async () => {
    const city = uniqueCity();
    const fixture = await listedBike(t, { city, bike: { rentPerHour: 100, name: 'Classic 350' } });
    const partnerHeaders = bearer(await tokenFor(t.app, 'partner', fixture.partner));
    const window = futureWindow(14);
    const query = new URLSearchParams({ city, ...window }).toString();
    const search = async () =>
      getBikesResponse.parse((await calls.call({ method: 'GET', url: `/api/getBikes?${query}` })).json());
    const details = async () =>
      getBikeDetailsResponse.parse(
        (await calls.call({ method: 'GET', url: `/api/getBikeDetails?id=${fixture.bike.id}` })).json(),
      );
    // read twice: the second answer comes from the cache
    await search();
    await details();
    expect((await search()).data.bikes[0]).toMatchObject({ rentPerHour: 100, name: 'Classic 350' });
    expect((await details()).data).toMatchObject({ rentPerHour: 100, name: 'Classic 350' });

    const res = await editBike(
      partnerHeaders,
      editFields(fixture.bike.id, {
        name: 'Classic 350 Signals',
        rentPerHour: '140',
        plateNumber: fixture.bike.plateNumber,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await search()).data.bikes[0]).toMatchObject({ rentPerHour: 140, name: 'Classic 350 Signals' });
    expect((await details()).data).toMatchObject({ rentPerHour: 140, name: 'Classic 350 Signals' });
  });
});
