import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  RAZORPAY_BAD_REQUEST,
  RAZORPAY_SERVER_ERROR,
  startRazorpayDouble,
  type RazorpayDouble,
} from '#server/test/razorpay-double.ts';
import { RefundDeclinedError } from './payment-provider.ts';
import { razorpayProvider } from './razorpay-provider.ts';

const keys = { keyId: 'rzp_test_refunds', keySecret: 'refund-secret' };
let double: RazorpayDouble;

beforeAll(async () => {
  double = await startRazorpayDouble(keys);
});
afterAll(async () => {
  await double.close();
});
beforeEach(() => {
  double.refunds.length = 0;
  double.refundCalls = 0;
});

const input = (paymentId: string) => ({
  paymentId,
  amountPaise: 150_000,
  idempotencyKey: `refund-${paymentId}`,
  notes: { refund_id: 'r1' },
});

describe('Razorpay refunds against the local double', () => {
  it('refunds the amount in paise with our key as header, receipt and note', async () => {
    const provider = razorpayProvider(keys, { baseUrl: double.baseUrl });
    const made = await provider.refund(input('pay_Double00000001'));
    expect(made.id).toMatch(/^rfnd_/);
    expect(made.amount).toBe(150_000);
    expect(double.refunds).toHaveLength(1);
    expect(double.refunds[0]).toMatchObject({
      payment_id: 'pay_Double00000001',
      amount: 150_000,
      speed_requested: 'normal',
      receipt: 'refund-pay_Double00000001',
      idempotencyKey: 'refund-pay_Double00000001',
      notes: { refund_id: 'r1', idempotency_key: 'refund-pay_Double00000001' },
    });
  });

  it('a repeated request with the same key answers the same refund, never a second one', async () => {
    const provider = razorpayProvider(keys, { baseUrl: double.baseUrl });
    const first = await provider.refund(input('pay_Double00000002'));
    const again = await provider.refund(input('pay_Double00000002'));
    expect(again.id).toBe(first.id);
    expect(double.refunds).toHaveLength(1);
    expect(double.refundCalls).toBe(2);
  });

  it('a used key with a changed body is refused, as Razorpay does (so a retry must send the very same body)', async () => {
    const provider = razorpayProvider(keys, { baseUrl: double.baseUrl });
    await provider.refund(input('pay_Double00000012'));
    const changed = await provider
      .refund({ ...input('pay_Double00000012'), notes: { refund_id: 'r1', attempt: '2' } })
      .catch((error: unknown) => error);
    expect(changed).toBeInstanceOf(RefundDeclinedError);
    expect((changed as Error).message).toMatch(/Different request body sent for the same idempotency key/);
    await expect(provider.refund({ ...input('pay_Double00000012'), amountPaise: 100_000 })).rejects.toBeInstanceOf(
      RefundDeclinedError,
    );
    expect(double.refunds).toHaveLength(1);
  });

  it('the client’s retry after a 5xx sends the identical body under the same key: the second attempt is made', async () => {
    const provider = razorpayProvider(keys, { baseUrl: double.baseUrl });
    double.failRefunds(1, RAZORPAY_SERVER_ERROR);
    await expect(provider.refund(input('pay_Double00000013'))).rejects.not.toBeInstanceOf(RefundDeclinedError);
    const made = await provider.refund(input('pay_Double00000013'));
    expect(made.amount).toBe(150_000);
    expect(double.refunds).toHaveLength(1);
    expect(double.refundCalls).toBe(2);
  });

  it('a 5xx is a transient error (not a decline)', async () => {
    const provider = razorpayProvider(keys, { baseUrl: double.baseUrl });
    double.failRefunds(1, RAZORPAY_SERVER_ERROR);
    const error = await provider.refund(input('pay_Double00000003')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(RefundDeclinedError);
    expect((error as Error).message).toContain('HTTP 502 SERVER_ERROR');
    expect(double.refunds).toHaveLength(0);
  });

  it('a 400 BAD_REQUEST_ERROR is a decline, with Razorpay’s description', async () => {
    const provider = razorpayProvider(keys, { baseUrl: double.baseUrl });
    double.failRefunds(1, RAZORPAY_BAD_REQUEST);
    const error = await provider.refund(input('pay_Double00000004')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RefundDeclinedError);
    expect((error as Error).message).toContain('HTTP 400 BAD_REQUEST_ERROR: The refund amount provided is greater');
  });

  it('wrong keys are a decline (401), not retried forever', async () => {
    const provider = razorpayProvider({ ...keys, keySecret: 'wrong' }, { baseUrl: double.baseUrl });
    await expect(provider.refund(input('pay_Double00000005'))).rejects.toBeInstanceOf(RefundDeclinedError);
  });

  it('an unreachable Razorpay is a transient error', async () => {
    const provider = razorpayProvider(keys, { baseUrl: 'http://127.0.0.1:9', timeoutMs: 2_000 });
    const error = await provider.refund(input('pay_Double00000006')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(RefundDeclinedError);
  });

  it('findRefund finds our refund of a payment by its key, and nothing for another key or payment', async () => {
    const provider = razorpayProvider(keys, { baseUrl: double.baseUrl });
    const made = await provider.refund(input('pay_Double00000007'));
    await expect(
      provider.findRefund({ paymentId: 'pay_Double00000007', idempotencyKey: 'refund-pay_Double00000007' }),
    ).resolves.toEqual({ id: made.id, amount: 150_000 });
    await expect(provider.findRefund({ paymentId: 'pay_Double00000007', idempotencyKey: 'other' })).resolves.toBeNull();
    await expect(
      provider.findRefund({ paymentId: 'pay_Double00000008', idempotencyKey: 'refund-pay_Double00000008' }),
    ).resolves.toBeNull();
  });
});
