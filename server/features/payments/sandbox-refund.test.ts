import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_REFUND_DECLINED_CARD, SANDBOX_SUCCESS_CARD } from '#shared/api/booking.ts';
import { msg } from '#shared/messages.ts';
import type { Database } from '#server/db/client.ts';
import { createTestDatabase } from '#server/test/test-database.ts';
import { cardDigits } from './card-checks.ts';
import { RefundDeclinedError } from './payment-provider.ts';
import { recordSandboxPayment, sandboxPaymentId, sandboxProvider } from './sandbox-provider.ts';

let database: Database;
let provider: ReturnType<typeof sandboxProvider>;
beforeAll(async () => {
  database = await createTestDatabase();
  provider = sandboxProvider({ keyId: 'rzp_test_sandbox', keySecret: 'secret' }, database.db);
});
afterAll(async () => {
  await database?.close();
});

// the same body on every attempt (issue 28): nothing in it changes between attempts
const refund = (paymentId: string) =>
  provider.refund({ paymentId, amountPaise: 10_000, idempotencyKey: `refund-${paymentId}`, notes: { refund_id: 'r1' } });

describe('sandbox refunds', () => {
  it('refunds at once, once per key: a repeat answers the same refund, and findRefund finds it', async () => {
    const paymentId = sandboxPaymentId(cardDigits(SANDBOX_SUCCESS_CARD));
    expect(paymentId).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    await expect(provider.findRefund({ paymentId, idempotencyKey: `refund-${paymentId}` })).resolves.toBeNull();
    const made = await refund(paymentId);
    expect(made.id).toMatch(/^rfnd_[A-Za-z0-9]{14}$/);
    await expect(refund(paymentId)).resolves.toEqual(made);
    await expect(provider.findRefund({ paymentId, idempotencyKey: `refund-${paymentId}` })).resolves.toEqual(made);
  });

  it('a payment with the card 4000 0000 0000 0069: its first refund attempt is declined, the next one with the same key succeeds', async () => {
    const paymentId = sandboxPaymentId(cardDigits(SANDBOX_REFUND_DECLINED_CARD));
    expect(paymentId).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    const first = await refund(paymentId).catch((error: unknown) => error);
    expect(first).toBeInstanceOf(RefundDeclinedError);
    expect((first as Error).message).toBe(msg.sandboxRefundDeclined);
    await expect(provider.findRefund({ paymentId, idempotencyKey: `refund-${paymentId}` })).resolves.toBeNull();
    const made = await refund(paymentId);
    expect(made).toMatchObject({ amount: 10_000 });
    await expect(refund(paymentId)).resolves.toEqual(made);
  });

  it('keeps its payments in the database: another provider on the same database (a restart, another instance) lists them by order', async () => {
    const paymentId = sandboxPaymentId(cardDigits(SANDBOX_SUCCESS_CARD));
    await recordSandboxPayment(database.db, { id: paymentId, orderId: 'order_sandboxlist1', amountPaise: 123_400 });
    const again = sandboxProvider({ keyId: 'rzp_test_sandbox', keySecret: 'secret' }, database.db);
    await expect(again.orderPayments('order_sandboxlist1')).resolves.toEqual([
      { id: paymentId, orderId: 'order_sandboxlist1', amount: 123_400, status: 'captured' },
    ]);
    await expect(again.orderPayments('order_none')).resolves.toEqual([]);
  });
});
