import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { bookings, outbox, payments, refunds } from '#server/db/schema/index.ts';
import { auditMoney } from '#server/features/journal/audit-money.ts';
import { createBike, createPartner, createUser } from '#server/test/factories.ts';
import { startRazorpayDouble, type RazorpayDouble } from '#server/test/razorpay-double.ts';
import { insertDayRide, jobStates, queueJob, startServer, tempDir } from './reliability-kit.ts';
import { acceptedOutboxIds, lockOutbox, razorpayEnv, smtpSuite, smtpEnv, waitFor, type Engine } from './suite-kit.ts';

/*
 * A kill test of the QUEUED `payment-reconcile` job (issue #30; captures-crash.test.ts kills the
 * start-up reconcile). Six holds ran out while their customers paid at Razorpay, and nobody reported
 * the captures. A real server process (Razorpay pointed at the double of this test's process, its
 * start-up reconcile off) runs a reconcile job queued before its start: it applies the orders one by
 * one, and the double holds its answer about the fourth, so three payments are applied (and their
 * mails delivered) when the server is killed (SIGKILL). On PostgreSQL the kill goes deeper: the test
 * locks the outbox, lets the double answer, and kills the server while the fourth payment's
 * transaction (booking confirmed, payment row written) waits to queue its mails; that transaction
 * must vanish whole. Restarted with another job queued: every capture is applied exactly once (each
 * booking booked, one payment row each, no refund, two confirmation mails each, each accepted by SMTP
 * once), and the money audit finds nothing.
 */

const ORDERS = 6;
/** the order whose answer the double holds: the ones before it are applied at the kill */
const HOLD_AT = 4;
/** per booking: the customer's confirmation and the partner's notice */
const MAILS_PER_BOOKING = 2;
const HOUR = 3_600_000;
const KEYS = { keyId: 'rzp_test_reconcile', keySecret: randomBytes(16).toString('hex') };
const suite = smtpSuite();
const { cleanups } = suite;

/** Six holds that ran out 5 minutes ago, each paid at the double: their bookings and payments. */
async function seedPaidLapsedHolds(db: Database['db'], double: RazorpayDouble) {
  const partner = await createPartner(db);
  const paid: { bookingId: string; orderId: string; paymentId: string }[] = [];
  for (let i = 0; i < ORDERS; i += 1) {
    const user = await createUser(db);
    const bike = await createBike(db, partner.id);
    const orderId = `order_${randomBytes(7).toString('hex')}`;
    const pickupAt = new Date(Math.floor(Date.now() / HOUR) * HOUR + (20 + i) * 24 * HOUR);
    const hold = await insertDayRide(db, { userId: user.id, bikeId: bike.id, partnerId: partner.id }, pickupAt, {
      status: 'pending',
      providerOrderId: orderId,
      holdExpiresAt: new Date(Date.now() - 5 * 60_000),
    });
    const payment = double.pay(orderId, hold.grandTotal * 100);
    paid.push({ bookingId: hold.id, orderId, paymentId: payment.id });
  }
  return paid;
}

async function killedMidReconcile(engine: Engine) {
  const started = Date.now();
  const { smtp } = suite;
  const dir = await tempDir(cleanups);
  const double = await startRazorpayDouble(KEYS);
  cleanups.add(() => double.close());
  let database = await engine.open();
  const paid = await seedPaidLapsedHolds(database.db, double);
  const bookingIds = paid.map((p) => p.bookingId);
  await queueJob(database, 'payment-reconcile');
  if (!engine.shared) await database.close();
  smtp.accepted.length = 0;
  const env = {
    ...razorpayEnv(KEYS, double),
    PAYMENT_RECONCILE_AT_START: 'false',
    ...smtpEnv(smtp),
    LOG_LEVEL: 'info',
  };

  // 1. the job applies three orders; the double holds its answer about the fourth
  const asked: string[] = [];
  let answer = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const holding = new Promise<string>((resolve) => {
    double.onOrderPayments = async (orderId) => {
      asked.push(orderId);
      if (asked.length !== HOLD_AT) return;
      resolve(orderId);
      await answered;
    };
  });
  const first = await startServer({ dir, name: 'reconcile-first', ...engine.serverOptions, env });
  cleanups.add(() => first.stop('SIGKILL'));
  const heldOrder = await Promise.race([
    holding,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('the job never asked the fourth order')), 60_000),
    ),
  ]);
  // the applied ones' mails delivered, so the kill lands in the reconcile, not in a mail's send
  // (smtp-outage.test.ts kills that)
  await waitFor('the applied bookings’ mails', () => smtp.accepted.length >= (HOLD_AT - 1) * MAILS_PER_BOOKING, 10_000);

  // PostgreSQL: the fourth payment's transaction is left waiting inside, behind the outbox's lock
  let lock: Awaited<ReturnType<typeof lockOutbox>> | undefined;
  if (engine.url) {
    lock = await lockOutbox(engine.url);
    const held = lock;
    cleanups.add(() => held.release());
    answer();
    await lock.waitForBlockedMail(database, 'the payment’s transaction to wait on the outbox', 10_000);
  }
  first.signal('SIGKILL');
  await first.exited;
  answer();
  double.onOrderPayments = undefined;
  // the dead server's backend takes the lock, finds its client gone and rolls back
  if (lock) await lock.releaseAfterKill(database);

  // 2. at the kill: the orders asked before the fourth applied, nothing of the rest (nor of the
  // transaction the kill cut off)
  if (!engine.shared) database = await engine.open();
  const appliedAtKill = asked.slice(0, HOLD_AT - 1);
  const atKill = await database.db
    .select({ id: bookings.id, status: bookings.status, orderId: bookings.providerOrderId })
    .from(bookings)
    .where(inArray(bookings.id, bookingIds));
  expect(
    atKill
      .filter((b) => b.status === 'booked')
      .map((b) => b.orderId)
      .sort(),
  ).toEqual([...appliedAtKill].sort());
  const paymentsAtKill = await database.db
    .select({ orderId: payments.providerOrderId })
    .from(payments)
    .where(inArray(payments.bookingId, bookingIds));
  expect(paymentsAtKill.map((p) => p.orderId).sort()).toEqual([...appliedAtKill].sort());
  expect(paymentsAtKill.map((p) => p.orderId)).not.toContain(heldOrder);
  const smtpAtKill = smtp.accepted.length;

  // 3. restarted, another job queued (the cron's, 10 minutes later in production)
  await queueJob(database, 'payment-reconcile');
  if (!engine.shared) await database.close();
  const restartAt = Date.now();
  const second = await startServer({ dir, name: 'reconcile-second', ...engine.serverOptions, env });
  cleanups.add(() => second.stop('SIGKILL'));
  await waitFor('every booking’s mails', () => smtp.accepted.length >= ORDERS * MAILS_PER_BOOKING, 60_000);
  const appliedMs = Date.now() - restartAt;
  // nothing else arrives
  await new Promise((resolve) => setTimeout(resolve, 4_000));
  await second.stop('SIGTERM');

  // 4. each capture once
  if (!engine.shared) database = await engine.open();
  const booked = await database.db
    .select({ status: bookings.status })
    .from(bookings)
    .where(inArray(bookings.id, bookingIds));
  expect(booked.map((b) => b.status)).toEqual(Array.from({ length: ORDERS }, () => 'booked'));
  const recorded = await database.db
    .select({
      bookingId: payments.bookingId,
      paymentId: payments.providerPaymentId,
      status: payments.status,
      signature: payments.signature,
    })
    .from(payments)
    .where(inArray(payments.bookingId, bookingIds));
  expect(recorded.map((p) => `${p.bookingId} ${p.paymentId} ${p.status} ${p.signature}`).sort()).toEqual(
    paid.map((p) => `${p.bookingId} ${p.paymentId} captured via-reconcile`).sort(),
  );
  const paymentIds = paid.map((p) => p.paymentId);
  expect(await database.db.select().from(refunds).where(inArray(refunds.providerPaymentId, paymentIds))).toEqual([]);
  expect(double.refunds).toEqual([]);
  const keys = bookingIds.flatMap((id) => [`confirmation:${id}`, `partner-new-booking:${id}`]);
  const mails = await database.db
    .select({ id: outbox.id, key: outbox.key, status: outbox.status })
    .from(outbox)
    .where(inArray(outbox.key, keys));
  expect(mails.map((m) => m.key).sort()).toEqual([...keys].sort());
  expect(mails.filter((m) => m.status !== 'sent')).toEqual([]);
  const accepted = acceptedOutboxIds(smtp);
  expect([...accepted].sort()).toEqual(mails.map((m) => m.id).sort());
  const audit = await auditMoney(database.db);
  expect(audit.problems).toEqual([]);
  const jobs = await jobStates(database.db, 'payment-reconcile');
  if (!engine.shared) await database.close();
  // the restarted server's job completed (the killed one stays active until it expires)
  expect(jobs.completed ?? 0).toBeGreaterThanOrEqual(1);
  console.info(
    `reconcile crash${engine.url ? ' (killed inside a payment’s transaction)' : ''}: ${HOLD_AT - 1} of ${ORDERS} captures applied and ${smtpAtKill} mails delivered at the kill; restarted, all ${ORDERS} applied once and ${accepted.length} mails delivered once ${appliedMs} ms after the restart (jobs: ${JSON.stringify(jobs)}; ${Math.round((Date.now() - started) / 1000)} s in all)`,
  );
}

describe('a server killed while its queued payment reconcile applies captures', () => {
  suite.itOnEngines(
    {
      pglite: 'PGlite: restarted, every capture is applied exactly once',
      postgres: 'PostgreSQL: killed inside a payment’s transaction, the same',
    },
    { timeout: 180_000 },
    killedMidReconcile,
  );
});
