import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BIKE_IMAGES, maxMakeYear } from '#shared/api/bikes.ts';
import { addBikeResponse, viewBikesResponse } from '#shared/api/partner.ts';
import { msg } from '#shared/messages.ts';
import { bikes, files } from '#server/db/schema/index.ts';
import { animatedGif, jpegWithExif, solidPng } from '#server/test/test-images.ts';
import { createBike } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { bikeFields, bookingFor, multipart, newPlate, partnerApi, signedInPartner } from '../../test/kits/partner-test-kit.ts';

let t: TestApp;
let api: ReturnType<typeof partnerApi>;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  api = partnerApi(t);
  png = await solidPng(60, 40);
});
afterAll(async () => {
  await t.close();
});

const addBikes = (headers: Record<string, string>, fields: Record<string, string>, images: (Buffer | string)[]) =>
  api.call({
    method: 'POST',
    url: '/api/partner/addBikes',
    headers,
    payload: multipart(
      fields,
      images.map((bytes) => ['image', bytes]),
    ),
  });

const filesOf = (partnerId: string) => t.db.select().from(files).where(eq(files.ownerId, partnerId));
const bikesOf = (partnerId: string) => t.db.select().from(bikes).where(eq(bikes.partnerId, partnerId));
const publicUploads = async () => {
  try {
    return await readdir(path.join(t.app.deps.env.dataDir, 'uploads', 'public'));
  } catch {
    return [];
  }
};

describe('POST /api/partner/addBikes', () => {
  it('lists a visible bike with every photo, the plate normalised', async () => {
    const { partner, headers } = await signedInPartner(t);
    const fields = bikeFields({ name: '  Himalayan 450 ', plateNumber: ' ka 05  mx 9001 ' });
    const res = await addBikes(headers, fields, [png, await jpegWithExif(), await animatedGif()]);
    expect(res.statusCode).toBe(200);
    const { data, message } = addBikeResponse.parse(res.json());
    expect(message).toBe(msg.bikeAdded);
    expect(data).toMatchObject({
      name: 'Himalayan 450',
      brand: 'Royal Enfield',
      category: 'Adventure',
      makeYear: 2024,
      rentPerHour: 150,
      engineCC: 452,
      plateNumber: 'KA 05 MX 9001',
      status: true,
    });
    expect(data.image).toHaveLength(3);
    for (const url of data.image) {
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
    }
    expect(data.image.map((url) => url.split('.').pop())).toEqual(['png', 'jpg', 'gif']);
    const [row] = await bikesOf(partner.id);
    expect(row).toMatchObject({ id: data._id, images: data.image, deletedAt: null });
    expect((await filesOf(partner.id)).map((f) => f.kind)).toEqual(['bike', 'bike', 'bike']);
  });

  const valid = bikeFields();
  const cases: [string, Record<string, string | undefined>, string, string][] = [
    ['name missing', { name: undefined }, 'name', msg.bikeNameRequired],
    ['name blank', { name: '   ' }, 'name', msg.bikeNameRequired],
    ['brand blank', { brand: '' }, 'brand', msg.bikeBrandRequired],
    ['category missing', { category: undefined }, 'category', msg.bikeCategoryRequired],
    ['category unknown', { category: 'Tractors' }, 'category', msg.bikeCategoryRequired],
    ['makeYear blank', { makeYear: ' ' }, 'makeYear', msg.bikeMakeYearRequired],
    ['makeYear not a number', { makeYear: 'new' }, 'makeYear', msg.bikeMakeYearInvalid(1950, maxMakeYear())],
    ['makeYear 1949', { makeYear: '1949' }, 'makeYear', msg.bikeMakeYearInvalid(1950, maxMakeYear())],
    [
      'makeYear after next year',
      { makeYear: String(maxMakeYear() + 1) },
      'makeYear',
      msg.bikeMakeYearInvalid(1950, maxMakeYear()),
    ],
    ['engineCC missing', { engineCC: undefined }, 'engineCC', msg.bikeEngineRequired],
    ['engineCC zero', { engineCC: '0' }, 'engineCC', msg.bikeEngineInvalid],
    ['engineCC negative', { engineCC: '-125' }, 'engineCC', msg.bikeEngineInvalid],
    ['plateNumber blank', { plateNumber: '  ' }, 'plateNumber', msg.bikePlateRequired],
    ['plateNumber odd characters', { plateNumber: 'KA<01>' }, 'plateNumber', msg.bikePlateInvalid],
    ['rentPerHour missing', { rentPerHour: undefined }, 'rentPerHour', msg.bikeRentRequired],
    ['rentPerHour zero', { rentPerHour: '0' }, 'rentPerHour', msg.bikeRentInvalid],
    ['rentPerHour decimal', { rentPerHour: '99.5' }, 'rentPerHour', msg.bikeRentInvalid],
  ];
  it.each(cases)('%s → 400 with its message; nothing stored', async (_name, overrides, field, message) => {
    const { partner, headers } = await signedInPartner(t);
    const fields = Object.fromEntries(
      Object.entries({ ...valid, plateNumber: newPlate(), ...overrides }).filter(
        (entry): entry is [string, string] => entry[1] !== undefined,
      ),
    );
    const before = await publicUploads();
    const res = await addBikes(headers, fields, [png]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, errors: { [field]: message } });
    expect(await bikesOf(partner.id)).toHaveLength(0);
    expect(await filesOf(partner.id)).toHaveLength(0);
    expect(await publicUploads()).toEqual(before);
  });

  it('reports the first failing field and every field in errors', async () => {
    const { headers } = await signedInPartner(t);
    const res = await addBikes(headers, {}, [png]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: msg.bikeNameRequired,
      errors: {
        name: msg.bikeNameRequired,
        brand: msg.bikeBrandRequired,
        category: msg.bikeCategoryRequired,
        makeYear: msg.bikeMakeYearRequired,
        rentPerHour: msg.bikeRentRequired,
        engineCC: msg.bikeEngineRequired,
        plateNumber: msg.bikePlateRequired,
      },
    });
  });

  it('needs at least one photo', async () => {
    const { partner, headers } = await signedInPartner(t);
    const res = await addBikes(headers, bikeFields(), []);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: msg.bikeImageRequired });
    expect(await bikesOf(partner.id)).toHaveLength(0);
  });

  it(`refuses more than ${MAX_BIKE_IMAGES} photos → 413 saying so`, async () => {
    const { partner, headers } = await signedInPartner(t);
    const res = await addBikes(
      headers,
      bikeFields(),
      Array.from({ length: MAX_BIKE_IMAGES + 1 }, () => png),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: msg.bikeTooManyImages(MAX_BIKE_IMAGES) });
    expect(await bikesOf(partner.id)).toHaveLength(0);
  });

  it('a file that is not a gif/jpeg/png → 415 Invalid image type; photos already stored are deleted', async () => {
    const { partner, headers } = await signedInPartner(t);
    const before = await publicUploads();
    const res = await addBikes(headers, bikeFields(), [png, png, 'plain text, named .png']);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ success: false, message: msg.invalidImageType });
    expect(await bikesOf(partner.id)).toHaveLength(0);
    expect(await filesOf(partner.id)).toHaveLength(0);
    expect(await publicUploads()).toEqual(before);
  });

  it('a plate another bike has (any case or spacing of letters) → 409; no photo kept', async () => {
    const other = await signedInPartner(t);
    const plate = newPlate();
    expect((await addBikes(other.headers, bikeFields({ plateNumber: plate }), [png])).statusCode).toBe(200);
    const { partner, headers } = await signedInPartner(t);
    const before = await publicUploads();
    const res = await addBikes(headers, bikeFields({ plateNumber: ` ${plate.toLowerCase().replace(/ /g, '  ')} ` }), [
      png,
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      message: msg.bikePlateTaken,
      errors: { plateNumber: msg.bikePlateTaken },
    });
    expect(await filesOf(partner.id)).toHaveLength(0);
    expect(await publicUploads()).toEqual(before);
  });

  it('the plate of a deleted bike can be listed again', async () => {
    const { partner, headers } = await signedInPartner(t);
    const gone = await createBike(t.db, partner.id, { deletedAt: new Date() });
    const res = await addBikes(headers, bikeFields({ plateNumber: gone.plateNumber }), [png]);
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /api/partner/viewBikes', () => {
  it('pages the caller’s bikes 6 at a time, newest first, hidden included, deleted and others’ left out', async () => {
    const { partner, headers } = await signedInPartner(t);
    const other = await signedInPartner(t);
    await createBike(t.db, other.partner.id);
    const made = [];
    for (let i = 0; i < 8; i++) {
      made.push(
        await createBike(t.db, partner.id, {
          name: `Bike ${i}`,
          status: i !== 3,
          createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)),
        }),
      );
    }
    await createBike(t.db, partner.id, { deletedAt: new Date() });

    const first = viewBikesResponse.parse(
      (await api.call({ method: 'GET', url: '/api/partner/viewBikes', headers })).json(),
    );
    expect(first.data.page).toBe(1);
    expect(first.data.totalPages).toBe(2);
    expect(first.data.bikes.map((b) => b.name)).toEqual(['Bike 7', 'Bike 6', 'Bike 5', 'Bike 4', 'Bike 3', 'Bike 2']);
    expect(first.data.bikes.find((b) => b.name === 'Bike 3')?.status).toBe(false);
    expect(first.data.bikes[0]).toEqual({
      transmission: 'geared',
      _id: made[7]?.id,
      name: 'Bike 7',
      brand: 'Royal Enfield',
      category: 'Modern Classics',
      makeYear: 2023,
      rentPerHour: 120,
      engineCC: 349,
      plateNumber: made[7]?.plateNumber,
      deposit: 0,
      image: ['/uploads/test.png'],
      status: true,
    });

    const second = viewBikesResponse.parse(
      (await api.call({ method: 'GET', url: '/api/partner/viewBikes?page=2', headers })).json(),
    );
    expect(second.data.bikes.map((b) => b.name)).toEqual(['Bike 1', 'Bike 0']);
    // past the end: the last page
    const past = viewBikesResponse.parse(
      (await api.call({ method: 'GET', url: '/api/partner/viewBikes?page=9', headers })).json(),
    );
    expect(past.data.page).toBe(2);
    expect(past.data.bikes).toHaveLength(2);
  });

  it('answers an empty list with zero pages', async () => {
    const { headers } = await signedInPartner(t);
    const res = await api.call({ method: 'GET', url: '/api/partner/viewBikes', headers });
    expect(res.json()).toEqual({ success: true, message: 'ok', data: { bikes: [], page: 1, totalPages: 0 } });
  });
});

describe('GET /api/partner/changeStatus', () => {
  it('hides then unhides the caller’s bike, answering the updated bike', async () => {
    const { partner, headers } = await signedInPartner(t);
    const bike = await createBike(t.db, partner.id);
    const hide = await api.call({ method: 'GET', url: `/api/partner/changeStatus?id=${bike.id}`, headers });
    expect(hide.statusCode).toBe(200);
    expect(hide.json()).toMatchObject({
      success: true,
      message: msg.bikeHidden,
      updatedData: { _id: bike.id, status: false },
    });
    const unhide = await api.call({ method: 'GET', url: `/api/partner/changeStatus?id=${bike.id}`, headers });
    expect(unhide.json()).toMatchObject({ message: msg.bikeUnhidden, updatedData: { _id: bike.id, status: true } });
  });

  it('another partner’s bike, a deleted bike, an unknown id → 404, nothing changed', async () => {
    const { headers } = await signedInPartner(t);
    const other = await signedInPartner(t);
    const theirs = await createBike(t.db, other.partner.id);
    const deleted = await createBike(t.db, other.partner.id, { deletedAt: new Date() });
    for (const id of [theirs.id, deleted.id, crypto.randomUUID()]) {
      const res = await api.call({ method: 'GET', url: `/api/partner/changeStatus?id=${id}`, headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: msg.notFound });
    }
    const [row] = await t.db.select().from(bikes).where(eq(bikes.id, theirs.id));
    expect(row?.status).toBe(true);
  });
});

describe('DELETE /api/partner/deleteBike', () => {
  it('soft-deletes the caller’s bike: gone from the list, row and photos kept for past bookings', async () => {
    const { partner, headers } = await signedInPartner(t);
    const bike = await createBike(t.db, partner.id);
    await bookingFor(t, partner.id, { bikeId: bike.id, startsIn: -72 }); // a past ride
    const res = await api.call({ method: 'DELETE', url: `/api/partner/deleteBike?id=${bike.id}`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: msg.bikeDeleted });
    const [row] = await t.db.select().from(bikes).where(eq(bikes.id, bike.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(row?.images).toEqual(bike.images);
    const list = await api.call({ method: 'GET', url: '/api/partner/viewBikes', headers });
    expect(list.json().data.bikes).toEqual([]);
    const again = await api.call({ method: 'DELETE', url: `/api/partner/deleteBike?id=${bike.id}`, headers });
    expect(again.statusCode).toBe(404);
  });

  it('is refused while the bike has an upcoming or running booking, or a live payment hold', async () => {
    const { partner, headers } = await signedInPartner(t);
    const soon = new Date(Date.now() + 60 * 60 * 1000);
    const variants = [
      { startsIn: 48 },
      { startsIn: -2 }, // under way
      { startsIn: 48, values: { status: 'pending' as const, holdExpiresAt: soon } },
    ];
    for (const variant of variants) {
      const bike = await createBike(t.db, partner.id);
      await bookingFor(t, partner.id, { bikeId: bike.id, ...variant });
      const res = await api.call({ method: 'DELETE', url: `/api/partner/deleteBike?id=${bike.id}`, headers });
      expect(res.statusCode, JSON.stringify(variant)).toBe(409);
      expect(res.json()).toEqual({ success: false, message: msg.bikeHasUpcomingBookings });
      const [row] = await t.db.select().from(bikes).where(eq(bikes.id, bike.id));
      expect(row?.deletedAt).toBeNull();
    }
  });

  it('is allowed when the only future bookings are cancelled, completed or expired holds', async () => {
    const { partner, headers } = await signedInPartner(t);
    const bike = await createBike(t.db, partner.id);
    const past = new Date(Date.now() - 60 * 1000);
    await bookingFor(t, partner.id, { bikeId: bike.id, startsIn: 24, values: { status: 'cancelled' } });
    await bookingFor(t, partner.id, { bikeId: bike.id, startsIn: 72, values: { status: 'completed' } });
    await bookingFor(t, partner.id, {
      bikeId: bike.id,
      startsIn: 120,
      values: { status: 'pending', holdExpiresAt: past },
    });
    const res = await api.call({ method: 'DELETE', url: `/api/partner/deleteBike?id=${bike.id}`, headers });
    expect(res.statusCode).toBe(200);
  });

  it('another partner’s bike → 404 and it stays', async () => {
    const { headers } = await signedInPartner(t);
    const other = await signedInPartner(t);
    const theirs = await createBike(t.db, other.partner.id);
    const res = await api.call({ method: 'DELETE', url: `/api/partner/deleteBike?id=${theirs.id}`, headers });
    expect(res.statusCode).toBe(404);
    const rows = await t.db.select().from(bikes).where(eq(bikes.id, theirs.id));
    expect(rows[0]?.deletedAt).toBeNull();
  });
});
