import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '#shared/messages.ts';
import { AppError } from '#server/errors.ts';
import { razorpayProvider } from '#server/features/payments/razorpay-provider.ts';
import { paymentSignature } from '#server/features/payments/signature.ts';
import { createAdmin } from '#server/test/factories.ts';
import { adjustmentRefundsOf, settledRide, settlementOf } from '#server/test/kits/balance-test-kit.ts';
import { refundReaches } from '#server/test/kits/refund-test-kit.ts';
import { startRazorpayDouble, type RazorpayDouble } from '#server/test/razorpay-double.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { adjustSettlement } from './adjust-settlement.ts';
import { payBalance } from './pay-balance.ts';
import { verifyBalancePayment } from './verify-balance-payment.ts';

/*
 * The balance paid through Razorpay (its local double: orders and refunds) rather than the sandbox:
 * the order is Razorpay's, the signature is checked with the Razorpay key secret, and an admin's
 * lowering pays the balance payment back through Razorpay's refunds with the adjustment's own key.
 */

const keys = { keyId: 'rzp_test_balance', keySecret: 'balance-secret' };
const log = { error: () => {} };
let double: RazorpayDouble;
let t: TestApp;
let provider: ReturnType<typeof razorpayProvider>;

beforeAll(async () => {
  double = await startRazorpayDouble(keys);
  provider = razorpayProvider(keys, { baseUrl: double.baseUrl });
  t = await createTestApp({ refundJobs: { provider, pollingIntervalSeconds: 0.5 } });
});
afterAll(async () => {
  await t?.close();
  await double?.close();
});

const signed = (orderId: string, paymentId: string, secret = keys.keySecret) => ({
  razorpay_order_id: orderId,
  razorpay_payment_id: paymentId,
  razorpay_signature: paymentSignature(secret, orderId, paymentId),
});

describe('the balance through Razorpay', () => {
  it('orders the due at Razorpay, verifies its signature, replays answer the same, and a lowering refunds through it', async () => {
    const ride = await settledRide(t);
    const deps = { db: t.db, provider, log };
    const order = await payBalance(deps, ride.user.id, ride.booking.id);
    expect(order).toMatchObject({ amount: 75_600, due: 756, provider: 'razorpay', key: keys.keyId });
    expect(double.orders.find((o) => o.id === order.id)).toMatchObject({ amount: 75_600, receipt: ride.booking.id });

    const paymentId = `pay_${randomBytes(7).toString('hex')}`;
    const forged = signed(order.id, paymentId, 'another-secret');
    await expect(verifyBalancePayment(deps, ride.user.id, forged)).rejects.toMatchObject({
      code: 'VALIDATION',
      message: msg.paymentSignatureInvalid,
    });
    const fields = signed(order.id, paymentId);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => verifyBalancePayment(deps, ride.user.id, fields)),
    );
    for (const answer of answers) expect(answer).toEqual({ bookingId: ride.booking.id, due: 756, duePaid: true });
    expect((await settlementOf(t, ride.booking.id))?.duePaidAt).toBeInstanceOf(Date);

    // another payment of the same order, after it was paid: refused, recorded and refunded in full (issue 28)
    const second = signed(order.id, `pay_${randomBytes(7).toString('hex')}`);
    const refused = await verifyBalancePayment(deps, ride.user.id, second).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'CONFLICT', message: msg.balancePaidTwiceRefunded });

    const admin = await createAdmin(t.db);
    const adjusted = await adjustSettlement(t.db, admin.id, {
      id: ride.booking.id,
      damage: 1000,
      reason: 'Half the dent was there before',
    });
    expect(adjusted.adjustment.refunded).toBe(500);
    const [refund] = await adjustmentRefundsOf(t, ride.booking.id);
    if (!refund) throw new Error('no adjustment refund');
    expect(refund).toMatchObject({ providerPaymentId: paymentId, amount: 500 });
    await refundReaches(t.db, refund.id, 'processed');
    expect(double.refunds.filter((r) => r.payment_id === paymentId)).toMatchObject([
      { amount: 50_000, idempotencyKey: `adjust-${adjusted.adjustment._id}-${paymentId}` },
    ]);
  });
});
