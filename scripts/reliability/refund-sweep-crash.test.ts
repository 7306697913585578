import { randomBytes } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { adminRefundsResponse } from '#shared/api/cancellations.ts';
import { refunds } from '#server/db/schema/index.ts';
import { issueToken, signingKey } from '#server/features/accounts/tokens.ts';
import { auditMoney } from '#server/features/journal/audit-money.ts';
import { createAdmin } from '#server/test/factories.ts';
import { cancelledWithRefund } from '#server/test/kits/refund-test-kit.ts';
import { startRazorpayDouble } from '#server/test/razorpay-double.ts';
import { JWT_SECRET, startServer, tempDir } from './reliability-kit.ts';
import { razorpayEnv, reliabilitySuite, type Engine } from './suite-kit.ts';

/*
 * A kill test of the `refund-sweep` job and the `refund` jobs it queues (issue #30): eight cancelled
 * rides wait for their refunds. A real server process (Razorpay, pointed at the double of this
 * test's process, which outlives the kill) sweeps them at its start and carries them out side by
 * side; the double answers the first refund and holds the answers of the others, and the server is
 * killed (SIGKILL) with the batch half done: one refund recorded, some made at Razorpay but not heard
 * back, perhaps some not yet asked for. Once the dead claims' lease is over (by SQL; 2 minutes in
 * production), a restarted server sweeps again: every refund ends processed, each paid exactly once
 * at Razorpay (one refund per payment, one request each), and the money audit finds nothing new.
 */

const REFUNDS = 8;
const KEYS = { keyId: 'rzp_test_sweep', keySecret: randomBytes(16).toString('hex') };
const suite = reliabilitySuite();
const { cleanups } = suite;

async function processedCount(baseUrl: string, token: string, ids: string[]) {
  const res = await fetch(`${baseUrl}/api/admin/refunds?page=1`, { headers: { authorization: `Bearer ${token}` } });
  const body = adminRefundsResponse.parse(await res.json());
  return body.data.refunds.filter((r) => ids.includes(r._id) && r.status === 'processed').length;
}

async function killedMidSweep(engine: Engine) {
  const started = Date.now();
  const dir = await tempDir(cleanups);
  const double = await startRazorpayDouble(KEYS);
  cleanups.add(() => double.close());
  let database = await engine.open();
  const rows = [];
  for (let i = 0; i < REFUNDS; i += 1) {
    rows.push(
      await cancelledWithRefund(database.db, {
        provider: 'razorpay',
        paymentId: `pay_Sweep${randomBytes(5).toString('hex')}`,
        amount: 500 + i,
      }),
    );
  }
  const ids = rows.map((row) => row.id);
  const admin = await createAdmin(database.db);
  const token = await issueToken(signingKey(JWT_SECRET), { sub: admin.id, role: 'admin', tv: admin.tokenVersion });
  const auditBefore = (await auditMoney(database.db)).problems;
  if (!engine.shared) await database.close();
  const env = razorpayEnv(KEYS, double);

  // 1. the first refund is answered; from the second on, Razorpay makes the refund and holds its answer
  double.answerDelayMs = 0;
  const halfDone = new Promise<void>((resolve) => {
    double.onRefundMade = () => {
      if (double.refunds.length >= 2) double.answerDelayMs = 60_000;
      if (double.refunds.length >= 3) resolve();
    };
  });
  const first = await startServer({ dir, name: 'sweep-first', ...engine.serverOptions, env });
  cleanups.add(() => first.stop('SIGKILL'));
  await Promise.race([halfDone, new Promise((resolve) => setTimeout(resolve, 20_000))]);
  // a moment for the answered refund's commit, then the kill
  await new Promise((resolve) => setTimeout(resolve, 300));
  first.signal('SIGKILL');
  await first.exited;
  double.onRefundMade = undefined;
  double.answerDelayMs = 0;
  const madeAtKill = double.refunds.length;
  expect(madeAtKill).toBeGreaterThanOrEqual(2);

  // 2. the dead process's claims run out (the lease, by SQL)
  if (!engine.shared) database = await engine.open();
  const left = await database.db.select({ status: refunds.status }).from(refunds).where(inArray(refunds.id, ids));
  const processedAtKill = left.filter((row) => row.status === 'processed').length;
  await database.db
    .update(refunds)
    .set({ nextAttemptAt: sql`now()` })
    .where(inArray(refunds.id, ids));
  if (!engine.shared) await database.close();

  // 3. restarted: every refund processed, each made once at Razorpay
  const restartAt = Date.now();
  const second = await startServer({ dir, name: 'sweep-second', ...engine.serverOptions, env });
  cleanups.add(() => second.stop('SIGKILL'));
  let processed = await processedCount(second.baseUrl, token, ids);
  while (processed < REFUNDS && Date.now() - restartAt < 60_000) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    processed = await processedCount(second.baseUrl, token, ids);
  }
  const processedMs = Date.now() - restartAt;
  await second.stop('SIGTERM');
  expect(processed).toBe(REFUNDS);
  const payments = double.refunds.map((refund) => refund.payment_id);
  expect(payments).toHaveLength(REFUNDS);
  expect(new Set(payments).size).toBe(REFUNDS);
  expect(double.refundCalls).toBe(REFUNDS);

  if (!engine.shared) database = await engine.open();
  const done = await database.db
    .select({ status: refunds.status, amount: refunds.amount, providerRefundId: refunds.providerRefundId })
    .from(refunds)
    .where(inArray(refunds.id, ids));
  expect(done.map((row) => row.status)).toEqual(Array.from({ length: REFUNDS }, () => 'processed'));
  expect(done.map((row) => row.providerRefundId).sort()).toEqual(double.refunds.map((refund) => refund.id).sort());
  // Razorpay paid each refund its amount (paise), once
  expect(double.refunds.map((refund) => refund.amount).sort()).toEqual(done.map((row) => row.amount * 100).sort());
  const auditAfter = (await auditMoney(database.db)).problems;
  expect(auditAfter.length).toBeLessThanOrEqual(auditBefore.length);
  if (!engine.shared) await database.close();
  console.info(
    `refund sweep crash: at the kill ${madeAtKill} of ${REFUNDS} refunds made at Razorpay, ${processedAtKill} recorded; restarted, all ${REFUNDS} processed ${processedMs} ms after the restart; Razorpay: ${double.refunds.length} refunds, ${double.refundCalls} requests; audit problems ${auditBefore.length} before, ${auditAfter.length} after (${Math.round((Date.now() - started) / 1000)} s in all)`,
  );
}

describe('a server killed while its refund sweep is carried out', () => {
  suite.itOnEngines(
    { pglite: 'PGlite: restarted, every refund is paid exactly once', postgres: 'PostgreSQL: the same' },
    { timeout: 180_000 },
    killedMidSweep,
  );
});
