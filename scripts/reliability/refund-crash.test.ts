import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { adminRefundsResponse } from '#shared/api/cancellations.ts';
import type { Database } from '#server/db/client.ts';
import { refunds } from '#server/db/schema/index.ts';
import { issueToken, signingKey } from '#server/features/accounts/tokens.ts';
import { createAdmin } from '#server/test/factories.ts';
import { cancelledWithRefund } from '#server/test/kits/refund-test-kit.ts';
import { startRazorpayDouble } from '#server/test/razorpay-double.ts';
import { JWT_SECRET, startServer, tempDir } from './reliability-kit.ts';
import { razorpayEnv, reliabilitySuite, type Engine } from './suite-kit.ts';

/*
 * The crash between the provider's answer and our commit, in a `refund` job (issue #30): a real
 * server process (PAYMENT_PROVIDER razorpay, pointed at the Razorpay double, which lives in this
 * test's process and so outlives the kill) calls Razorpay's refund API; the double makes the refund
 * and, before answering, the server is killed with SIGKILL. The row is left claimed (attempts 1,
 * pending). Once its lease is over (set here by SQL: 2 minutes in production), a restarted server
 * reconciles: it asks GET …/refunds, finds the refund made with our key, and records it processed.
 * Razorpay holds ONE refund, asked for once.
 */

const KEYS = { keyId: 'rzp_test_crash', keySecret: randomBytes(16).toString('hex') };
const suite = reliabilitySuite();
const { cleanups } = suite;

async function adminToken(database: Database): Promise<string> {
  const admin = await createAdmin(database.db);
  return issueToken(signingKey(JWT_SECRET), { sub: admin.id, role: 'admin', tv: admin.tokenVersion });
}

async function refundStatus(baseUrl: string, token: string, id: string) {
  const res = await fetch(`${baseUrl}/api/admin/refunds?page=1`, { headers: { authorization: `Bearer ${token}` } });
  const body = adminRefundsResponse.parse(await res.json());
  return body.data.refunds.find((r) => r._id === id);
}

async function crashAndReconcile(engine: Engine) {
  const dir = await tempDir(cleanups);
  const double = await startRazorpayDouble(KEYS);
  cleanups.add(() => double.close());
  let database = await engine.open();
  const refund = await cancelledWithRefund(database.db, {
    provider: 'razorpay',
    paymentId: `pay_Crash${randomBytes(5).toString('hex')}`,
  });
  const token = await adminToken(database);
  if (!engine.shared) await database.close();
  const env = razorpayEnv(KEYS, double);

  // 1. the first server: the double makes the refund, then the server dies before it hears back
  // (the server may take the refund up while it starts: the answer is held long enough for the kill)
  double.answerDelayMs = 60_000;
  const made = new Promise<void>((resolve) => {
    double.onRefundMade = () => resolve();
  });
  const first = await startServer({ dir, name: 'refund-first', ...engine.serverOptions, env });
  await made;
  first.signal('SIGKILL');
  await first.exited;
  double.onRefundMade = undefined;
  double.answerDelayMs = 0;
  expect(double.refunds).toHaveLength(1);
  expect(double.refundCalls).toBe(1);

  // 2. the row is claimed, not processed; its lease is made to run out
  if (!engine.shared) database = await engine.open();
  const [left] = await database.db.select().from(refunds).where(eq(refunds.id, refund.id));
  expect(left).toMatchObject({ status: 'pending', attempts: 1, providerRefundId: null });
  await database.db
    .update(refunds)
    .set({ nextAttemptAt: sql`now()` })
    .where(eq(refunds.id, refund.id));
  if (!engine.shared) await database.close();

  // 3. a restarted server reconciles: the refund is found at Razorpay, recorded, not made again
  const restartAt = Date.now();
  const second = await startServer({ dir, name: 'refund-second', ...engine.serverOptions, env });
  const readyMs = Date.now() - restartAt;
  cleanups.add(() => second.stop('SIGKILL'));
  let shown = await refundStatus(second.baseUrl, token, refund.id);
  while (shown?.status !== 'processed' && Date.now() - restartAt < 30_000) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    shown = await refundStatus(second.baseUrl, token, refund.id);
  }
  const processedMs = Date.now() - restartAt;
  expect(shown).toMatchObject({ status: 'processed', attempts: 2, providerRefundId: double.refunds[0]?.id });
  expect(double.refunds).toHaveLength(1);
  expect(double.refundCalls).toBe(1);
  console.info(
    `refund crash reconcile: server ready ${readyMs} ms after the restart, refund processed ${processedMs} ms after it; Razorpay: ${double.refunds.length} refund, ${double.refundCalls} refund request`,
  );
  await second.stop('SIGTERM');
  if (engine.shared) await database.close();
}

describe('a server killed between Razorpay’s refund and our commit', () => {
  suite.itOnEngines(
    {
      pglite: 'PGlite: restarted, it reconciles: processed, with ONE Razorpay refund',
      postgres: 'PostgreSQL: the same',
    },
    { timeout: 120_000 },
    crashAndReconcile,
  );
});
