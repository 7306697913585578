import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findOrderResponse } from '#shared/api/booking.ts';
import { cancellationPolicyResponse, cancellationQuoteResponse } from '#shared/api/cancellations.ts';
import { findBookingsResponse } from '#shared/api/partner.ts';
import { cancelRideResponse, userRidesResponse } from '#shared/api/rides.ts';
import { DEFAULT_CANCELLATION_TIERS } from '#shared/domain/pricing.ts';
import { msg } from '#shared/messages.ts';
import { bookings, cancellationPolicies } from '#server/db/schema/index.ts';
import { bearer, createAdmin, createUser, tokenFor } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { bookBody, futureWindow, listedBike, paymentCalls, signedInUser } from '../../test/kits/booking-test-kit.ts';
import {
  HOUR,
  bookingRowOf,
  cancellationApi,
  paidRide,
  pinClock,
  refundsOf,
} from '../../test/kits/cancellation-test-kit.ts';

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
const cancel = (headers: Headers, order: string) =>
  call({ method: 'POST', url: '/api/cancelRide', headers, payload: { order } });
const changeStatus = (headers: Headers, id: string, value: 'cancelled' | 'completed') =>
  call({ method: 'POST', url: '/api/partner/changeBookingStatus', headers, payload: { id, value } });
const latestPolicyId = async () =>
  (await t.db.select({ id: cancellationPolicies.id }).from(cancellationPolicies)).reduce(
    (max, r) => Math.max(max, r.id),
    0,
  );

describe('GET /api/cancellationPolicy', () => {
  it('is open and answers the seeded default tiers, highest hoursBefore first', async () => {
    const res = await call({ method: 'GET', url: '/api/cancellationPolicy' });
    expect(res.statusCode).toBe(200);
    expect(cancellationPolicyResponse.parse(res.json()).data.tiers).toEqual(DEFAULT_CANCELLATION_TIERS);
  });
});

describe('GET /api/cancellationQuote: the tiers, edges exact', () => {
  // pick-up in the future of a pinned clock; ₹1000 paid under the default policy (6 h: ₹100, 2 h: 50 %, 0: 75 %)
  it.each([
    { label: '48 h before', before: 48 * HOUR, fee: 100, refund: 900 },
    { label: 'exactly 6 h before', before: 6 * HOUR, fee: 100, refund: 900 },
    { label: '1 ms under 6 h', before: 6 * HOUR - 1, fee: 500, refund: 500 },
    { label: 'exactly 2 h before', before: 2 * HOUR, fee: 500, refund: 500 },
    { label: '1 ms under 2 h', before: 2 * HOUR - 1, fee: 750, refund: 250 },
    { label: '1 ms before pick-up', before: 1, fee: 750, refund: 250 },
  ])('$label: fee ₹$fee, refund ₹$refund; the cancellation right after agrees', async ({ before, fee, refund }) => {
    const ride = await paidRide(t, { policyId: await latestPolicyId() });
    pinClock(t, new Date(ride.booking.pickupAt.getTime() - before));
    const res = await quote(ride.headers, ride.booking.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(cancellationQuoteResponse.parse(res.json()).data).toEqual({
      amountPaid: 1000,
      fee,
      refund,
      hoursBeforePickup: before / HOUR,
    });
    const cancelled = await cancel(ride.headers, ride.booking.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelRideResponse.parse(cancelled.json()).data).toMatchObject({
      status: 'cancelled',
      canCancel: false,
      refund: { amount: refund, status: 'pending' },
    });
    expect(await refundsOf(t, ride.booking.id)).toMatchObject([{ amount: refund, reason: 'customer' }]);
  });

  it('a flat fee larger than the amount paid keeps it all: no refund row, refund null', async () => {
    const ride = await paidRide(t, { grandTotal: 80 });
    const res = await quote(ride.headers, ride.booking.id);
    expect(cancellationQuoteResponse.parse(res.json()).data).toMatchObject({ amountPaid: 80, fee: 80, refund: 0 });
    const cancelled = await cancel(ride.headers, ride.booking.id);
    expect(cancelRideResponse.parse(cancelled.json()).data.refund).toBeNull();
    expect(await refundsOf(t, ride.booking.id)).toEqual([]);
    expect((await bookingRowOf(t, ride.booking.id))?.status).toBe('cancelled');
  });

  it('exactly at the pick-up time, or later, the ride has started: quote and cancel are 409, nothing changes', async () => {
    for (const after of [0, 1, 5 * HOUR]) {
      const ride = await paidRide(t);
      pinClock(t, new Date(ride.booking.pickupAt.getTime() + after));
      const rides = userRidesResponse.parse(
        (await call({ method: 'POST', url: '/api/userRides', headers: ride.headers })).json(),
      );
      expect(rides.data.find((r) => r._id === ride.booking.id)?.canCancel).toBe(false);
      const q = await quote(ride.headers, ride.booking.id);
      expect(q.statusCode).toBe(409);
      expect(q.json().message).toBe(msg.rideStarted);
      const c = await cancel(ride.headers, ride.booking.id);
      expect(c.statusCode).toBe(409);
      expect(c.json().message).toBe(msg.rideStarted);
      expect((await bookingRowOf(t, ride.booking.id))?.status).toBe('booked');
      expect(await refundsOf(t, ride.booking.id)).toEqual([]);
    }
  });

  it("refuses another customer's ride and an unknown id (404), a ride not booked (409)", async () => {
    const ride = await paidRide(t);
    const stranger = await signedInUser(t);
    expect((await quote(stranger.headers, ride.booking.id)).statusCode).toBe(404);
    expect((await cancel(stranger.headers, ride.booking.id)).statusCode).toBe(404);
    expect((await quote(ride.headers, crypto.randomUUID())).statusCode).toBe(404);
    expect((await quote(ride.headers, 'not-an-id')).statusCode).toBe(400);
    const done = await paidRide(t);
    await t.db.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, done.booking.id));
    const res = await quote(done.headers, done.booking.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(msg.bookingNotCancellable);
    expect((await cancel(done.headers, done.booking.id)).statusCode).toBe(409);
    expect(await refundsOf(t, ride.booking.id)).toEqual([]);
    expect(await refundsOf(t, done.booking.id)).toEqual([]);
  });

  it('no token → 401, a partner or admin token → 403, a blocked customer → 403', async () => {
    const ride = await paidRide(t);
    expect((await quote({}, ride.booking.id)).statusCode).toBe(401);
    expect((await quote(ride.partnerHeaders, ride.booking.id)).statusCode).toBe(403);
    const admin = await createAdmin(t.db);
    expect((await quote(bearer(await tokenFor(t.app, 'admin', admin)), ride.booking.id)).statusCode).toBe(403);
    const blocked = await createUser(t.db, { status: false });
    const res = await quote(bearer(await tokenFor(t.app, 'user', blocked)), ride.booking.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(msg.accountBlocked);
  });
});

describe('the policy snapshot', () => {
  it('a policy saved after the payment does not change the quote; a payment after it takes the new one', async () => {
    const api = paymentCalls(t);
    const { headers } = await signedInUser(t);
    pinClock(t, new Date());
    const before = await api.bookAndPay(headers, bookBody(await listedBike(t), futureWindow(12)));
    const snapshot = (await bookingRowOf(t, before))?.cancellationPolicyId;
    expect(snapshot).toBe(await latestPolicyId());
    const oldQuote = cancellationQuoteResponse.parse((await quote(headers, before)).json()).data;
    expect(oldQuote.fee).toBe(100);

    const admin = await createAdmin(t.db);
    const saved = await call({
      method: 'PUT',
      url: '/api/admin/cancellationPolicy',
      headers: bearer(await tokenFor(t.app, 'admin', admin)),
      payload: { tiers: [{ hoursBefore: 0, flat: 0, percent: 100 }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(cancellationQuoteResponse.parse((await quote(headers, before)).json()).data).toEqual(oldQuote);

    const after = await api.bookAndPay(headers, bookBody(await listedBike(t), futureWindow(12)));
    expect((await bookingRowOf(t, after))?.cancellationPolicyId).toBe(await latestPolicyId());
    expect(cancellationQuoteResponse.parse((await quote(headers, after)).json()).data.refund).toBe(0);
    const open = await call({ method: 'GET', url: '/api/cancellationPolicy' });
    expect(cancellationPolicyResponse.parse(open.json()).data.tiers).toEqual([
      { hoursBefore: 0, flat: 0, percent: 100 },
    ]);
  });

  it('a booking paid before the policies existed (no policy id) uses the default tiers', async () => {
    const ride = await paidRide(t, { policyId: null });
    pinClock(t, new Date(ride.booking.pickupAt.getTime() - 3 * HOUR));
    expect(cancellationQuoteResponse.parse((await quote(ride.headers, ride.booking.id)).json()).data).toMatchObject({
      fee: 500,
      refund: 500,
    });
  });
});

describe('POST /api/cancelRide: the refund', () => {
  it('stamps who and when, shows the refund on My Rides and the invoice, and mails customer and partner', async () => {
    const ride = await paidRide(t, { grandTotal: 2000 });
    const at = new Date(ride.booking.pickupAt.getTime() - 24 * HOUR);
    pinClock(t, at);
    const sent = t.mails.length;
    const res = await cancel(ride.headers, ride.booking.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(msg.rideCancelled);
    expect(await bookingRowOf(t, ride.booking.id)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'customer',
      cancelledAt: at,
    });

    const rides = userRidesResponse.parse(
      (await call({ method: 'POST', url: '/api/userRides', headers: ride.headers })).json(),
    );
    expect(rides.data[0]?.refund).toEqual({ amount: 1900, status: 'pending' });
    const order = findOrderResponse.parse(
      (await call({ method: 'GET', url: `/api/findOrder?id=${ride.booking.id}`, headers: ride.headers })).json(),
    ).data;
    expect(order).toMatchObject({
      status: 'cancelled',
      refund: { amount: 1900, status: 'pending' },
      cancelledAt: at.toISOString(),
    });
    const partnerList = findBookingsResponse.parse(
      (await call({ method: 'GET', url: '/api/partner/findBookings?page=1', headers: ride.partnerHeaders })).json(),
    );
    expect(partnerList.data[0]?.refund).toEqual({ amount: 1900, status: 'pending' });

    const mails = t.mails.slice(sent);
    expect(mails.map((m) => m.to).sort()).toEqual([ride.user.email, ride.partner.email].sort());
    const toCustomer = mails.find((m) => m.to === ride.user.email);
    expect(toCustomer?.text).toContain('₹1,900');
    expect(toCustomer?.text).toContain(msg.refundTimingSandbox);
    expect(mails.find((m) => m.to === ride.partner.email)?.text).toContain('The customer cancelled it.');
  });

  it('a mail that fails never undoes the cancellation or its refund', async () => {
    const ride = await paidRide(t);
    const mailer = t.app.deps.mailer;
    t.app.deps.mailer = {
      send: async () => {
        throw new Error('smtp down');
      },
      deliver: async () => {
        throw new Error('smtp down');
      },
      close: async () => {},
    };
    try {
      const res = await cancel(ride.headers, ride.booking.id);
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      t.app.deps.mailer = mailer;
    }
    expect((await bookingRowOf(t, ride.booking.id))?.status).toBe('cancelled');
    expect(await refundsOf(t, ride.booking.id)).toHaveLength(1);
  });

  it('cancelling twice refunds once (the second is 409)', async () => {
    const ride = await paidRide(t);
    expect((await cancel(ride.headers, ride.booking.id)).statusCode).toBe(200);
    const again = await cancel(ride.headers, ride.booking.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(msg.rideAlreadyFinal('cancelled'));
    expect(await refundsOf(t, ride.booking.id)).toHaveLength(1);
  });

  it('20 parallel cancelRide calls: one 200, nineteen 409, exactly one refund row', async () => {
    const ride = await paidRide(t);
    const results = await Promise.all(Array.from({ length: 20 }, () => cancel(ride.headers, ride.booking.id)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(await refundsOf(t, ride.booking.id)).toMatchObject([{ amount: 900, reason: 'customer' }]);
  });
});

describe('the partner cancels (changeBookingStatus cancelled)', () => {
  it('before the pick-up time: the full amount comes back, and the mail says the partner cancelled', async () => {
    const ride = await paidRide(t, { grandTotal: 1500 });
    pinClock(t, new Date(ride.booking.pickupAt.getTime() - HOUR));
    const sent = t.mails.length;
    const res = await changeStatus(ride.partnerHeaders, ride.booking.id, 'cancelled');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.refund).toEqual({ amount: 1500, status: 'pending' });
    expect(await refundsOf(t, ride.booking.id)).toMatchObject([{ amount: 1500, reason: 'partner' }]);
    expect(await bookingRowOf(t, ride.booking.id)).toMatchObject({ cancelledBy: 'partner' });
    const toCustomer = t.mails.slice(sent).find((m) => m.to === ride.user.email);
    expect(toCustomer?.text).toContain('The partner renting the bike had to cancel this ride');
    expect(toCustomer?.text).toContain('₹1,500');
  });

  it('at or after the pick-up time it is a no-show: no tier covers a cancellation after the start, so nothing comes back', async () => {
    for (const after of [0, 3 * HOUR]) {
      const ride = await paidRide(t, { grandTotal: 1000, policyId: null });
      pinClock(t, new Date(ride.booking.pickupAt.getTime() + after));
      const sent = t.mails.length;
      const res = await changeStatus(ride.partnerHeaders, ride.booking.id, 'cancelled');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.refund).toBeNull();
      expect(await refundsOf(t, ride.booking.id)).toEqual([]);
      expect(await bookingRowOf(t, ride.booking.id)).toMatchObject({ cancelledBy: 'partner' });
      const toCustomer = t.mails.slice(sent).find((m) => m.to === ride.user.email);
      expect(toCustomer?.text).toContain('a no-show');
      expect(toCustomer?.text).toContain('No refund is due for this cancellation (₹1,000 paid).');
    }
  });

  it('completing writes no refund; another partner is 404; a second cancel 409 and still one refund', async () => {
    const ride = await paidRide(t);
    // started an hour ago: completing needs the pick-up time passed (issue #28)
    const other = await paidRide(t, { pickupAt: new Date(Date.now() - HOUR) });
    expect((await changeStatus(other.partnerHeaders, ride.booking.id, 'cancelled')).statusCode).toBe(404);
    expect((await changeStatus(ride.partnerHeaders, ride.booking.id, 'cancelled')).statusCode).toBe(200);
    expect((await changeStatus(ride.partnerHeaders, ride.booking.id, 'cancelled')).statusCode).toBe(409);
    expect(await refundsOf(t, ride.booking.id)).toHaveLength(1);
    expect((await changeStatus(other.partnerHeaders, other.booking.id, 'completed')).statusCode).toBe(200);
    expect(await refundsOf(t, other.booking.id)).toEqual([]);
  });
});
