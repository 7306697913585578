import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refunds } from '#server/db/schema/index.ts';
import { razorpayProvider } from '#server/features/payments/razorpay-provider.ts';
import { cancelledWithRefund, refundRow } from '#server/test/kits/refund-test-kit.ts';
import { RAZORPAY_SERVER_ERROR, startRazorpayDouble, type RazorpayDouble } from '#server/test/razorpay-double.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { processRefund } from './process-refund.ts';

/*
 * Issue 28, fix 8: the refund job's retries go to the local Razorpay double, which (like Razorpay)
 * refuses a changed body under a used idempotency key. The retry must send the identical body, so the
 * refund a transient failure interrupted is made on the next attempt, once.
 */

const keys = { keyId: 'rzp_test_retry', keySecret: 'retry-secret' };
let double: RazorpayDouble;
let t: TestApp;

beforeAll(async () => {
  double = await startRazorpayDouble(keys);
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  await double?.close();
});

async function makeDue(id: string) {
  await t.db
    .update(refunds)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(refunds.id, id));
}

describe('a refund retried through Razorpay', () => {
  it('a 502 on the first attempt, then the same body under the same key: processed, one refund at Razorpay', async () => {
    const refund = await cancelledWithRefund(t.db, { provider: 'razorpay', amount: 1_234 });
    const deps = { db: t.db, provider: razorpayProvider(keys, { baseUrl: double.baseUrl }) };
    double.failRefunds(1, RAZORPAY_SERVER_ERROR);
    await expect(processRefund(deps, refund.id)).resolves.toMatchObject({ kind: 'retry' });
    await makeDue(refund.id);
    await expect(processRefund(deps, refund.id)).resolves.toMatchObject({ kind: 'processed', reconciled: false });
    const row = await refundRow(t.db, refund.id);
    expect(row).toMatchObject({ status: 'processed', attempts: 2, lastError: null });
    const made = double.refunds.filter((r) => r.payment_id === refund.providerPaymentId);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ amount: 123_400, id: row.providerRefundId, idempotencyKey: refund.idempotencyKey });
    expect(made[0]?.notes).toEqual({
      refund_id: refund.id,
      booking_id: refund.bookingId,
      idempotency_key: refund.idempotencyKey,
    });
  });
});
