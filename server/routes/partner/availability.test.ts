import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlockBikeBody } from '#shared/api/availability.ts';
import { windowInstants, type RideWindow } from '#shared/api/search.ts';
import { slotInstant } from '#shared/domain/slots.ts';
import { istDate } from '#shared/domain/time.ts';
import { msg } from '#shared/messages.ts';
import { bikeBlocks, bikeCalendarTokens, bookings, partners } from '#server/db/schema/index.ts';
import { toHttpError } from '#server/errors.ts';
import { bearer, createBike, createUser, insertBooking, tokenFor } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { bookBody, listedBike, paymentCalls, signedInUser, uniqueCity } from '../../test/kits/booking-test-kit.ts';
import { partnerApi, signedInPartner } from '../../test/kits/partner-test-kit.ts';

let t: TestApp;
let api: ReturnType<typeof partnerApi>;
let calls: ReturnType<typeof paymentCalls>;
beforeAll(async () => {
  t = await createTestApp();
  api = partnerApi(t);
  calls = paymentCalls(t);
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
type Fixture = Awaited<ReturnType<typeof listedBike>>;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The India date `days` from today. */
const day = (days: number) => istDate(new Date(Date.now() + days * DAY_MS));
/** The India date of the first Saturday at least `minDays` away. */
function saturday(minDays: number): number {
  for (let days = minDays; ; days += 1) if (new Date(`${day(days)}T00:00:00Z`).getUTCDay() === 6) return days;
}

const partnerHeaders = async (fixture: Fixture) => bearer(await tokenFor(t.app, 'partner', fixture.partner));
const block = (headers: Headers, payload: Partial<BlockBikeBody> | Record<string, unknown>) =>
  api.call({ method: 'POST', url: '/api/partner/blockBike', headers, payload });
const unblock = (headers: Headers, id: string) =>
  api.call({ method: 'DELETE', url: `/api/partner/unblockBike?id=${id}`, headers });
const calendar = (headers: Headers, id: string, month: string) =>
  api.call({ method: 'GET', url: `/api/partner/bikeCalendar?id=${id}&month=${month}`, headers });
const blockBody = (bikeId: string, window: RideWindow, reason: BlockBikeBody['reason'] = 'service'): BlockBikeBody => ({
  id: bikeId,
  fromDate: window.pickUpDate,
  fromTime: window.pickUpTime,
  toDate: window.dropDate,
  toTime: window.dropTime,
  reason,
});
const windowOf = (fromDays: number, fromTime: string, toDays: number, toTime: string): RideWindow => ({
  pickUpDate: day(fromDays),
  pickUpTime: fromTime,
  dropDate: day(toDays),
  dropTime: toTime,
});
const blocksOf = async (bikeId: string) =>
  (await t.db.select({ n: count() }).from(bikeBlocks).where(eq(bikeBlocks.bikeId, bikeId)))[0]?.n ?? 0;
async function ride(fixture: Fixture, window: RideWindow, values: Partial<typeof bookings.$inferInsert> = {}) {
  const user = await createUser(t.db, { fname: 'Asha', lname: 'Rao' });
  return insertBooking(t.db, {
    userId: user.id,
    bikeId: fixture.bike.id,
    partnerId: fixture.partner.id,
    ...windowInstants(window),
    ...values,
  });
}
async function listed(city: string, window: RideWindow): Promise<string[]> {
  const res = await calls.call({ method: 'GET', url: `/api/getBikes?${new URLSearchParams({ city, ...window }).toString()}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.bikes as { _id: string }[]).map((bike) => bike._id);
}

describe('POST /api/partner/blockBike', () => {
  it('blocks the partner\'s bike from a date + slot to another (India time) and answers the block', async () => {
    const fixture = await listedBike(t);
    const window = windowOf(20, '06:00 AM', 22, '06:00 PM');
    const res = await block(await partnerHeaders(fixture), blockBody(fixture.bike.id, window, 'offline'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: msg.bikeBlocked,
      data: {
        _id: expect.any(String),
        bikeId: fixture.bike.id,
        from: slotInstant(window.pickUpDate, '06:00 AM').toISOString(),
        to: slotInstant(window.dropDate, '06:00 PM').toISOString(),
        reason: 'offline',
      },
    });
    expect(await blocksOf(fixture.bike.id)).toBe(1);
  });

  it.each([
    ['an end before the start', windowOf(20, '10:00 AM', 20, '09:00 AM'), msg.blockEndsBeforeStart],
    ['an end equal to the start', windowOf(20, '10:00 AM', 20, '10:00 AM'), msg.blockEndsBeforeStart],
    ['more than a year', windowOf(10, '10:00 AM', 10 + 367, '10:00 AM'), msg.blockTooLong],
  ])('refuses %s with a 400 and writes nothing', async (_name, window, message) => {
    const fixture = await listedBike(t);
    const res = await block(await partnerHeaders(fixture), blockBody(fixture.bike.id, window));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
    expect(await blocksOf(fixture.bike.id)).toBe(0);
  });

  it('allows a block of exactly 366 days', async () => {
    const fixture = await listedBike(t);
    const res = await block(await partnerHeaders(fixture), blockBody(fixture.bike.id, windowOf(10, '10:00 AM', 376, '10:00 AM')));
    expect(res.statusCode, res.body).toBe(200);
  });

  it.each([
    ['a reason not offered', { reason: 'holiday' }, msg.blockReasonInvalid],
    ['no id', { id: undefined }, msg.invalidId],
    ['a bad date', { fromDate: '2030-02-31' }, msg.pickUpDateInvalid],
    ['a time that is not a slot', { toTime: '07:00 PM' }, msg.dropTimeInvalid],
  ])('refuses %s with a 400', async (_name, change, message) => {
    const fixture = await listedBike(t);
    const res = await block(await partnerHeaders(fixture), { ...blockBody(fixture.bike.id, windowOf(20, '09:00 AM', 21, '09:00 AM')), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
    expect(await blocksOf(fixture.bike.id)).toBe(0);
  });

  it('answers 404 for another partner\'s bike, an unknown one and a deleted one', async () => {
    const fixture = await listedBike(t);
    const other = await signedInPartner(t);
    const window = windowOf(20, '09:00 AM', 21, '09:00 AM');
    const theirs = await block(other.headers, blockBody(fixture.bike.id, window));
    expect(theirs.statusCode).toBe(404);
    const unknown = await block(other.headers, blockBody('00000000-0000-4000-8000-000000000000', window));
    expect(unknown.statusCode).toBe(404);
    const deleted = await createBike(t.db, other.partner.id, { deletedAt: new Date() });
    expect((await block(other.headers, blockBody(deleted.id, window))).statusCode).toBe(404);
    expect(await blocksOf(fixture.bike.id)).toBe(0);
  });

  it('refuses a caller without a partner token: none (401), a customer (403)', async () => {
    const fixture = await listedBike(t);
    const body = blockBody(fixture.bike.id, windowOf(20, '09:00 AM', 21, '09:00 AM'));
    expect((await block({}, body)).statusCode).toBe(401);
    const customer = await signedInUser(t);
    expect((await block(customer.headers, body)).statusCode).toBe(403);
    expect(await blocksOf(fixture.bike.id)).toBe(0);
  });

  it('refuses an overlap with a paid ride or a live hold (409), not with an expired hold or a cancelled ride', async () => {
    const fixture = await listedBike(t);
    const headers = await partnerHeaders(fixture);
    await ride(fixture, windowOf(20, '09:00 AM', 21, '09:00 AM'));
    await ride(fixture, windowOf(30, '09:00 AM', 31, '09:00 AM'), {
      status: 'pending',
      holdExpiresAt: sql`now() + interval '10 minutes'` as unknown as Date,
    });
    await ride(fixture, windowOf(40, '09:00 AM', 41, '09:00 AM'), {
      status: 'pending',
      holdExpiresAt: sql`now() - interval '1 minute'` as unknown as Date,
    });
    await ride(fixture, windowOf(50, '09:00 AM', 51, '09:00 AM'), { status: 'cancelled' });
    for (const window of [windowOf(20, '06:00 PM', 22, '06:00 AM'), windowOf(29, '09:00 AM', 30, '10:00 AM')]) {
      const res = await block(headers, blockBody(fixture.bike.id, window));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ success: false, message: msg.bikeBookedThen });
    }
    expect(await blocksOf(fixture.bike.id)).toBe(0);
    expect((await block(headers, blockBody(fixture.bike.id, windowOf(40, '06:00 AM', 42, '06:00 AM')))).statusCode).toBe(200);
    expect((await block(headers, blockBody(fixture.bike.id, windowOf(50, '06:00 AM', 52, '06:00 AM')))).statusCode).toBe(200);
  });

  it('allows a block ending exactly at a ride\'s pick-up, and one starting at its drop when there is no buffer', async () => {
    const fixture = await listedBike(t);
    const headers = await partnerHeaders(fixture);
    await ride(fixture, windowOf(20, '10:00 AM', 21, '10:00 AM'));
    expect((await block(headers, blockBody(fixture.bike.id, windowOf(19, '10:00 AM', 20, '10:00 AM')))).statusCode).toBe(200);
    expect((await block(headers, blockBody(fixture.bike.id, windowOf(21, '10:00 AM', 21, '05:00 PM')))).statusCode).toBe(200);
  });

  it('counts a ride\'s buffer: a block starting inside it is refused, one starting where it ends is allowed', async () => {
    const fixture = await listedBike(t, { partner: { bufferMinutes: 120 } });
    const headers = await partnerHeaders(fixture);
    await ride(fixture, windowOf(20, '10:00 AM', 21, '10:00 AM'));
    const inside = await block(headers, blockBody(fixture.bike.id, windowOf(21, '11:00 AM', 21, '05:00 PM')));
    expect(inside.statusCode).toBe(409);
    expect(inside.json().message).toBe(msg.bikeBookedThen);
    expect((await block(headers, blockBody(fixture.bike.id, windowOf(21, '12:00 PM', 21, '05:00 PM')))).statusCode).toBe(200);
  });

  it('refuses an overlap with another block (409, its own message); back-to-back blocks are fine', async () => {
    const fixture = await listedBike(t);
    const headers = await partnerHeaders(fixture);
    expect((await block(headers, blockBody(fixture.bike.id, windowOf(20, '09:00 AM', 21, '09:00 AM')))).statusCode).toBe(200);
    const overlap = await block(headers, blockBody(fixture.bike.id, windowOf(20, '06:00 PM', 22, '09:00 AM')));
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toMatchObject({ success: false, message: msg.bikeAlreadyBlocked });
    expect((await block(headers, blockBody(fixture.bike.id, windowOf(21, '09:00 AM', 22, '09:00 AM')))).statusCode).toBe(200);
    expect(await blocksOf(fixture.bike.id)).toBe(2);
  });
});

describe('the database keeps blocks and bookings apart on its own (SQLSTATE 23P01)', () => {
  it('refuses a booking row over a block, and a block row over a booking, written behind the app', async () => {
    const fixture = await listedBike(t);
    const blocked = windowInstants(windowOf(20, '09:00 AM', 21, '09:00 AM'));
    await t.db.insert(bikeBlocks).values({
      bikeId: fixture.bike.id,
      partnerId: fixture.partner.id,
      fromAt: blocked.pickupAt,
      toAt: blocked.dropAt,
      reason: 'other',
    });
    const overBlock = await ride(fixture, windowOf(20, '06:00 PM', 22, '09:00 AM')).catch((error: unknown) => error);
    expect(toHttpError(overBlock).status).toBe(409);
    // a ride whose buffer (the partner's, whatever the row says) would run into the block
    await t.db.update(partners).set({ bufferMinutes: 120 }).where(eq(partners.id, fixture.partner.id));
    const bufferIntoBlock = await ride(fixture, windowOf(19, '09:00 AM', 20, '08:00 AM'), { bufferMinutes: 0 }).catch(
      (error: unknown) => error,
    );
    expect(toHttpError(bufferIntoBlock).status).toBe(409);
    await t.db.update(partners).set({ bufferMinutes: 0 }).where(eq(partners.id, fixture.partner.id));
    await ride(fixture, windowOf(19, '09:00 AM', 20, '09:00 AM'));

    const booked = windowInstants(windowOf(30, '09:00 AM', 31, '09:00 AM'));
    await ride(fixture, windowOf(30, '09:00 AM', 31, '09:00 AM'));
    const overRide = await t.db
      .insert(bikeBlocks)
      .values({ bikeId: fixture.bike.id, partnerId: fixture.partner.id, fromAt: booked.pickupAt, toAt: booked.dropAt, reason: 'other' })
      .catch((error: unknown) => error);
    expect(toHttpError(overRide).status).toBe(409);
  });

  it('refuses confirming a hold that ran out while the bike was blocked', async () => {
    const fixture = await listedBike(t);
    const window = windowOf(20, '09:00 AM', 21, '09:00 AM');
    const hold = await ride(fixture, window, {
      status: 'pending',
      holdExpiresAt: sql`now() - interval '1 minute'` as unknown as Date,
    });
    const res = await block(await partnerHeaders(fixture), blockBody(fixture.bike.id, window));
    expect(res.statusCode, res.body).toBe(200);
    const confirm = await t.db
      .update(bookings)
      .set({ status: 'booked', holdExpiresAt: null })
      .where(eq(bookings.id, hold.id))
      .catch((error: unknown) => error);
    expect(toHttpError(confirm).status).toBe(409);
  });
});

describe('DELETE /api/partner/unblockBike', () => {
  it('removes the partner\'s own block; another partner\'s or an unknown one is a 404', async () => {
    const fixture = await listedBike(t);
    const headers = await partnerHeaders(fixture);
    const made = await block(headers, blockBody(fixture.bike.id, windowOf(20, '09:00 AM', 21, '09:00 AM')));
    const id = made.json().data._id as string;
    const other = await signedInPartner(t);
    const theirs = await unblock(other.headers, id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(msg.blockNotFound);
    expect(await blocksOf(fixture.bike.id)).toBe(1);
    expect((await unblock({}, id)).statusCode).toBe(401);
    const res = await unblock(headers, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: msg.bikeUnblocked, data: { _id: id } });
    expect(await blocksOf(fixture.bike.id)).toBe(0);
    expect((await unblock(headers, id)).statusCode).toBe(404);
    expect((await unblock(headers, 'nope')).statusCode).toBe(400);
  });
});

describe('search and bookbike honour blocks and buffers', () => {
  it('hides a bike blocked for a weekend from that weekend\'s search, lists it the weekend after, and again once unblocked', async () => {
    const city = uniqueCity();
    const fixture = await listedBike(t, { city });
    const sat = saturday(14);
    const weekend = windowOf(sat, '09:00 AM', sat + 1, '05:00 PM');
    const weekendAfter = windowOf(sat + 7, '09:00 AM', sat + 8, '05:00 PM');
    expect(await listed(city, weekend)).toEqual([fixture.bike.id]);
    const headers = await partnerHeaders(fixture);
    const made = await block(headers, blockBody(fixture.bike.id, windowOf(sat, '06:00 AM', sat + 1, '06:00 PM')));
    expect(made.statusCode, made.body).toBe(200);
    expect(await listed(city, weekend)).toEqual([]);
    expect(await listed(city, weekendAfter)).toEqual([fixture.bike.id]);
    const customer = await signedInUser(t);
    const refused = await calls.bookbike(customer.headers, bookBody(fixture, weekend));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(msg.bikeNotAvailable);

    expect((await unblock(headers, made.json().data._id as string)).statusCode).toBe(200);
    expect(await listed(city, weekend)).toEqual([fixture.bike.id]);
    expect((await calls.bookbike(customer.headers, bookBody(fixture, weekend))).statusCode).toBe(200);
  });

  it('a 2 h buffer hides the bike for a pick-up 1 h after another ride\'s drop; 2 h after is fine', async () => {
    const city = uniqueCity();
    const fixture = await listedBike(t, { city, partner: { bufferMinutes: 120 } });
    await ride(fixture, windowOf(20, '09:00 AM', 21, '10:00 AM'), { bufferMinutes: 120 });
    const oneHourAfter = windowOf(21, '11:00 AM', 22, '11:00 AM');
    const twoHoursAfter = windowOf(21, '12:00 PM', 22, '12:00 PM');
    expect(await listed(city, oneHourAfter)).toEqual([]);
    expect(await listed(city, twoHoursAfter)).toEqual([fixture.bike.id]);
    const customer = await signedInUser(t);
    const refused = await calls.bookbike(customer.headers, bookBody(fixture, oneHourAfter));
    expect(refused.statusCode).toBe(409);
    const held = await calls.bookbike(customer.headers, bookBody(fixture, twoHoursAfter));
    expect(held.statusCode, held.body).toBe(200);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, held.json().data.bookingId as string));
    expect(row?.bufferMinutes).toBe(120);
    expect(row?.busyUntil.toISOString()).toBe(new Date(slotInstant(day(22), '12:00 PM').getTime() + 2 * 3600_000).toISOString());
  });

  it('the new ride\'s own buffer may not run into a following ride or block; ending exactly at it is fine', async () => {
    const city = uniqueCity();
    const fixture = await listedBike(t, { city, partner: { bufferMinutes: 60 } });
    await ride(fixture, windowOf(21, '12:00 PM', 22, '12:00 PM'));
    expect(await listed(city, windowOf(20, '09:00 AM', 21, '12:00 PM'))).toEqual([]);
    expect(await listed(city, windowOf(20, '09:00 AM', 21, '11:00 AM'))).toEqual([fixture.bike.id]);
    const customer = await signedInUser(t);
    expect((await calls.bookbike(customer.headers, bookBody(fixture, windowOf(20, '09:00 AM', 21, '12:00 PM')))).statusCode).toBe(409);
    expect((await calls.bookbike(customer.headers, bookBody(fixture, windowOf(20, '09:00 AM', 21, '11:00 AM')))).statusCode).toBe(200);

    await block(await partnerHeaders(fixture), blockBody(fixture.bike.id, windowOf(31, '12:00 PM', 32, '12:00 PM')));
    expect(await listed(city, windowOf(30, '09:00 AM', 31, '12:00 PM'))).toEqual([]);
    expect(await listed(city, windowOf(30, '09:00 AM', 31, '11:00 AM'))).toEqual([fixture.bike.id]);
  });

  it('a buffer set after a ride was booked follows that ride\'s drop (issue #29); the ride keeps its times', async () => {
    const city = uniqueCity();
    const fixture = await listedBike(t, { city, partner: { bufferMinutes: 0 } });
    const headers = await partnerHeaders(fixture);
    const customer = await signedInUser(t);
    const held = await calls.bookbike(customer.headers, bookBody(fixture, windowOf(20, '09:00 AM', 21, '09:00 AM')));
    expect(held.statusCode, held.body).toBe(200);
    const oneHourAfter = windowOf(21, '10:00 AM', 22, '10:00 AM');
    const twoHoursAfter = windowOf(21, '11:00 AM', 22, '11:00 AM');
    expect(await listed(city, oneHourAfter)).toEqual([fixture.bike.id]);

    await t.db.update(partners).set({ bufferMinutes: 120 }).where(eq(partners.id, fixture.partner.id));
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, held.json().data.bookingId as string));
    const booked = windowInstants(windowOf(20, '09:00 AM', 21, '09:00 AM'));
    expect(row?.pickupAt.toISOString()).toBe(booked.pickupAt.toISOString());
    expect(row?.dropAt.toISOString()).toBe(booked.dropAt.toISOString());
    expect(row?.busyUntil.toISOString()).toBe(new Date(booked.dropAt.getTime() + 2 * 3600_000).toISOString());
    // the calendar shows the current buffer after the ride
    const shown = await calendar(headers, fixture.bike.id, day(20).slice(0, 7));
    const shownRides = shown.json<{ data: { bookings: { bufferMinutes: number }[] } }>().data.bookings;
    expect(shownRides.map((each) => each.bufferMinutes)).toEqual([120]);
    // search, bookbike and blockBike all see the new buffer after the ride booked before it
    expect(await listed(city, oneHourAfter)).toEqual([]);
    const other = await signedInUser(t);
    expect((await calls.bookbike(other.headers, bookBody(fixture, oneHourAfter))).statusCode).toBe(409);
    const blockedInside = await block(headers, blockBody(fixture.bike.id, oneHourAfter));
    expect(blockedInside.statusCode).toBe(409);
    expect(blockedInside.json().message).toBe(msg.bikeBookedThen);
    // a buffer ending exactly at the next pick-up is allowed
    expect(await listed(city, twoHoursAfter)).toEqual([fixture.bike.id]);
    // the hold is still paid (its buffer grew; it is not checked again)
    const paid = await calls.verify(customer.headers, await calls.payOrder(customer.headers, held.json().data.id as string));
    expect(paid.statusCode, paid.body).toBe(200);
    // a lower buffer frees the time at once
    await t.db.update(partners).set({ bufferMinutes: 30 }).where(eq(partners.id, fixture.partner.id));
    expect(await listed(city, oneHourAfter)).toEqual([fixture.bike.id]);
    expect((await calls.bookbike(other.headers, bookBody(fixture, oneHourAfter))).statusCode).toBe(200);
  });

  it('a new buffer that runs into a ride already booked is taken, and makes nothing new bookable in between', async () => {
    const city = uniqueCity();
    const fixture = await listedBike(t, { city, partner: { bufferMinutes: 0 } });
    const first = await ride(fixture, windowOf(20, '09:00 AM', 21, '09:00 AM'), { status: 'booked' });
    const second = await ride(fixture, windowOf(21, '10:00 AM', 21, '04:00 PM'), { status: 'booked' });
    await t.db.update(partners).set({ bufferMinutes: 120 }).where(eq(partners.id, fixture.partner.id));
    const rows = await t.db.select().from(bookings).where(inArray(bookings.id, [first.id, second.id]));
    expect(rows.map((row) => [row.status, row.bufferMinutes]).sort()).toEqual([
      ['booked', 120],
      ['booked', 120],
    ]);
    // nothing between them, nor in the second's buffer
    expect(await listed(city, windowOf(21, '04:00 PM', 22, '04:00 PM'))).toEqual([]);
    expect(await listed(city, windowOf(21, '06:00 PM', 22, '06:00 PM'))).toEqual([fixture.bike.id]);
  });
});

describe('editPartnerProfile: bufferMinutes', () => {
  const fields = { fname: 'Ravi', lname: 'Kumar', mobile: '9876543210', city: 'Pune', gstNo: '29ABCDE1234F1ZW' };
  const edit = (headers: Headers, extra: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...fields, ...extra })) form.append(name, value);
    const request = new Request('http://x', { method: 'POST', body: form });
    return request.arrayBuffer().then((payload) =>
      api.call({
        method: 'POST',
        url: '/api/partner/editPartnerProfile',
        headers: { ...headers, 'content-type': request.headers.get('content-type') ?? '' },
        payload: Buffer.from(payload),
      }),
    );
  };

  it('sets the buffer, keeps it when left out, and answers it in the profile', async () => {
    const { headers } = await signedInPartner(t);
    const res = await edit(headers, { bufferMinutes: '90' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.bufferMinutes).toBe(90);
    const again = await edit(headers, {});
    expect(again.json().data.bufferMinutes).toBe(90);
  });

  it.each([['-30'], ['45'], ['270'], ['abc']])('refuses %s with a 400 and keeps the buffer', async (value) => {
    const { partner, headers } = await signedInPartner(t);
    const res = await edit(headers, { bufferMinutes: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(msg.bufferInvalid);
    const [row] = await t.db.select().from(partners).where(eq(partners.id, partner.id));
    expect(row?.bufferMinutes).toBe(0);
  });
});

describe('GET /api/partner/bikeCalendar', () => {
  it('answers the month\'s rides (with the customer\'s name and buffer), holds, blocks and the buffer', async () => {
    const fixture = await listedBike(t, { partner: { bufferMinutes: 60 } });
    const headers = await partnerHeaders(fixture);
    const month = day(40).slice(0, 7);
    const first = `${month}-10`;
    const window = { pickUpDate: first, pickUpTime: '09:00 AM', dropDate: `${month}-11`, dropTime: '09:00 AM' };
    const paid = await ride(fixture, window, { bufferMinutes: 60 });
    await ride(fixture, { ...window, pickUpDate: `${month}-12`, dropDate: `${month}-13` }, { status: 'cancelled' });
    const made = await block(headers, blockBody(fixture.bike.id, { ...window, pickUpDate: `${month}-15`, dropDate: `${month}-16` }));
    const res = await calendar(headers, fixture.bike.id, month);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      bookings: [
        {
          _id: paid.id,
          from: paid.pickupAt.toISOString(),
          to: paid.dropAt.toISOString(),
          status: 'booked',
          customer: 'Asha Rao',
          bufferMinutes: 60,
        },
      ],
      blocks: [{ _id: made.json().data._id, from: made.json().data.from, to: made.json().data.to, reason: 'service' }],
      bufferMinutes: 60,
    });
    const otherMonth = await calendar(headers, fixture.bike.id, day(100).slice(0, 7));
    expect(otherMonth.json().data).toMatchObject({ bookings: [], blocks: [] });
  });

  it('refuses another partner\'s bike (404), a bad month (400) and no token (401)', async () => {
    const fixture = await listedBike(t);
    const other = await signedInPartner(t);
    expect((await calendar(other.headers, fixture.bike.id, '2030-01')).statusCode).toBe(404);
    const bad = await calendar(await partnerHeaders(fixture), fixture.bike.id, '2030-13');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(msg.monthInvalid);
    expect((await calendar({}, fixture.bike.id, '2030-01')).statusCode).toBe(401);
  });
});

describe('the iCal feed', () => {
  const token = (headers: Headers, id: string) =>
    api.call({ method: 'POST', url: '/api/partner/calendarToken', headers, payload: { id } });
  const feed = (url: string) => {
    const { pathname, search } = new URL(url);
    return api.call({ method: 'GET', url: `${pathname}${search}` });
  };

  it('serves the bike\'s paid rides (first name only) and blocks as text/calendar, with no bearer', async () => {
    const fixture = await listedBike(t);
    const headers = await partnerHeaders(fixture);
    await ride(fixture, windowOf(20, '09:00 AM', 21, '09:00 AM'));
    await ride(fixture, windowOf(25, '09:00 AM', 26, '09:00 AM'), { status: 'cancelled' });
    await ride(fixture, windowOf(-200, '09:00 AM', -199, '09:00 AM'), { status: 'completed' });
    await block(headers, blockBody(fixture.bike.id, windowOf(30, '09:00 AM', 31, '09:00 AM'), 'service'));
    const res = await token(headers, fixture.bike.id);
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().data.url as string;
    expect(url).toMatch(/^http:\/\/[^/]+\/api\/partner\/bikeCalendar\.ics\?token=[\w-]{43}$/);
    const [stored] = await t.db.select().from(bikeCalendarTokens).where(eq(bikeCalendarTokens.bikeId, fixture.bike.id));
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(url).not.toContain(stored?.tokenHash);

    const ics = await feed(url);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
    expect(ics.headers['cache-control']).toBe('private, no-store');
    expect(ics.body).toContain('BEGIN:VCALENDAR');
    expect(ics.body.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics.body).toContain('SUMMARY:Ride: Asha');
    expect(ics.body).not.toContain('Rao');
    expect(ics.body).toContain('SUMMARY:Blocked: Service');
  });

  it('a renewed address replaces the old one, which answers 404; unknown and malformed tokens are refused', async () => {
    const fixture = await listedBike(t);
    const headers = await partnerHeaders(fixture);
    const old = (await token(headers, fixture.bike.id)).json().data.url as string;
    const renewed = (await token(headers, fixture.bike.id)).json().data.url as string;
    expect(renewed).not.toBe(old);
    const gone = await feed(old);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(msg.calendarTokenInvalid);
    expect((await feed(renewed)).statusCode).toBe(200);
    expect((await feed(`http://x/api/partner/bikeCalendar.ics?token=${'a'.repeat(43)}`)).statusCode).toBe(404);
    const short = await feed('http://x/api/partner/bikeCalendar.ics?token=abc');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(msg.calendarTokenInvalid);
  });

  it('refuses a token for another partner\'s bike (404) or without a partner token (401)', async () => {
    const fixture = await listedBike(t);
    const other = await signedInPartner(t);
    expect((await token(other.headers, fixture.bike.id)).statusCode).toBe(404);
    expect((await token({}, fixture.bike.id)).statusCode).toBe(401);
    const rows = await t.db.select().from(bikeCalendarTokens).where(eq(bikeCalendarTokens.bikeId, fixture.bike.id));
    expect(rows).toHaveLength(0);
  });
});
