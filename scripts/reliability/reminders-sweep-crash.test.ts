import { and, inArray, isNotNull, or } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { bookings, outbox } from '#server/db/schema/index.ts';
import { createBike, createPartner, createUser } from '#server/test/factories.ts';
import { insertDayRide, jobStates, queueJob, startServer, tempDir } from './reliability-kit.ts';
import { acceptedOutboxIds, lockOutbox, smtpSuite, smtpEnv, waitFor, type Engine } from './suite-kit.ts';

/*
 * A kill test of the `ride-reminders` job INSIDE its sweep's transaction (issue #30;
 * reminders-crash.test.ts kills it later, while the mails are sent). 400 booked rides fall due a
 * reminder at one instant (pick-ups 24 h after it, every fifth a drop an hour after it). A real server
 * process runs the sweep (a job queued before the start, or the minute's cron), which stamps the rides
 * and queues their mails in ONE transaction, and is killed (SIGKILL) before that commits:
 * - PostgreSQL: the rides are due at once; the test locks the outbox first, so the sweep stamps every
 *   ride and then waits to queue the first mail; the kill comes while it waits, and the lock is
 *   released after it.
 * - PGlite (in the server's process): the transaction's statements run one after another without
 *   letting the process answer anything else, ≈ 1.5 s for 400 rides (more on a busy machine). The
 *   rides fall due only once the server is up (a sweep while it starts would be over before anything
 *   could see it); from then on a health check unanswered after STALL_MS is the sweep under way, and
 *   the kill comes then.
 * Either way the job is active and nothing of the sweep is left: no stamp, no mail. Restarted with
 * the job queued again, every reminder arrives exactly once.
 */

const RIDES = 400;
const STALL_MS = 400;
/** PGlite: the rides fall due this long after the seed starts (the server is up by then) */
const PGLITE_DUE_AFTER_MS = 35_000;
const HOUR = 3_600_000;
const suite = smtpSuite();
const { cleanups } = suite;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The rides that fall due a reminder at `dueAt`, and the outbox key each one's mail gets. */
async function seedRidesDueAt(db: Database['db'], dueAt: Date) {
  const partner = await createPartner(db);
  const user = await createUser(db);
  const due: { bookingId: string; key: string }[] = [];
  for (let i = 0; i < RIDES; i += 1) {
    const bike = await createBike(db, partner.id);
    const pickup = i % 5 !== 4;
    // a pick-up 24 hours after `dueAt`, or a ride under way whose drop is an hour after it
    const pickupAt = new Date(dueAt.getTime() + (pickup ? 24 : 1 - 24) * HOUR);
    const booking = await insertDayRide(db, { userId: user.id, bikeId: bike.id, partnerId: partner.id }, pickupAt, {
      paymentStatus: 'paid',
    });
    due.push({ bookingId: booking.id, key: `${pickup ? 'pickup' : 'return'}-reminder:${booking.id}` });
  }
  return due;
}

/** PGlite: health checks one after another until one waits STALL_MS; how long it waited. */
async function healthStall(baseUrl: string, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const asked = Date.now();
    const check = fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(30_000) }).then(
      () => 'answered' as const,
      () => 'answered' as const,
    );
    if ((await Promise.race([check, sleep(STALL_MS).then(() => 'stalled' as const)])) === 'stalled') {
      return Date.now() - asked;
    }
    await sleep(20);
  }
  throw new Error(`no health check waited ${STALL_MS} ms within ${timeoutMs} ms`);
}

async function killedInsideSweep(engine: Engine) {
  const started = Date.now();
  const { smtp } = suite;
  const dir = await tempDir(cleanups);
  // PGlite: due once the server is up (a sweep while it starts would be over before a health check
  // could see it)
  const dueAt = new Date(Date.now() + (engine.url ? 0 : PGLITE_DUE_AFTER_MS));
  let database = await engine.open();
  const due = await seedRidesDueAt(database.db, dueAt);
  const bookingIds = due.map((d) => d.bookingId);
  await queueJob(database, 'ride-reminders', { startAfter: dueAt });
  if (!engine.shared) await database.close();
  smtp.accepted.length = 0;

  // 1. the sweep's transaction under way, then the kill
  const lock = engine.url ? await lockOutbox(engine.url) : undefined;
  if (lock) cleanups.add(() => lock.release());
  const first = await startServer({ dir, name: 'sweep-first', ...engine.serverOptions, env: smtpEnv(smtp) });
  cleanups.add(() => first.stop('SIGKILL'));
  let inside: string;
  if (lock) {
    await lock.waitForBlockedMail(database, 'the sweep to wait on the outbox', 30_000);
    first.signal('SIGKILL');
    await first.exited;
    // the dead server's backend takes the lock, finds its client gone and rolls back
    await lock.releaseAfterKill(database);
    inside = 'waiting on the outbox lock';
  } else {
    if (Date.now() > dueAt.getTime() - 1_000)
      throw new Error('the server took longer to start than the rides to fall due');
    // before then every sweep finds nothing
    await sleep(dueAt.getTime() - 1_000 - Date.now());
    const waited = await healthStall(first.baseUrl, 30_000);
    first.signal('SIGKILL');
    await first.exited;
    inside = `a health check held ${waited} ms`;
  }

  // 2. the job was taken, and nothing of its sweep is left
  if (!engine.shared) database = await engine.open();
  const atKill = await jobStates(database.db, 'ride-reminders');
  // (the minute's cron may have sent one more, its sweep as dead as the first; on PGlite the cron's
  // sweeps before the rides fell due completed, finding nothing)
  expect(atKill.active ?? 0).toBeGreaterThanOrEqual(1);
  const stamped = await database.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        inArray(bookings.id, bookingIds),
        or(isNotNull(bookings.pickupRemindedAt), isNotNull(bookings.returnRemindedAt)),
      ),
    );
  expect(stamped).toEqual([]);
  const keys = due.map((d) => d.key);
  expect(await database.db.select({ id: outbox.id }).from(outbox).where(inArray(outbox.key, keys))).toEqual([]);

  // 3. restarted, with the sweep queued again
  await queueJob(database, 'ride-reminders');
  if (!engine.shared) await database.close();
  const restartAt = Date.now();
  const second = await startServer({ dir, name: 'sweep-second', ...engine.serverOptions, env: smtpEnv(smtp) });
  cleanups.add(() => second.stop('SIGKILL'));
  await waitFor('every reminder', () => smtp.accepted.length >= RIDES, 90_000);
  const deliveredMs = Date.now() - restartAt;
  // nothing else arrives
  await sleep(4_000);
  await second.stop('SIGTERM');

  // 4. each reminder once: one outbox row per ride, sent, its Message-ID accepted once
  if (!engine.shared) database = await engine.open();
  const mails = await database.db
    .select({ id: outbox.id, key: outbox.key, status: outbox.status })
    .from(outbox)
    .where(inArray(outbox.key, keys));
  const sweeps = await jobStates(database.db, 'ride-reminders');
  if (!engine.shared) await database.close();
  expect(mails.map((m) => m.key).sort()).toEqual([...keys].sort());
  expect(mails.filter((m) => m.status !== 'sent')).toEqual([]);
  const accepted = acceptedOutboxIds(smtp);
  expect([...accepted].sort()).toEqual(mails.map((m) => m.id).sort());
  expect(sweeps.completed ?? 0).toBeGreaterThanOrEqual(1);
  console.info(
    `reminder sweep crash: killed inside the sweep (${inside}), nothing of it left; restarted, all ${accepted.length} reminders arrived ${deliveredMs} ms after the restart, none twice (sweep jobs: ${JSON.stringify(sweeps)}; ${Math.round((Date.now() - started) / 1000)} s in all)`,
  );
}

describe('a server killed inside its reminder sweep’s transaction', () => {
  suite.itOnEngines(
    { pglite: 'PGlite: restarted, every reminder arrives exactly once', postgres: 'PostgreSQL: the same' },
    { timeout: 180_000 },
    killedInsideSweep,
  );
});
