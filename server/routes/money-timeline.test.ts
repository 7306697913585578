import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCancelQuoteResponse } from '#shared/api/admin-cancel-quote.ts';
import { SANDBOX_SUCCESS_CARD } from '#shared/api/booking.ts';
import { payBalanceResponse } from '#shared/api/balance.ts';
import { moneyTimelineResponse, type MoneyTimeline } from '#shared/api/money-timeline.ts';
import { msg, text } from '#shared/messages.ts';
import { refunds } from '#server/db/schema/index.ts';
import { addWorkingDays } from '#server/features/rentals/views/money-timeline.ts';
import { bearer, createPartner, tokenFor } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { signedInAdmin, signedInUser } from '../test/kits/admin-test-kit.ts';
import { paymentsOf, settledRide } from '../test/kits/balance-test-kit.ts';
import { HOUR, cancellationApi, paidRide, pinClock, refundsOf } from '../test/kits/cancellation-test-kit.ts';
import { signedInPartner } from '../test/kits/partner-test-kit.ts';

/*
 * One booking's money timeline (issue #34, D79) for its customer, its partner and an admin, and the
 * admin's cancel quote of each refund choice, equal to what the cancel then refunds.
 */

let t: TestApp;
let call: ReturnType<typeof cancellationApi>;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  call = cancellationApi(t);
  admin = (await signedInAdmin(t)).headers;
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
const urls = { user: '/api/bookingTimeline', partner: '/api/partner/bookingTimeline', admin: '/api/admin/bookingTimeline' };
const timeline = async (area: keyof typeof urls, id: string, headers: Headers): Promise<MoneyTimeline> => {
  const res = await call({ method: 'GET', url: `${urls[area]}?id=${id}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return moneyTimelineResponse.parse(res.json()).data;
};
/** The three views of one booking: equal but for the admin's journal cross-check. */
async function everyView(ride: { booking: { id: string }; headers: Headers; partnerHeaders: Headers }) {
  const user = await timeline('user', ride.booking.id, ride.headers);
  const partner = await timeline('partner', ride.booking.id, ride.partnerHeaders);
  const byAdmin = await timeline('admin', ride.booking.id, admin);
  expect(user.journal).toBeNull();
  expect(partner).toEqual(user);
  expect({ ...byAdmin, journal: null }).toEqual(user);
  return { user, admin: byAdmin };
}

async function payTheBalance(headers: Headers, bookingId: string) {
  const order = payBalanceResponse.parse(
    (await call({ method: 'POST', url: '/api/payBalance', headers, payload: { id: bookingId } })).json(),
  ).data;
  const card = { orderId: order.id, cardNumber: SANDBOX_SUCCESS_CARD, expiry: '12/39', cvv: '123', name: 'Asha' };
  const paid = await call({ method: 'POST', url: '/api/sandboxPay', headers, payload: card });
  const verified = await call({ method: 'POST', url: '/api/verifyBalancePayment', headers, payload: paid.json().data });
  expect(verified.statusCode, verified.body).toBe(200);
}

describe('GET …/bookingTimeline', () => {
  it('a paid ride: one payment of rent + deposit, the deposit held; "paid" is all of it; the journal agrees', async () => {
    const ride = await paidRide(t, { grandTotal: 1000, deposit: 500 });
    const { user, admin: byAdmin } = await everyView(ride);
    expect(user.totals).toEqual({ paid: 1500, refunded: 0, refunding: 0, kept: 1500 });
    expect(user.entries.map((e) => [e.kind, e.amount])).toEqual([
      ['payment', 1500],
      ['depositHeld', 500],
    ]);
    expect(user.entries[0]?.lines).toEqual([
      { kind: 'rent', amount: 1000 },
      { kind: 'deposit', amount: 500 },
    ]);
    expect(byAdmin.journal).toEqual({ paid: 1500, refunded: 0, agrees: true });
  });

  it('settled with a damage charge, the balance paid, the damage lowered: every step with its date, the same for all three', async () => {
    const ride = await settledRide(t); // paid 2000 (rent 1000 + deposit 1000); charges 1756, due 756
    await payTheBalance(ride.headers, ride.booking.id);
    const lowered = await call({
      method: 'POST',
      url: '/api/admin/adjustSettlement',
      headers: admin,
      payload: { id: ride.booking.id, damage: 1000, reason: 'Photos at pick-up show the scratch was there' },
    });
    expect(lowered.statusCode, lowered.body).toBe(200);
    const { user } = await everyView(ride);
    expect(user.entries.map((e) => [e.kind, e.amount])).toEqual([
      ['payment', 2000],
      ['depositHeld', 1000],
      ['settlement', 1756],
      ['balancePaid', 756],
      ['adjustment', 500],
      ['refund', 500],
    ]);
    const settlement = user.entries.find((e) => e.kind === 'settlement');
    expect(settlement?.due).toBe(756);
    expect(settlement?.lines).toEqual([
      { kind: 'excessKm', amount: 200 },
      { kind: 'cgst', amount: 28 },
      { kind: 'sgst', amount: 28 },
      { kind: 'damage', amount: 1500 },
    ]);
    expect(user.entries.find((e) => e.kind === 'adjustment')?.adjustment).toEqual({ damageBefore: 1500, damageAfter: 1000 });
    expect(user.entries.at(-1)?.refund).toMatchObject({ kind: 'adjustment', status: 'pending', nextTryAt: null });
    // everything the customer paid: rent + deposit + balance; the lowered part is on its way back
    expect(user.totals).toEqual({ paid: 2756, refunded: 0, refunding: 500, kept: 2256 });
    expect(user.entries.every((e) => !Number.isNaN(Date.parse(e.at)))).toBe(true);
  });

  it('a refund says what is true: retrying only while a retry is scheduled, failed after, its date once paid back', async () => {
    const ride = await paidRide(t, { grandTotal: 1000, deposit: 500 });
    const cancel = await call({
      method: 'POST',
      url: '/api/admin/cancelBooking',
      headers: admin,
      payload: { id: ride.booking.id, refund: 'none' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const [refund] = await refundsOf(t, ride.booking.id);
    if (!refund) throw new Error('no refund');
    const refundOf = async () => (await timeline('user', ride.booking.id, ride.headers)).entries.find((e) => e.kind === 'refund');

    const before = await timeline('user', ride.booking.id, ride.headers);
    expect(before.entries.map((e) => [e.kind, e.amount])).toEqual([
      ['payment', 1500],
      ['depositHeld', 500],
      ['cancellation', 1000],
      ['refund', 500],
    ]);

    const nextTry = new Date('2026-11-27T08:50:00Z'); // 14:20 in India
    await t.db
      .update(refunds)
      .set({ status: 'pending', attempts: 1, lastError: 'provider 503', nextAttemptAt: nextTry })
      .where(eq(refunds.id, refund.id));
    const retrying = await refundOf();
    expect(retrying?.refund).toMatchObject({ status: 'retrying', nextTryAt: nextTry.toISOString() });
    expect(text.timelineRefundStatus.retrying(nextTry.toISOString())).toBe('Retrying automatically (next try at 14:20)');

    await t.db.update(refunds).set({ status: 'failed', attempts: 5 }).where(eq(refunds.id, refund.id));
    expect((await refundOf())?.refund).toMatchObject({ status: 'failed', nextTryAt: null, expectedBy: null });

    const processedAt = new Date('2026-11-27T06:00:00Z'); // a Friday
    await t.db
      .update(refunds)
      .set({ status: 'processed', processedAt, lastError: null, provider: 'razorpay' })
      .where(eq(refunds.id, refund.id));
    expect((await refundOf())?.refund).toMatchObject({
      status: 'processed',
      processedAt: processedAt.toISOString(),
      expectedBy: '2026-12-08', // 7 working days later
    });
    expect((await timeline('user', ride.booking.id, ride.headers)).totals).toEqual({
      paid: 1500,
      refunded: 500,
      refunding: 0,
      kept: 1000,
    });
  });

  it('working days skip Saturdays and Sundays', () => {
    expect(addWorkingDays(new Date('2026-11-27T06:00:00Z'), 1)).toBe('2026-11-30');
    expect(addWorkingDays(new Date('2026-11-25T06:00:00Z'), 2)).toBe('2026-11-27');
  });

  it("another customer's or partner's booking is 404; no token 401; another role's token 403; blocked 403", async () => {
    const ride = await paidRide(t);
    const other = await signedInUser(t);
    const otherPartner = await signedInPartner(t);
    for (const [url, headers] of [
      [urls.user, other.headers],
      [urls.partner, otherPartner.headers],
    ] as const) {
      const res = await call({ method: 'GET', url: `${url}?id=${ride.booking.id}`, headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(msg.bookingTimelineNotFound);
    }
    for (const url of Object.values(urls)) {
      expect((await call({ method: 'GET', url: `${url}?id=${ride.booking.id}` })).statusCode).toBe(401);
    }
    const partnerToken = bearer(await tokenFor(t.app, 'partner', await createPartner(t.db)));
    expect((await call({ method: 'GET', url: `${urls.user}?id=${ride.booking.id}`, headers: partnerToken })).statusCode).toBe(403);
    expect((await call({ method: 'GET', url: `${urls.admin}?id=${ride.booking.id}`, headers: ride.headers })).statusCode).toBe(403);
    expect((await call({ method: 'GET', url: `${urls.partner}?id=${ride.booking.id}`, headers: ride.headers })).statusCode).toBe(403);
    const blocked = await signedInUser(t, { status: false });
    const res = await call({ method: 'GET', url: `${urls.user}?id=${ride.booking.id}`, headers: blocked.headers });
    expect(res.statusCode).toBe(403);
    const bad = await call({ method: 'GET', url: `${urls.user}?id=nope`, headers: ride.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(msg.bookingTimelineInvalid);
  });
});

describe('GET /api/admin/cancelQuote', () => {
  it('quotes full (rent + deposit), the policy (fee and refund) and none (rent kept, deposit back); the cancel refunds the quoted amount', async () => {
    const at = new Date();
    pinClock(t, at);
    try {
      const ride = await paidRide(t, { grandTotal: 10_000, deposit: 5000, pickupAt: new Date(at.getTime() + 1.5 * HOUR) });
      const res = await call({ method: 'GET', url: `/api/admin/cancelQuote?id=${ride.booking.id}`, headers: admin });
      expect(res.statusCode, res.body).toBe(200);
      const quote = adminCancelQuoteResponse.parse(res.json()).data;
      expect(quote).toMatchObject({
        amountPaid: 15_000,
        rent: 10_000,
        deposit: 5000,
        started: false,
        full: { refund: 15_000, kept: 0 },
        none: { refund: 5000, kept: 10_000 },
      });
      expect(quote.policy.refund + quote.policy.kept).toBe(15_000);
      expect(quote.policy.refund).toBeGreaterThanOrEqual(5000);
      const cancel = await call({
        method: 'POST',
        url: '/api/admin/cancelBooking',
        headers: admin,
        payload: { id: ride.booking.id, refund: 'policy', shownRefund: quote.policy.refund },
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
      expect((await refundsOf(t, ride.booking.id)).map((r) => r.amount)).toEqual([quote.policy.refund]);
      expect((await paymentsOf(t, ride.booking.id)).map((p) => p.amount)).toEqual([15_000]);
      // cancelled now: no quote
      const again = await call({ method: 'GET', url: `/api/admin/cancelQuote?id=${ride.booking.id}`, headers: admin });
      expect(again.statusCode).toBe(409);
    } finally {
      pinClock(t, null);
    }
  });

  it('a policy refund other than the one shown is refused with the new quote', async () => {
    const ride = await paidRide(t, { grandTotal: 1000 });
    const cancel = await call({
      method: 'POST',
      url: '/api/admin/cancelBooking',
      headers: admin,
      payload: { id: ride.booking.id, refund: 'policy', shownRefund: 1 },
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe(msg.refundChanged);
  });

  it('customers and partners cannot ask', async () => {
    const ride = await paidRide(t);
    for (const headers of [ride.headers, ride.partnerHeaders]) {
      const res = await call({ method: 'GET', url: `/api/admin/cancelQuote?id=${ride.booking.id}`, headers });
      expect(res.statusCode).toBe(403);
    }
  });
});
