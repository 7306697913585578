import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findOrderResponse } from '#shared/api/booking.ts';
import { adminBookingsResponse } from '#shared/api/cancellations.ts';
import { startRideResponse } from '#shared/api/handover.ts';
import { findBookingsResponse } from '#shared/api/partner.ts';
import { userRidesResponse } from '#shared/api/rides.ts';
import { completeRideResponse } from '#shared/api/settlement.ts';
import { istDate, istTime } from '#shared/domain/time.ts';
import { msg } from '#shared/messages.ts';
import { bookings, files, licences, partners } from '#server/db/schema/index.ts';
import { pinClock } from '#server/test/kits/cancellation-test-kit.ts';
import { multipart } from '#server/test/kits/partner-test-kit.ts';
import {
  completeBody,
  HOUR,
  paidRideWithDeposit,
  refundsOf,
  settlementApi,
  settlementOf,
} from '#server/test/kits/settlement-test-kit.ts';
import { bearer, createAdmin, createPartner, tokenFor } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { jpegWithExif } from '#server/test/test-images.ts';

/*
 * Hand-over and return photos (issue #32, D81): POST /api/partner/startRide and completeRide's return
 * photos, every refusal with nothing changed, at the exact edges with the app's clock pinned.
 */

let t: TestApp;
let call: ReturnType<typeof settlementApi>;
let photo: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  call = settlementApi(t);
  photo = await jpegWithExif(64, 48);
});
afterEach(() => pinClock(t, null));
afterAll(() => t.close());

const MINUTE = 60 * 1000;
type Headers = Record<string, string>;
const photos = (n: number): [string, Buffer][] =>
  Array.from({ length: n }, () => ['photos', photo] as [string, Buffer]);

/** A paid ride picked up `pickupInHours` from now (on the hour), its customer's licence `licence` (none: no row). */
async function ride(options: { pickupInHours?: number; licence?: 'approved' | 'pending' | 'rejected' | 'none' } = {}) {
  const pickupAt = new Date(Math.floor(Date.now() / HOUR) * HOUR + (options.pickupInHours ?? 48) * HOUR);
  const r = await paidRideWithDeposit(t, { pickupAt });
  const licence = options.licence ?? 'approved';
  if (licence !== 'none') {
    await t.db.insert(licences).values({
      userId: r.user.id,
      number: 'MH12 20110012345',
      dob: '1990-05-17',
      classes: ['MCWG'],
      validUntil: '2040-01-01',
      status: licence,
      reason: licence === 'rejected' ? 'Blurred photo' : null,
    });
  }
  return r;
}

const start = (headers: Headers, id: string, n = 4, startKm = '12000') =>
  call({ method: 'POST', url: '/api/partner/startRide', headers, payload: multipart({ id, startKm }, photos(n)) });

const complete = (headers: Headers, fields: Record<string, unknown>, n = 0) =>
  n === 0
    ? call({ method: 'POST', url: '/api/partner/completeRide', headers, payload: fields })
    : call({
        method: 'POST',
        url: '/api/partner/completeRide',
        headers,
        payload: multipart(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])), photos(n)),
      });

const ridePhotoFiles = async (partnerId: string) =>
  t.db.select({ kind: files.kind, visibility: files.visibility }).from(files).where(eq(files.ownerId, partnerId));

/** Nothing of the ride changed: booked, not handed over, no settlement or refund, no photo stored. */
async function expectUntouched(bookingId: string, partnerId: string) {
  const [row] = await t.db
    .select({ status: bookings.status, handoverAt: bookings.handoverAt, photos: bookings.handoverPhotos })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  expect(row).toEqual({ status: 'booked', handoverAt: null, photos: null });
  expect(await settlementOf(t, bookingId)).toBeUndefined();
  expect(await refundsOf(t, bookingId)).toEqual([]);
  expect(await ridePhotoFiles(partnerId)).toEqual([]);
}

describe('startRide', () => {
  it('at exactly 60 minutes before the pick-up: 200, still booked, the hand-over with 4 private photos without EXIF', async () => {
    const r = await ride();
    const opens = new Date(r.booking.pickupAt.getTime() - 60 * MINUTE);
    pinClock(t, opens);
    const res = await start(r.partnerHeaders, r.booking.id, 4, '12345');
    expect(res.statusCode, res.body).toBe(200);
    const { data, message } = startRideResponse.parse(res.json());
    expect(message).toBe(msg.rideHandedOver);
    expect(data.status).toBe('booked');
    expect(data.handover).toMatchObject({ at: opens.toISOString(), startKm: 12345 });
    expect(data.handover?.photos).toHaveLength(4);
    expect(data.settlement).toBeNull();
    const stored = await ridePhotoFiles(r.partnerId);
    expect(stored).toEqual(Array.from({ length: 4 }, () => ({ kind: 'handover', visibility: 'private' })));
    // only through the signed URL, and re-encoded: no EXIF left
    const url = data.handover?.photos[0] ?? '';
    expect(url).toMatch(/^\/api\/files\/[0-9a-f-]+\?exp=\d+&sig=[0-9a-f]{64}$/);
    const fetched = await call({ method: 'GET', url });
    expect(fetched.statusCode).toBe(200);
    expect((await sharp(fetched.rawPayload).metadata()).exif).toBeUndefined();
    expect((await call({ method: 'GET', url: url.replace(/sig=[0-9a-f]{4}/, 'sig=0000') })).statusCode).toBe(403);
  });

  it('1 ms before the 60 minutes: 409 naming when it opens, nothing stored', async () => {
    const r = await ride();
    const opens = new Date(r.booking.pickupAt.getTime() - 60 * MINUTE);
    pinClock(t, new Date(opens.getTime() - 1));
    const res = await start(r.partnerHeaders, r.booking.id);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(msg.rideStartTooEarly(istDate(opens), istTime(opens)));
    await expectUntouched(r.booking.id, r.partnerId);
  });

  it.each(['pending', 'rejected', 'none'] as const)('a licence %s: 409, nothing stored', async (licence) => {
    const r = await ride({ licence, pickupInHours: -1 });
    const res = await start(r.partnerHeaders, r.booking.id);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(msg.rideStartLicenceNotApproved);
    await expectUntouched(r.booking.id, r.partnerId);
  });

  it('3 photos → 400; 9 photos → refused; no start km → 400; nothing stored', async () => {
    const r = await ride({ pickupInHours: -1 });
    const three = await start(r.partnerHeaders, r.booking.id, 3);
    expect(three.statusCode, three.body).toBe(400);
    expect(three.json()).toMatchObject({
      message: msg.handoverPhotosCount(4, 8),
      errors: { photos: msg.handoverPhotosCount(4, 8) },
    });
    const nine = await start(r.partnerHeaders, r.booking.id, 9);
    expect([400, 413]).toContain(nine.statusCode);
    const noKm = await start(r.partnerHeaders, r.booking.id, 4, '');
    expect(noKm.statusCode, noKm.body).toBe(400);
    expect(noKm.json().message).toBe(msg.startKmInvalid);
    await expectUntouched(r.booking.id, r.partnerId);
  });

  it('a second start: 409, the first hand-over kept, the second photos not stored', async () => {
    const r = await ride({ pickupInHours: -1 });
    const first = startRideResponse.parse((await start(r.partnerHeaders, r.booking.id, 5, '100')).json()).data;
    const again = await start(r.partnerHeaders, r.booking.id, 4, '200');
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().message).toBe(msg.rideAlreadyStarted);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, r.booking.id));
    expect(row?.handoverStartKm).toBe(100);
    expect(row?.handoverAt?.toISOString()).toBe(first.handover?.at);
    expect(row?.handoverPhotos).toHaveLength(5);
    expect(await ridePhotoFiles(r.partnerId)).toHaveLength(5);
  });

  it('two submits at once: exactly one starts the ride, one set of photos is kept', async () => {
    const r = await ride({ pickupInHours: -1 });
    const answers = await Promise.all([start(r.partnerHeaders, r.booking.id), start(r.partnerHeaders, r.booking.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await ridePhotoFiles(r.partnerId)).toHaveLength(4);
  });

  it("another partner's ride → 404; a cancelled ride → 409; nothing changed", async () => {
    const r = await ride({ pickupInHours: -1 });
    const other = await createPartner(t.db);
    const res = await start(bearer(await tokenFor(t.app, 'partner', other)), r.booking.id);
    expect(res.statusCode, res.body).toBe(404);
    expect(await ridePhotoFiles(other.id)).toEqual([]);
    await expectUntouched(r.booking.id, r.partnerId);
    await t.db
      .update(bookings)
      .set({ status: 'cancelled', cancelledBy: 'partner', cancelledAt: new Date() })
      .where(eq(bookings.id, r.booking.id));
    const cancelled = await start(r.partnerHeaders, r.booking.id);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(msg.bookingStatusFinal('cancelled'));
  });

  it('no token → 401; a customer or an admin token → 403; the owner blocked → 403; nothing changed', async () => {
    const r = await ride({ pickupInHours: -1 });
    expect((await start({}, r.booking.id)).statusCode).toBe(401);
    expect((await start(r.headers, r.booking.id)).statusCode).toBe(403);
    expect(
      (await start(bearer(await tokenFor(t.app, 'admin', await createAdmin(t.db))), r.booking.id)).statusCode,
    ).toBe(403);
    await t.db.update(partners).set({ status: false }).where(eq(partners.id, r.partnerId));
    const blocked = await start(r.partnerHeaders, r.booking.id);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe(msg.accountBlocked);
    await expectUntouched(r.booking.id, r.partnerId);
  });

  it('a customer cannot cancel a ride handed over within the hour before its pick-up', async () => {
    const r = await ride({ pickupInHours: 48 });
    pinClock(t, new Date(r.booking.pickupAt.getTime() - 30 * MINUTE));
    expect((await start(r.partnerHeaders, r.booking.id)).statusCode).toBe(200);
    const rides = userRidesResponse.parse(
      (await call({ method: 'POST', url: '/api/userRides', headers: r.headers })).json(),
    );
    expect(rides.data.find((x) => x._id === r.booking.id)?.canCancel).toBe(false);
    const cancel = await call({
      method: 'POST',
      url: '/api/cancelRide',
      headers: r.headers,
      payload: { order: r.booking.id },
    });
    expect(cancel.statusCode, cancel.body).toBe(409);
    expect((await t.db.select({ s: bookings.status }).from(bookings).where(eq(bookings.id, r.booking.id)))[0]?.s).toBe(
      'booked',
    );
  });
});

describe('completeRide with the return', () => {
  /** A ride picked up 74 hours ago, started with 4 photos at 12000 km. */
  async function startedRide() {
    const r = await paidRideWithDeposit(t);
    await t.db.insert(licences).values({
      userId: r.user.id,
      number: 'MH12 20110012345',
      dob: '1990-05-17',
      classes: ['MCWG'],
      validUntil: '2040-01-01',
      status: 'approved',
    });
    pinClock(t, new Date(r.booking.pickupAt.getTime() - 10 * MINUTE));
    expect((await start(r.partnerHeaders, r.booking.id, 4, '12000')).statusCode).toBe(200);
    pinClock(t, null);
    return r;
  }

  it('a damage charge on a ride handed over with photos needs 2 return photos: 0 or 1 → 400, nothing changed', async () => {
    const r = await startedRide();
    const body = completeBody(r.booking, { damageAmount: 500, damageNote: 'Scratched left panel' });
    for (const n of [0, 1]) {
      const res = await complete(r.partnerHeaders, body, n);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(msg.returnPhotosForDamage(2, 8));
    }
    const [row] = await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, r.booking.id));
    expect(row?.status).toBe('booked');
    expect(await settlementOf(t, r.booking.id)).toBeUndefined();
    expect((await ridePhotoFiles(r.partnerId)).filter((f) => f.kind === 'return')).toEqual([]);
  });

  it("with 2 return photos (multipart): completed, startKm the hand-over's, every audience sees both sets", async () => {
    const r = await startedRide();
    const { startKm: _left, ...body } = completeBody(r.booking, {
      endKm: 12_150,
      damageAmount: 500,
      damageNote: 'Scratched left panel',
    });
    const res = await complete(r.partnerHeaders, body, 2);
    expect(res.statusCode, res.body).toBe(200);
    const done = completeRideResponse.parse(res.json()).data;
    expect(done.status).toBe('completed');
    expect(done.settlement?.startKm).toBe(12_000);
    expect(done.settlement?.returnPhotos).toHaveLength(2);
    expect(done.handover?.photos).toHaveLength(4);

    const order = findOrderResponse.parse(
      (await call({ method: 'GET', url: `/api/findOrder?id=${r.booking.id}`, headers: r.headers })).json(),
    ).data;
    expect(order.handover?.photos).toHaveLength(4);
    expect(order.settlement?.returnPhotos).toHaveLength(2);
    const rides = userRidesResponse.parse(
      (await call({ method: 'POST', url: '/api/userRides', headers: r.headers })).json(),
    );
    const mine = rides.data.find((x) => x._id === r.booking.id);
    expect(mine?.handover?.startKm).toBe(12_000);
    expect(mine?.settlement?.returnPhotos).toHaveLength(2);
    const customerPhoto = await call({ method: 'GET', url: mine?.settlement?.returnPhotos?.[0] ?? '' });
    expect(customerPhoto.statusCode).toBe(200);
    const partnerList = findBookingsResponse.parse(
      (await call({ method: 'GET', url: '/api/partner/findBookings?page=1', headers: r.partnerHeaders })).json(),
    );
    expect(partnerList.data[0]?.handover?.photos).toHaveLength(4);
    const adminHeaders = bearer(await tokenFor(t.app, 'admin', await createAdmin(t.db)));
    const admin = adminBookingsResponse.parse(
      (
        await call({ method: 'GET', url: `/api/admin/bookings?q=${r.booking.id}&page=1`, headers: adminHeaders })
      ).json(),
    );
    expect(admin.data.bookings[0]?.handover?.photos).toHaveLength(4);
    expect(admin.data.bookings[0]?.settlement?.returnPhotos).toHaveLength(2);
  });

  it('JSON without photos and without damage still completes a started ride (startKm from the hand-over)', async () => {
    const r = await startedRide();
    const { startKm: _left, ...body } = completeBody(r.booking);
    const res = await complete(r.partnerHeaders, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(completeRideResponse.parse(res.json()).data.settlement).toMatchObject({ startKm: 12_000, returnPhotos: [] });
  });

  it('a ride never started, before its pick-up time: 409; without a start km: 400; nothing changed', async () => {
    const r = await ride({ pickupInHours: 48 });
    const aMinuteAgo = new Date(Date.now() - MINUTE);
    const early = await complete(r.partnerHeaders, {
      ...completeBody(r.booking),
      returnDate: istDate(aMinuteAgo),
      returnTime: istTime(aMinuteAgo),
    });
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json().message).toBe(msg.rideNotStartedYet);
    const { startKm: _left, ...noKm } = completeBody(r.booking, {
      returnDate: istDate(aMinuteAgo),
      returnTime: istTime(aMinuteAgo),
    });
    const missing = await complete(r.partnerHeaders, noKm);
    expect(missing.statusCode, missing.body).toBe(400);
    expect(missing.json().message).toBe(msg.startKmMissing);
    await expectUntouched(r.booking.id, r.partnerId);
  });

  it('a ride started early may be completed before its pick-up time', async () => {
    const r = await ride({ pickupInHours: 48 });
    const startAt = new Date(r.booking.pickupAt.getTime() - 50 * MINUTE);
    pinClock(t, startAt);
    expect((await start(r.partnerHeaders, r.booking.id)).statusCode).toBe(200);
    const now = new Date(r.booking.pickupAt.getTime() - 10 * MINUTE);
    pinClock(t, now);
    const back = new Date(r.booking.pickupAt.getTime() - 20 * MINUTE);
    const res = await complete(r.partnerHeaders, {
      ...completeBody(r.booking),
      returnDate: istDate(back),
      returnTime: istTime(back),
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it("another partner's ride → 404 with return photos, nothing stored", async () => {
    const r = await startedRide();
    const other = await createPartner(t.db);
    const body = completeBody(r.booking, { damageAmount: 500, damageNote: 'Scratched left panel' });
    const res = await complete(bearer(await tokenFor(t.app, 'partner', other)), body, 2);
    expect(res.statusCode, res.body).toBe(404);
    expect(await ridePhotoFiles(other.id)).toEqual([]);
    expect(await settlementOf(t, r.booking.id)).toBeUndefined();
  });
});
