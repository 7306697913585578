import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payBalanceResponse } from '#shared/api/balance.ts';
import { msg } from '#shared/messages.ts';
import { paymentSignature } from '#server/features/payments/signature.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { signedInAdmin } from '../../test/kits/admin-test-kit.ts';
import { paymentsOf, settledRide, settlementOf } from '../../test/kits/balance-test-kit.ts';
import { cancellationApi } from '../../test/kits/cancellation-test-kit.ts';
import { newPaymentId, paymentRow, refundsOfPayment } from '../../test/kits/webhook-test-kit.ts';

/*
 * Issue 28, fix 2: every captured balance payment that cannot be applied is recorded and refunded in
 * full, once: a second capture of one balance order, and a payment of an order an admin's lowering
 * replaced while the customer was paying it.
 */

let t: TestApp;
let call: ReturnType<typeof cancellationApi>;
beforeAll(async () => {
  t = await createTestApp();
  call = cancellationApi(t);
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
const verify = (headers: Headers, payload: object) =>
  call({ method: 'POST', url: '/api/verifyBalancePayment', headers, payload });
/** a payment of `orderId` as the provider's checkout signs it */
const signed = (orderId: string, paymentId = newPaymentId()) => ({
  razorpay_order_id: orderId,
  razorpay_payment_id: paymentId,
  razorpay_signature: paymentSignature(t.app.deps.env.RAZORPAY_KEY_SECRET, orderId, paymentId),
});
async function balanceOrder(headers: Headers, id: string) {
  const res = await call({ method: 'POST', url: '/api/payBalance', headers, payload: { id } });
  expect(res.statusCode, res.body).toBe(200);
  return payBalanceResponse.parse(res.json()).data;
}

describe('verifyBalancePayment: captures that cannot be applied', () => {
  it('a second capture of one balance order: 409 saying it is refunded, recorded and refunded in full, once', async () => {
    const ride = await settledRide(t);
    const order = await balanceOrder(ride.headers, ride.booking.id);
    expect((await verify(ride.headers, signed(order.id))).statusCode).toBe(200);

    const second = signed(order.id);
    const res = await verify(ride.headers, second);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(msg.balancePaidTwiceRefunded);
    expect(await paymentRow(t, second.razorpay_payment_id)).toMatchObject({
      bookingId: ride.booking.id,
      purpose: 'balance',
      status: 'failed',
      amount: 756,
    });
    const refund = await refundsOfPayment(t, second.razorpay_payment_id);
    expect(refund).toMatchObject([{ amount: 756, reason: 'unapplied', status: 'pending', bookingId: ride.booking.id }]);

    // the same payment again, or 10 at once: still one row and one refund
    const again = await Promise.all(Array.from({ length: 10 }, () => verify(ride.headers, second)));
    for (const answer of again) expect(answer.statusCode).toBe(409);
    expect(await refundsOfPayment(t, second.razorpay_payment_id)).toHaveLength(1);
    const balance = (await paymentsOf(t, ride.booking.id)).filter((p) => p.purpose === 'balance');
    expect(balance.map((p) => p.status).sort()).toEqual(['captured', 'failed']);
  });

  it('the damage lowered while the customer paid the old order: 409, the old amount recorded and refunded in full', async () => {
    const ride = await settledRide(t);
    const order = await balanceOrder(ride.headers, ride.booking.id);
    expect(order.due).toBe(756);
    const admin = await signedInAdmin(t);
    const lowered = await call({
      method: 'POST',
      url: '/api/admin/adjustSettlement',
      headers: admin.headers,
      payload: { id: ride.booking.id, damage: 1000, reason: 'Half the dent was there before' },
    });
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect(await settlementOf(t, ride.booking.id)).toMatchObject({ due: 256, dueOrderId: null, duePaidAt: null });

    const paid = signed(order.id);
    const res = await verify(ride.headers, paid);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(msg.balanceOrderStaleRefunded);
    expect(await paymentRow(t, paid.razorpay_payment_id)).toMatchObject({
      purpose: 'balance',
      status: 'failed',
      amount: 756,
    });
    expect(await refundsOfPayment(t, paid.razorpay_payment_id)).toMatchObject([{ amount: 756, reason: 'unapplied' }]);
    expect(await settlementOf(t, ride.booking.id)).toMatchObject({ due: 256, duePaidAt: null });

    // the new balance is paid normally afterwards
    const fresh = await balanceOrder(ride.headers, ride.booking.id);
    expect(fresh).toMatchObject({ due: 256, amount: 25_600 });
    expect((await verify(ride.headers, signed(fresh.id))).statusCode).toBe(200);
    expect((await settlementOf(t, ride.booking.id))?.duePaidAt).toBeInstanceOf(Date);
  });

  it('another customer cannot use a replaced order (404), and nothing is recorded for them', async () => {
    const ride = await settledRide(t);
    const order = await balanceOrder(ride.headers, ride.booking.id);
    const stranger = await settledRide(t);
    const paid = signed(order.id);
    expect((await verify(stranger.headers, paid)).statusCode).toBe(404);
    expect(await paymentRow(t, paid.razorpay_payment_id)).toBeUndefined();
  });
});
