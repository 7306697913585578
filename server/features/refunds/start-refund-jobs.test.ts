import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RefundInput } from '#server/features/payments/payment-provider.ts';
import { cancelledWithRefund, refundReaches } from '#server/test/kits/refund-test-kit.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { startRefundJobs, type RefundJobs } from './start-refund-jobs.ts';

/*
 * Two job runners on one database (two instances of the server): every refund is carried out, each
 * with exactly one provider call.
 */

const calls: RefundInput[] = [];
const provider = {
  name: 'sandbox' as const,
  async refund(input: RefundInput) {
    calls.push(input);
    await new Promise((resolve) => setTimeout(resolve, 5));
    return { id: `rfnd_${input.idempotencyKey.slice(-14)}`, amount: input.amountPaise };
  },
  async findRefund() {
    return null;
  },
};
const silent = { info: () => {}, error: () => {} };

let t: TestApp;
let second: RefundJobs;
beforeAll(async () => {
  t = await createTestApp({ refundJobs: { provider } });
  second = await startRefundJobs({
    database: t.app.deps.database,
    provider,
    log: silent,
    pollingIntervalSeconds: 0.5,
  });
});
afterAll(async () => {
  await second.stop();
  await t.close();
});

describe('refund jobs on two instances', () => {
  it('30 refunds committed at once: all processed, one provider call each', async () => {
    const rows = await Promise.all(Array.from({ length: 30 }, () => cancelledWithRefund(t.db)));
    const started = Date.now();
    // one poll for all (thirty pollers would compete with the workers for PGlite's one connection)
    while (calls.length < 30 && Date.now() - started < 30_000) await new Promise((resolve) => setTimeout(resolve, 20));
    const done = await Promise.all(rows.map((row) => refundReaches(t.db, row.id, 'processed', 30_000)));
    const ms = Date.now() - started;
    expect(done.every((row) => row.attempts === 1)).toBe(true);
    const keys = calls.map((c) => c.idempotencyKey);
    expect(new Set(keys).size).toBe(30);
    expect(keys).toHaveLength(30);
    console.info(`two instances: 30 refunds processed in ${ms} ms, ${calls.length} provider calls`);
  });
});
