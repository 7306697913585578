import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBikeResponse, editBikeResponse, viewBikesResponse } from '#shared/api/partner.ts';
import { getBikeDetailsResponse } from '#shared/api/search.ts';
import { msg } from '#shared/messages.ts';
import { bikes } from '#server/db/schema/index.ts';
import { bearer, createBike, tokenFor } from '#server/test/factories.ts';
import { solidPng } from '#server/test/test-images.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { listedBike } from '../../test/kits/booking-test-kit.ts';
import { bikeFields, multipart, newPlate, partnerApi, signedInPartner } from '../../test/kits/partner-test-kit.ts';

/*
 * The bike's refundable security deposit (issue #17): addBikes and editBike take it (whole rupees
 * 0–50,000, 0 when absent), viewBikes and getBikeDetails carry it.
 */

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

type Headers = Record<string, string>;

const send = (url: string, headers: Headers, fields: Record<string, string>, images: Buffer[]) =>
  api.call({
    method: 'POST',
    url,
    headers,
    payload: multipart(
      fields,
      images.map((bytes) => ['image', bytes]),
    ),
  });
const addBikes = (headers: Headers, fields: Record<string, string>) =>
  send('/api/partner/addBikes', headers, fields, [png]);
const editBike = (headers: Headers, fields: Record<string, string>) =>
  send('/api/partner/editBike', headers, fields, []);
const bikeRow = async (id: string) => (await t.db.select().from(bikes).where(eq(bikes.id, id)))[0];

const invalid: [string, string][] = [
  ['50001', '50001'],
  ['-1', '-1'],
  ['1.5', '1.5'],
  ['abc', 'abc'],
  ['1e3', '1e3'],
];

describe('POST /api/partner/addBikes: deposit', () => {
  it('stores the deposit and answers it', async () => {
    const { headers } = await signedInPartner(t);
    const res = await addBikes(headers, bikeFields({ plateNumber: newPlate(), deposit: ' 2000 ' }));
    expect(res.statusCode, res.body).toBe(200);
    const { data } = addBikeResponse.parse(res.json());
    expect(data.deposit).toBe(2000);
    expect((await bikeRow(data._id))?.deposit).toBe(2000);
  });

  it.each([
    ['absent', undefined],
    ['empty', ''],
    ['0', '0'],
    ['the most, 50000', '50000'],
  ])('%s is accepted', async (_label, deposit) => {
    const { headers } = await signedInPartner(t);
    const fields = bikeFields({ plateNumber: newPlate() });
    if (deposit !== undefined) fields.deposit = deposit;
    const res = await addBikes(headers, fields);
    expect(res.statusCode, res.body).toBe(200);
    const expected = deposit ? Number(deposit) : 0;
    expect(addBikeResponse.parse(res.json()).data.deposit).toBe(expected);
  });

  it.each(invalid)('%s → 400 depositInvalid, nothing stored', async (_label, deposit) => {
    const { partner, headers } = await signedInPartner(t);
    const res = await addBikes(headers, bikeFields({ plateNumber: newPlate(), deposit }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: msg.depositInvalid,
      errors: { deposit: msg.depositInvalid },
    });
    expect(await t.db.select().from(bikes).where(eq(bikes.partnerId, partner.id))).toHaveLength(0);
  });
});

describe('POST /api/partner/editBike: deposit', () => {
  it('changes the deposit; viewBikes and getBikeDetails carry it', async () => {
    const { partner, bike } = await listedBike(t);
    const headers = bearer(await tokenFor(t.app, 'partner', partner));
    const res = await editBike(headers, {
      ...bikeFields({ plateNumber: bike.plateNumber }),
      id: bike.id,
      deposit: '3500',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(editBikeResponse.parse(res.json()).data.deposit).toBe(3500);

    const listed = await api.call({ method: 'GET', url: '/api/partner/viewBikes?page=1', headers });
    expect(viewBikesResponse.parse(listed.json()).data.bikes.find((b) => b._id === bike.id)?.deposit).toBe(3500);
    const details = await api.call({ method: 'GET', url: `/api/getBikeDetails?id=${bike.id}` });
    expect(details.statusCode, details.body).toBe(200);
    expect(getBikeDetailsResponse.parse(details.json()).data.deposit).toBe(3500);
  });

  it.each(invalid)('%s → 400 depositInvalid, the bike unchanged', async (_label, deposit) => {
    const { partner, headers } = await signedInPartner(t);
    const bike = await createBike(t.db, partner.id, { deposit: 1000 });
    const res = await editBike(headers, {
      ...bikeFields({ plateNumber: bike.plateNumber, name: 'Renamed' }),
      id: bike.id,
      deposit,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: msg.depositInvalid });
    expect(await bikeRow(bike.id)).toMatchObject({ deposit: 1000, name: bike.name });
  });

  it('another partner cannot change the deposit of a bike (404, unchanged)', async () => {
    const { partner } = await signedInPartner(t);
    const bike = await createBike(t.db, partner.id, { deposit: 1000 });
    const other = await signedInPartner(t);
    const res = await editBike(other.headers, {
      ...bikeFields({ plateNumber: bike.plateNumber }),
      id: bike.id,
      deposit: '0',
    });
    expect(res.statusCode).toBe(404);
    expect((await bikeRow(bike.id))?.deposit).toBe(1000);
  });

  it('a bike without a deposit answers 0 in getBikeDetails', async () => {
    const { bike } = await listedBike(t);
    const details = await api.call({ method: 'GET', url: `/api/getBikeDetails?id=${bike.id}` });
    expect(getBikeDetailsResponse.parse(details.json()).data.deposit).toBe(0);
  });
});
