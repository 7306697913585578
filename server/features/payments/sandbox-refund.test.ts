import { describe, expect, it } from 'vitest';
import { SANDBOX_REFUND_DECLINED_CARD, SANDBOX_SUCCESS_CARD } from '#shared/api/booking.ts';
import { msg } from '#shared/messages.ts';
import { cardDigits } from './card-checks.ts';
import { RefundDeclinedError } from './payment-provider.ts';
import { sandboxPaymentId, sandboxProvider } from './sandbox-provider.ts';

const provider = sandboxProvider({ keyId: 'rzp_test_sandbox', keySecret: 'secret' });
const refund = (paymentId: string, attempt: number) =>
  provider.refund({ paymentId, amountPaise: 10_000, idempotencyKey: `refund-${paymentId}`, notes: { attempt: String(attempt) } });

describe('sandbox refunds', () => {
  it('refunds at once, once per key: a repeat answers the same refund, and findRefund finds it', async () => {
    const paymentId = sandboxPaymentId(cardDigits(SANDBOX_SUCCESS_CARD));
    expect(paymentId).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    await expect(provider.findRefund({ paymentId, idempotencyKey: `refund-${paymentId}` })).resolves.toBeNull();
    const made = await refund(paymentId, 1);
    expect(made.id).toMatch(/^rfnd_[A-Za-z0-9]{14}$/);
    await expect(refund(paymentId, 2)).resolves.toEqual(made);
    await expect(provider.findRefund({ paymentId, idempotencyKey: `refund-${paymentId}` })).resolves.toEqual(made);
  });

  it('a payment with the card 4000 0000 0000 0069: its first refund attempt is declined, a later one succeeds', async () => {
    const paymentId = sandboxPaymentId(cardDigits(SANDBOX_REFUND_DECLINED_CARD));
    expect(paymentId).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    const first = await refund(paymentId, 1).catch((error: unknown) => error);
    expect(first).toBeInstanceOf(RefundDeclinedError);
    expect((first as Error).message).toBe(msg.sandboxRefundDeclined);
    // the id, not memory, says so: a second first attempt is declined the same way
    await expect(refund(paymentId, 1)).rejects.toBeInstanceOf(RefundDeclinedError);
    await expect(refund(paymentId, 2)).resolves.toMatchObject({ amount: 10_000 });
  });
});
