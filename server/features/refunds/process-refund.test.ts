import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refunds } from '#server/db/schema/index.ts';
import {
  RefundDeclinedError,
  type ProviderRefund,
  type RefundInput,
} from '#server/features/payments/payment-provider.ts';
import { cancelledWithRefund, refundRow } from '#server/test/kits/refund-test-kit.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { processRefund, REFUND_MAX_ATTEMPTS } from './process-refund.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A provider double: refunds once per key; the queued `failures` are thrown first, one per call. */
function providerDouble(options: { failures?: Error[]; delayMs?: number } = {}) {
  const failures = [...(options.failures ?? [])];
  const made = new Map<string, ProviderRefund & { paymentId: string }>();
  const calls: RefundInput[] = [];
  let finds = 0;
  return {
    calls,
    finds: () => finds,
    made,
    provider: {
      name: 'sandbox' as const,
      async refund(input: RefundInput) {
        calls.push(input);
        if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
        const failure = failures.shift();
        if (failure) throw failure;
        const existing = made.get(input.idempotencyKey);
        if (existing) return { id: existing.id, amount: existing.amount };
        const refund = { id: `rfnd_double${made.size + 1}`, amount: input.amountPaise, paymentId: input.paymentId };
        made.set(input.idempotencyKey, refund);
        return { id: refund.id, amount: refund.amount };
      },
      async findRefund({ paymentId, idempotencyKey }: { paymentId: string; idempotencyKey: string }) {
        finds += 1;
        const refund = made.get(idempotencyKey);
        return refund && refund.paymentId === paymentId ? { id: refund.id, amount: refund.amount } : null;
      },
    },
  };
}

/** Makes the refund due now (as if its backoff or lease had run out). */
async function makeDue(id: string) {
  await t.db
    .update(refunds)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(refunds.id, id));
}

const minutesFromNow = (date: Date) => (date.getTime() - Date.now()) / 60_000;

describe('processRefund', () => {
  it('refunds the amount in paise with the row’s key, and records processed with the provider’s id', async () => {
    const refund = await cancelledWithRefund(t.db, { amount: 1_234 });
    const double = providerDouble();
    const outcome = await processRefund({ db: t.db, provider: double.provider }, refund.id);
    expect(outcome.kind).toBe('processed');
    expect(double.calls).toEqual([
      {
        paymentId: refund.providerPaymentId,
        amountPaise: 123_400,
        idempotencyKey: refund.idempotencyKey,
        notes: { refund_id: refund.id, booking_id: refund.bookingId },
      },
    ]);
    const row = await refundRow(t.db, refund.id);
    expect(row).toMatchObject({ status: 'processed', providerRefundId: 'rfnd_double1', attempts: 1, lastError: null });
    expect(row.processedAt).toBeInstanceOf(Date);
    // processed is final: another run does nothing
    await expect(processRefund({ db: t.db, provider: double.provider }, refund.id)).resolves.toEqual({
      kind: 'skipped',
    });
    expect(double.calls).toHaveLength(1);
  });

  it('a transient failure is retried after 1, 4, 16, 64 minutes, then succeeds with ONE provider refund', async () => {
    const refund = await cancelledWithRefund(t.db);
    const double = providerDouble({ failures: [0, 1, 2, 3].map(() => new Error('HTTP 502')) });
    const deps = { db: t.db, provider: double.provider };
    for (const [attempt, minutes] of [
      [1, 1],
      [2, 4],
      [3, 16],
      [4, 64],
    ] as const) {
      const outcome = await processRefund(deps, refund.id);
      expect(outcome.kind).toBe('retry');
      const row = await refundRow(t.db, refund.id);
      expect(row).toMatchObject({ status: 'pending', attempts: attempt, lastError: 'HTTP 502' });
      expect(minutesFromNow(row.nextAttemptAt)).toBeGreaterThan(minutes - 0.1);
      expect(minutesFromNow(row.nextAttemptAt)).toBeLessThan(minutes + 0.1);
      // not due yet: nothing happens
      await expect(processRefund(deps, refund.id)).resolves.toEqual({ kind: 'skipped' });
      await makeDue(refund.id);
    }
    const outcome = await processRefund(deps, refund.id);
    expect(outcome.kind).toBe('processed');
    expect(await refundRow(t.db, refund.id)).toMatchObject({ status: 'processed', attempts: 5, lastError: null });
    expect(double.made.size).toBe(1);
    // every retry asked the provider first (the reconcile), then refunded
    expect(double.finds()).toBe(4);
    expect(double.calls.map((c) => c.idempotencyKey)).toEqual(Array(5).fill(refund.idempotencyKey));
  });

  it(`fails after ${REFUND_MAX_ATTEMPTS} transient failures`, async () => {
    const refund = await cancelledWithRefund(t.db);
    const double = providerDouble({ failures: Array.from({ length: 5 }, () => new Error('connect ECONNREFUSED')) });
    for (let i = 1; i <= REFUND_MAX_ATTEMPTS; i += 1) {
      const outcome = await processRefund({ db: t.db, provider: double.provider }, refund.id);
      expect(outcome.kind).toBe(i < REFUND_MAX_ATTEMPTS ? 'retry' : 'failed');
      await makeDue(refund.id);
    }
    expect(await refundRow(t.db, refund.id)).toMatchObject({
      status: 'failed',
      attempts: 5,
      lastError: 'connect ECONNREFUSED',
    });
  });

  it('a decline fails at once, with the provider’s reason', async () => {
    const refund = await cancelledWithRefund(t.db);
    const double = providerDouble({ failures: [new RefundDeclinedError('HTTP 400 BAD_REQUEST_ERROR: no')] });
    const outcome = await processRefund({ db: t.db, provider: double.provider }, refund.id);
    expect(outcome.kind).toBe('failed');
    expect(await refundRow(t.db, refund.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'HTTP 400 BAD_REQUEST_ERROR: no',
    });
  });

  it('20 concurrent runs of one refund: exactly 1 provider call', async () => {
    const refund = await cancelledWithRefund(t.db);
    const double = providerDouble({ delayMs: 50 });
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => processRefund({ db: t.db, provider: double.provider }, refund.id)),
    );
    expect(double.calls).toHaveLength(1);
    expect(outcomes.filter((o) => o.kind === 'processed')).toHaveLength(1);
    expect(outcomes.filter((o) => o.kind === 'skipped')).toHaveLength(19);
    expect(await refundRow(t.db, refund.id)).toMatchObject({ status: 'processed', attempts: 1 });
  });

  it('a crash between the provider’s answer and our commit: the retry finds the refund and makes no second one', async () => {
    const refund = await cancelledWithRefund(t.db);
    const double = providerDouble();
    // the first worker claims, the provider refunds, and the worker dies before writing the outcome
    const crashing = {
      ...double.provider,
      refund: async (input: RefundInput) => {
        await double.provider.refund(input);
        throw new Error('process killed');
      },
    };
    const crashed = await processRefund({ db: t.db, provider: crashing }, refund.id);
    // (the "crash" was recorded as a transient failure; a real kill leaves the claim: same next step)
    expect(crashed.kind).toBe('retry');
    await makeDue(refund.id);
    const outcome = await processRefund({ db: t.db, provider: double.provider }, refund.id);
    expect(outcome).toMatchObject({ kind: 'processed', reconciled: true });
    expect(double.calls).toHaveLength(1);
    expect(await refundRow(t.db, refund.id)).toMatchObject({ status: 'processed', providerRefundId: 'rfnd_double1' });
  });

  it('a claimed refund (a worker mid-call, or dead) is left alone until its lease ends', async () => {
    const refund = await cancelledWithRefund(t.db);
    const double = providerDouble();
    await t.db
      .update(refunds)
      .set({ attempts: 1, nextAttemptAt: sql`now() + interval '2 minutes'` })
      .where(eq(refunds.id, refund.id));
    await expect(processRefund({ db: t.db, provider: double.provider }, refund.id)).resolves.toEqual({
      kind: 'skipped',
    });
    expect(double.calls).toHaveLength(0);
    await makeDue(refund.id);
    await expect(processRefund({ db: t.db, provider: double.provider }, refund.id)).resolves.toMatchObject({
      kind: 'processed',
      reconciled: false,
    });
    expect(double.finds()).toBe(1);
  });

  it('a refund of another provider than the configured one fails, saying so', async () => {
    const refund = await cancelledWithRefund(t.db, { provider: 'razorpay' });
    const double = providerDouble();
    await expect(processRefund({ db: t.db, provider: double.provider }, refund.id)).resolves.toMatchObject({
      kind: 'failed',
    });
    expect(double.calls).toHaveLength(0);
    expect((await refundRow(t.db, refund.id)).lastError).toMatch(/another payment provider/);
  });
});
