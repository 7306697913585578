import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '#server/db/schema/index.ts';
import { createPaymentProvider } from '#server/features/payments/create-payment-provider.ts';
import { razorpayProvider } from '#server/features/payments/razorpay-provider.ts';
import { createBike, createPartner, createUser, insertBooking } from '#server/test/factories.ts';
import { bookBody, futureWindow, listedBike, paymentCalls, signedInUser } from '#server/test/kits/booking-test-kit.ts';
import { HOUR } from '#server/test/kits/cancellation-test-kit.ts';
import { bookingRow, paymentRow, refundsOfPayment } from '#server/test/kits/webhook-test-kit.ts';
import { startRazorpayDouble, type RazorpayDouble } from '#server/test/razorpay-double.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { reconcilePayments } from './reconcile-payments.ts';

/*
 * Issue 28: the reconcile asks the provider about orders of holds that ran out in the last 48 h and
 * applies what it finds as the webhook would: a booking, or a full refund; never twice.
 */

const keys = { keyId: 'rzp_test_reconcile', keySecret: 'reconcile-secret' };
const log = { info: () => {}, error: () => {} };
let t: TestApp;
let double: RazorpayDouble;
let calls: ReturnType<typeof paymentCalls>;
beforeAll(async () => {
  t = await createTestApp();
  double = await startRazorpayDouble(keys);
  calls = paymentCalls(t);
});
afterAll(async () => {
  await t?.close();
  await double?.close();
});

const runOut = (bookingId: string, ago = '1 minute') =>
  t.db
    .update(bookings)
    .set({ holdExpiresAt: sql`now() - ${ago}::interval` })
    .where(eq(bookings.id, bookingId));

/** A hold paid in the sandbox card form whose verifyPayment never reached us. */
async function paidNeverVerified(window = futureWindow(15)) {
  const fixture = await listedBike(t);
  const customer = await signedInUser(t);
  const res = await calls.bookbike(customer.headers, bookBody(fixture, window));
  const order = res.json<{ data: { id: string; bookingId: string; amount: number } }>().data;
  const paid = await calls.payOrder(customer.headers, order.id);
  return { fixture, window, order, paymentId: paid.razorpay_payment_id };
}

describe('reconcilePayments', () => {
  it('in the sandbox (its payments kept in the database): a run-out hold with its bike free is booked, one that lost its bike is refunded, once', async () => {
    const sandbox = createPaymentProvider(t.app.deps.env, t.db);
    const deps = { db: t.db, provider: sandbox, providerName: 'sandbox', outbox: t.app.deps.outbox, log };
    const free = await paidNeverVerified();
    const taken = await paidNeverVerified();
    const old = await paidNeverVerified();
    await runOut(free.order.bookingId);
    await runOut(taken.order.bookingId);
    await runOut(old.order.bookingId, '49 hours');
    const other = await signedInUser(t);
    await calls.bookAndPay(other.headers, bookBody(taken.fixture, taken.window));

    const report = await reconcilePayments(deps);
    expect(report.errors).toBe(0);
    expect(await bookingRow(t, free.order.bookingId)).toMatchObject({ status: 'booked', paymentStatus: 'paid' });
    expect(await paymentRow(t, free.paymentId)).toMatchObject({ status: 'captured', signature: 'via-reconcile' });
    expect(await bookingRow(t, taken.order.bookingId)).toMatchObject({ status: 'expired', paymentStatus: 'failed' });
    expect(await refundsOfPayment(t, taken.paymentId)).toMatchObject([{ amount: taken.order.amount / 100 }]);
    // older than 48 h: not asked
    expect(await paymentRow(t, old.paymentId)).toBeUndefined();

    // a second run (or another instance's) finds nothing new
    const again = await reconcilePayments(deps);
    expect(again.outcomes.booked ?? 0).toBe(0);
    expect(again.outcomes.refunded ?? 0).toBe(0);
    expect(await refundsOfPayment(t, taken.paymentId)).toHaveLength(1);
  });

  it('through Razorpay (GET /v1/orders/{id}/payments at its local double): a capture nobody reported becomes the booking', async () => {
    const provider = razorpayProvider(keys, { baseUrl: double.baseUrl });
    const user = await createUser(t.db);
    const partner = await createPartner(t.db);
    const bike = await createBike(t.db, partner.id);
    const pickupAt = new Date(Date.now() + 30 * 24 * HOUR);
    const order = await provider.createOrder({ amountPaise: 368_600, receipt: 'reconcile' });
    const hold = await insertBooking(t.db, {
      userId: user.id,
      bikeId: bike.id,
      partnerId: partner.id,
      pickupAt,
      dropAt: new Date(pickupAt.getTime() + 24 * HOUR),
      status: 'pending',
      providerOrderId: order.id,
      holdExpiresAt: new Date(Date.now() - 5 * 60_000),
    });
    const payment = double.pay(order.id);
    const failedAttempt = { ...double.pay(order.id), status: 'failed' as const, id: 'pay_FailedAttempt01' };
    double.payments.push(failedAttempt);
    const deps = { db: t.db, provider, providerName: 'razorpay', outbox: t.app.deps.outbox, log };
    const report = await reconcilePayments(deps);
    expect(report.outcomes.booked).toBeGreaterThanOrEqual(1);
    expect(await bookingRow(t, hold.id)).toMatchObject({ status: 'booked' });
    expect(await paymentRow(t, payment.id)).toMatchObject({ provider: 'razorpay', amount: 3_686, status: 'captured' });
    expect(await paymentRow(t, 'pay_FailedAttempt01')).toBeUndefined();
  });
});
