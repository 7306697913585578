import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cancellationQuoteResponse } from '#shared/api/cancellations.ts';
import { cancelRideResponse } from '#shared/api/rides.ts';
import { msg } from '#shared/messages.ts';
import { bookings } from '#server/db/schema/index.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { HOUR, cancellationApi, paidRide, pinClock, refundsOf } from '../../test/kits/cancellation-test-kit.ts';
import { bookingEntries } from '../../test/kits/ledger-test-kit.ts';

/*
 * Issue #28, "the quote is a promise" (fix 6): cancelRide takes the refund the customer was shown; when
 * the policy now gives another one, 409 'The refund has changed' with the new quote, and nothing changes.
 */

let t: TestApp;
let call: ReturnType<typeof cancellationApi>;
beforeAll(async () => {
  t = await createTestApp();
  call = cancellationApi(t);
});
afterEach(() => pinClock(t, null));
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
const quote = (headers: Headers, id: string) =>
  call({ method: 'GET', url: `/api/cancellationQuote?id=${id}`, headers });
const cancel = (headers: Headers, payload: Record<string, unknown>) =>
  call({ method: 'POST', url: '/api/cancelRide', headers, payload });
const statusOf = async (id: string) =>
  (await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]?.status;

describe('POST /api/cancelRide { order, refund }', () => {
  it('quoted 6 h 00 m 30 s ahead (₹3,900 back), confirmed 60 s later: 409 with the new quote, nothing changes', async () => {
    // rent ₹3,000 + deposit ₹1,000 under the default tiers (6 h: ₹100; 2 h: 50 %)
    const ride = await paidRide(t, { grandTotal: 3000, deposit: 1000 });
    const pickup = ride.booking.pickupAt.getTime();
    pinClock(t, new Date(pickup - 6 * HOUR - 30_000));
    const shown = cancellationQuoteResponse.parse((await quote(ride.headers, ride.booking.id)).json()).data;
    expect(shown).toMatchObject({ amountPaid: 4000, fee: 100, refund: 3900 });

    pinClock(t, new Date(pickup - 6 * HOUR + 30_000));
    const res = await cancel(ride.headers, { order: ride.booking.id, refund: shown.refund });
    expect(res.statusCode, res.body).toBe(409);
    const answer = cancellationQuoteResponse.parse(res.json());
    expect(answer).toMatchObject({ success: false, message: msg.refundChanged });
    expect(answer.data).toEqual({
      amountPaid: 4000,
      fee: 1500,
      refund: 2500,
      hoursBeforePickup: (6 * HOUR - 30_000) / HOUR,
    });
    expect(await statusOf(ride.booking.id)).toBe('booked');
    expect(await refundsOf(t, ride.booking.id)).toEqual([]);
    expect(await bookingEntries(t, ride.booking.id)).toEqual([]);
    expect(t.mails.filter((m) => m.to === ride.user.email)).toEqual([]);

    // the customer confirms the new quote: cancelled, refunded exactly that
    const again = await cancel(ride.headers, { order: ride.booking.id, refund: answer.data.refund });
    expect(again.statusCode, again.body).toBe(200);
    expect(cancelRideResponse.parse(again.json()).data.status).toBe('cancelled');
    expect(await refundsOf(t, ride.booking.id)).toMatchObject([{ amount: 2500, reason: 'customer' }]);
  });

  it('the refund shown still holds → 200 with that refund', async () => {
    const ride = await paidRide(t, { grandTotal: 1000 });
    pinClock(t, new Date(ride.booking.pickupAt.getTime() - 24 * HOUR));
    const res = await cancel(ride.headers, { order: ride.booking.id, refund: 900 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await refundsOf(t, ride.booking.id)).toMatchObject([{ amount: 900 }]);
  });

  it('without a refund: as before, the policy of now', async () => {
    const ride = await paidRide(t, { grandTotal: 1000 });
    pinClock(t, new Date(ride.booking.pickupAt.getTime() - HOUR));
    const res = await cancel(ride.headers, { order: ride.booking.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(await refundsOf(t, ride.booking.id)).toMatchObject([{ amount: 250 }]);
  });

  it('a refund shown for a ride that has since started → 409 rideStarted, no quote', async () => {
    const ride = await paidRide(t, { grandTotal: 1000 });
    pinClock(t, ride.booking.pickupAt);
    const res = await cancel(ride.headers, { order: ride.booking.id, refund: 250 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: msg.rideStarted });
    expect(await statusOf(ride.booking.id)).toBe('booked');
  });

  it.each([
    { label: 'negative', refund: -1 },
    { label: 'a fraction', refund: 9.5 },
    { label: 'a string', refund: '900' },
    { label: 'too large', refund: 100_000_001 },
  ])('a refund $label → 400, nothing changes', async ({ refund }) => {
    const ride = await paidRide(t, { grandTotal: 1000 });
    const res = await cancel(ride.headers, { order: ride.booking.id, refund });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(msg.refundShownInvalid);
    expect(await statusOf(ride.booking.id)).toBe('booked');
  });
});
