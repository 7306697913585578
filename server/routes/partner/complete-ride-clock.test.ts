import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { completeRideResponse } from '#shared/api/settlement.ts';
import { MAX_RETURN_DAYS_AFTER_DROP } from '#shared/domain/pricing.ts';
import { istDate, istTime } from '#shared/domain/time.ts';
import { msg } from '#shared/messages.ts';
import { bookings } from '#server/db/schema/index.ts';
import { pinClock } from '#server/test/kits/cancellation-test-kit.ts';
import {
  completeBody,
  HOUR,
  paidRideWithDeposit,
  refundsOf,
  settlementApi,
  settlementOf,
} from '#server/test/kits/settlement-test-kit.ts';
import { bookingEntries } from '#server/test/kits/ledger-test-kit.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { eq } from 'drizzle-orm';

/*
 * Issue #28, fixes 4 and 7: a ride is completed (either call) only once its pick-up time has passed;
 * a return time may not lie in the future nor more than 30 days after the drop. Each at its exact edge,
 * with the app's clock pinned.
 */

let t: TestApp;
let call: ReturnType<typeof settlementApi>;
beforeAll(async () => {
  t = await createTestApp();
  call = settlementApi(t);
});
afterEach(() => pinClock(t, null));
afterAll(() => t.close());

type Headers = Record<string, string>;
const complete = (headers: Headers, payload: Record<string, unknown>) =>
  call({ method: 'POST', url: '/api/partner/completeRide', headers, payload });
const changeStatus = (headers: Headers, id: string, value: 'completed' | 'cancelled') =>
  call({ method: 'POST', url: '/api/partner/changeBookingStatus', headers, payload: { id, value } });
const DAY = 24 * HOUR;
/** A completeRide body returning at `at` exactly (to the minute). */
const returningAt = (booking: { id: string; dropAt: Date }, at: Date) => ({
  ...completeBody(booking),
  returnDate: istDate(at),
  returnTime: istTime(at),
});

/** Nothing of the ride changed: still booked, no settlement, no refund, no ledger entry. */
async function expectUnchanged(bookingId: string) {
  const [row] = await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId));
  expect(row?.status).toBe('booked');
  expect(await settlementOf(t, bookingId)).toBeUndefined();
  expect(await refundsOf(t, bookingId)).toEqual([]);
  expect(await bookingEntries(t, bookingId)).toEqual([]);
}

describe('a ride can be completed only once its pick-up time has passed (fix 4)', () => {
  it('changeBookingStatus completed on a ride 10 days ahead → 409, nothing changes, the customer can still cancel', async () => {
    const ride = await paidRideWithDeposit(t, { pickupAt: new Date(Math.floor(Date.now() / HOUR) * HOUR + 10 * DAY) });
    const res = await changeStatus(ride.partnerHeaders, ride.booking.id, 'completed');
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(msg.rideNotStartedYet);
    await expectUnchanged(ride.booking.id);
    const cancelled = await call({
      method: 'POST',
      url: '/api/cancelRide',
      headers: ride.headers,
      payload: { order: ride.booking.id },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  });

  it('completeRide 1 ms before the pick-up → 409; at the pick-up instant → 200', async () => {
    const ride = await paidRideWithDeposit(t, { pickupAt: new Date(Math.floor(Date.now() / HOUR) * HOUR + 3 * DAY) });
    const pickup = ride.booking.pickupAt;
    pinClock(t, new Date(pickup.getTime() - 1));
    const early = await complete(ride.partnerHeaders, returningAt(ride.booking, new Date(pickup.getTime() - 60_000)));
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json().message).toBe(msg.rideNotStartedYet);
    const tooSoon = await changeStatus(ride.partnerHeaders, ride.booking.id, 'completed');
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().message).toBe(msg.rideNotStartedYet);
    await expectUnchanged(ride.booking.id);

    pinClock(t, pickup);
    const res = await complete(ride.partnerHeaders, returningAt(ride.booking, pickup));
    expect(res.statusCode, res.body).toBe(200);
    expect(completeRideResponse.parse(res.json()).data.status).toBe('completed');
  });

  it('completeRide before the pick-up with a return after it: the return is in the future → 400', async () => {
    const ride = await paidRideWithDeposit(t, { pickupAt: new Date(Math.floor(Date.now() / HOUR) * HOUR + 2 * DAY) });
    pinClock(t, new Date(ride.booking.pickupAt.getTime() - 1));
    // a return an hour after the pick-up, but the clock is before it: the return is in the future
    const future = await complete(
      ride.partnerHeaders,
      returningAt(ride.booking, new Date(ride.booking.pickupAt.getTime() + HOUR)),
    );
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe(msg.returnInFuture);
    await expectUnchanged(ride.booking.id);
  });

  it('changeBookingStatus completed at the pick-up instant → 200', async () => {
    const ride = await paidRideWithDeposit(t, { pickupAt: new Date(Math.floor(Date.now() / HOUR) * HOUR + 4 * DAY) });
    pinClock(t, ride.booking.pickupAt);
    const res = await changeStatus(ride.partnerHeaders, ride.booking.id, 'completed');
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('a return time may not be in the future nor more than 30 days after the drop (fix 7)', () => {
  it.each([
    { label: 'year 2925 (an integer overflow before)', year: '2925' },
    { label: 'year 2125 (859,867 late hours before)', year: '2125' },
  ])('$label → 400, never a 500, nothing changes', async ({ year }) => {
    const ride = await paidRideWithDeposit(t);
    const body = completeBody(ride.booking);
    const res = await complete(ride.partnerHeaders, {
      ...body,
      returnDate: `${year}${String(body.returnDate).slice(4)}`,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(msg.returnInFuture);
    await expectUnchanged(ride.booking.id);
  });

  it('a return at the current minute → 200; one minute after now → 400', async () => {
    const ride = await paidRideWithDeposit(t);
    const now = new Date(ride.booking.dropAt.getTime() + 5 * HOUR + 30_000); // 30 s into a minute
    pinClock(t, now);
    const ahead = await complete(ride.partnerHeaders, returningAt(ride.booking, new Date(now.getTime() + 60_000)));
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().message).toBe(msg.returnInFuture);
    expect(ahead.json().errors).toEqual({ returnTime: msg.returnInFuture });
    await expectUnchanged(ride.booking.id);
    const atNow = await complete(ride.partnerHeaders, returningAt(ride.booking, now));
    expect(atNow.statusCode, atNow.body).toBe(200);
  });

  it('exactly 30 days after the drop → 200; one minute more → 400', async () => {
    const limit = new Date(0);
    const late = await paidRideWithDeposit(t, { deposit: 0 });
    limit.setTime(late.booking.dropAt.getTime() + MAX_RETURN_DAYS_AFTER_DROP * DAY);
    pinClock(t, new Date(limit.getTime() + DAY));
    const tooLate = await complete(late.partnerHeaders, returningAt(late.booking, new Date(limit.getTime() + 60_000)));
    expect(tooLate.statusCode).toBe(400);
    expect(tooLate.json().message).toBe(msg.returnTooLate(MAX_RETURN_DAYS_AFTER_DROP));
    await expectUnchanged(late.booking.id);
    const atLimit = await complete(late.partnerHeaders, returningAt(late.booking, limit));
    expect(atLimit.statusCode, atLimit.body).toBe(200);
    // 30 days late at ₹120 an hour: 720 h, no overflow anywhere
    expect(completeRideResponse.parse(atLimit.json()).data.settlement).toMatchObject({
      lateHours: 720,
      lateFee: 86_400,
    });
  });
});
