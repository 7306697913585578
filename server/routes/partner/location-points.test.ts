import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LOCATION_POINTS } from '#shared/api/partner.ts';
import { msg } from '#shared/messages.ts';
import { partnerLocations } from '#server/db/schema/index.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { bookingFor, partnerApi, signedInPartner } from '../../test/kits/partner-test-kit.ts';

let t: TestApp;
let api: ReturnType<typeof partnerApi>;
beforeAll(async () => {
  t = await createTestApp();
  api = partnerApi(t);
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
const add = (headers: Headers, pointName: unknown) =>
  api.call({ method: 'POST', url: '/api/partner/uploadLocationPoints', headers, payload: { pointName } });
const rename = (headers: Headers, id: string, pointName: string) =>
  api.call({ method: 'POST', url: '/api/partner/editLocationPoint', headers, payload: { id, pointName } });
const remove = (headers: Headers, id: string) =>
  api.call({ method: 'POST', url: '/api/partner/deleteLocationPoint', headers, payload: { id } });
const pointsOf = async (partnerId: string) =>
  (await t.db.select().from(partnerLocations).where(eq(partnerLocations.partnerId, partnerId)))
    .map((p) => p.name)
    .sort();

/** Adds points and answers their ids by name. */
async function withPoints(headers: Headers, names: string[]) {
  let data: { _id: string; name: string }[] = [];
  for (const name of names) data = (await add(headers, name)).json().data;
  return Object.fromEntries(data.map((p) => [p.name, p._id]));
}

describe('POST /api/partner/uploadLocationPoints', () => {
  it('adds trimmed points and answers the list, oldest first', async () => {
    const { headers } = await signedInPartner(t);
    await add(headers, 'Railway Station');
    const res = await add(headers, '  MG Road Metro ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: msg.pointAdded,
      data: [
        { _id: expect.any(String), name: 'Railway Station' },
        { _id: expect.any(String), name: 'MG Road Metro' },
      ],
    });
    const profile = await api.call({ method: 'POST', url: '/api/partner/partnerProfile', headers });
    expect(profile.json().data.locations).toEqual(res.json().data);
  });

  it.each([[''], ['   '], [undefined]])('%j → 400 please enter point name', async (name) => {
    const { partner, headers } = await signedInPartner(t);
    const res = await add(headers, name);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: msg.pointNameRequired });
    expect(await pointsOf(partner.id)).toEqual([]);
  });

  it('a name the partner already has, any case → 409; another partner may use it', async () => {
    const { partner, headers } = await signedInPartner(t);
    await add(headers, 'Bus Stand');
    const res = await add(headers, 'bus stand');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, message: msg.pointTaken });
    expect(await pointsOf(partner.id)).toEqual(['Bus Stand']);
    const other = await signedInPartner(t);
    expect((await add(other.headers, 'Bus Stand')).statusCode).toBe(200);
  });

  it(`stops at ${MAX_LOCATION_POINTS} points`, async () => {
    const { partner, headers } = await signedInPartner(t);
    await t.db
      .insert(partnerLocations)
      .values(Array.from({ length: MAX_LOCATION_POINTS }, (_, i) => ({ partnerId: partner.id, name: `Point ${i}` })));
    const res = await add(headers, 'One more');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(msg.tooManyPoints(MAX_LOCATION_POINTS));
  });
});

describe('POST /api/partner/editLocationPoint', () => {
  it('renames a point', async () => {
    const { partner, headers } = await signedInPartner(t);
    const ids = await withPoints(headers, ['Gate 1', 'Gate 2']);
    const res = await rename(headers, ids['Gate 1'] ?? '', ' Main Gate ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: msg.pointRenamed });
    expect(res.json().data).toEqual([
      { _id: ids['Gate 1'], name: 'Main Gate' },
      { _id: ids['Gate 2'], name: 'Gate 2' },
    ]);
    expect(await pointsOf(partner.id)).toEqual(['Gate 2', 'Main Gate']);
  });

  it('to a name another of its points has → 409; blank → 400', async () => {
    const { partner, headers } = await signedInPartner(t);
    const ids = await withPoints(headers, ['Gate 1', 'Gate 2']);
    const taken = await rename(headers, ids['Gate 1'] ?? '', 'GATE 2');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(msg.pointTaken);
    const blank = await rename(headers, ids['Gate 1'] ?? '', ' ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(msg.pointNameRequired);
    expect(await pointsOf(partner.id)).toEqual(['Gate 1', 'Gate 2']);
  });

  it('refuses to rename a point an upcoming booking uses, but a letter-case fix is fine', async () => {
    const { partner, headers } = await signedInPartner(t);
    const ids = await withPoints(headers, ['mg road']);
    await bookingFor(t, partner.id, { values: { pickUpPoint: 'mg road', dropPoint: 'Elsewhere' } });
    const res = await rename(headers, ids['mg road'] ?? '', 'Brigade Road');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(msg.pointInUse);
    expect((await rename(headers, ids['mg road'] ?? '', 'MG Road')).statusCode).toBe(200);
    expect(await pointsOf(partner.id)).toEqual(['MG Road']);
  });

  it('another partner’s point → 404, unchanged', async () => {
    const { headers } = await signedInPartner(t);
    const other = await signedInPartner(t);
    const ids = await withPoints(other.headers, ['Their Gate']);
    const res = await rename(headers, ids['Their Gate'] ?? '', 'Mine now');
    expect(res.statusCode).toBe(404);
    expect(await pointsOf(other.partner.id)).toEqual(['Their Gate']);
  });
});

describe('POST /api/partner/deleteLocationPoint', () => {
  it('deletes a point and answers the rest', async () => {
    const { partner, headers } = await signedInPartner(t);
    const ids = await withPoints(headers, ['A', 'B']);
    const res = await remove(headers, ids.A ?? '');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: msg.pointDeleted, data: [{ _id: ids.B, name: 'B' }] });
    expect(await pointsOf(partner.id)).toEqual(['B']);
    expect((await remove(headers, ids.A ?? '')).statusCode).toBe(404);
  });

  it('refuses while an upcoming booking picks up or drops there; past or cancelled bookings do not count', async () => {
    const { partner, headers } = await signedInPartner(t);
    const ids = await withPoints(headers, ['Pickup Hub', 'Drop Hub', 'Old Hub']);
    await bookingFor(t, partner.id, { values: { pickUpPoint: 'PICKUP HUB', dropPoint: 'Nowhere' } });
    await bookingFor(t, partner.id, { values: { pickUpPoint: 'Nowhere', dropPoint: 'Drop Hub' } });
    await bookingFor(t, partner.id, { startsIn: -72, values: { pickUpPoint: 'Old Hub', dropPoint: 'Old Hub' } });
    await bookingFor(t, partner.id, { values: { pickUpPoint: 'Old Hub', dropPoint: 'Old Hub', status: 'cancelled' } });
    for (const name of ['Pickup Hub', 'Drop Hub']) {
      const res = await remove(headers, ids[name] ?? '');
      expect(res.statusCode, name).toBe(409);
      expect(res.json()).toEqual({ success: false, message: msg.pointInUse });
    }
    expect((await remove(headers, ids['Old Hub'] ?? '')).statusCode).toBe(200);
    expect(await pointsOf(partner.id)).toEqual(['Drop Hub', 'Pickup Hub']);
  });

  it('another partner’s booking at a point of the same name does not block', async () => {
    const { headers } = await signedInPartner(t);
    const other = await signedInPartner(t);
    const ids = await withPoints(headers, ['Airport']);
    await bookingFor(t, other.partner.id, { values: { pickUpPoint: 'Airport', dropPoint: 'Airport' } });
    expect((await remove(headers, ids.Airport ?? '')).statusCode).toBe(200);
  });

  it('another partner’s point → 404, kept', async () => {
    const { headers } = await signedInPartner(t);
    const other = await signedInPartner(t);
    const ids = await withPoints(other.headers, ['Their Gate']);
    const res = await remove(headers, ids['Their Gate'] ?? '');
    expect(res.statusCode).toBe(404);
    expect(await pointsOf(other.partner.id)).toEqual(['Their Gate']);
  });
});
