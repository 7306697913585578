import { inArray } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { outbox } from '#server/db/schema/index.ts';
import { createUser } from '#server/test/factories.ts';
import { insertDayRide, jobStates, queueJob, seedFleet, startServer, tempDir } from './reliability-kit.ts';
import { acceptedOutboxIds, smtpEnv, smtpSuite, waitFor, type Engine } from './suite-kit.ts';

/*
 * A kill test of the `ride-reminders` job (issue #30): six booked rides are due a reminder (four
 * pick-ups within 24 h, two drops within the hour). A real server process runs the reminder sweep
 * (its job queued before the start instead of waiting for the minute's cron), which queues the six
 * mails; the SMTP double holds every mail's final answer, and the server is killed (SIGKILL) while it
 * waits for them. Restarted, the sweep runs again (a second job) and the outbox delivers what the
 * dead process had claimed (after its lease, 5 s here): every reminder arrives exactly once, and the
 * second sweep queued nothing. (reminders-sweep-crash.test.ts kills it earlier, inside the sweep's
 * transaction.)
 */

const HOUR = 3_600_000;
const suite = smtpSuite();
const { cleanups } = suite;

/** Six rides due a reminder: the customers' addresses with the reminder each is due. */
async function seedDueRides(database: Database) {
  const fleet = await seedFleet(database.db, 6, 100);
  const hour = Math.floor(Date.now() / HOUR) * HOUR;
  const due: { email: string; kind: 'pickup-reminder' | 'return-reminder' }[] = [];
  for (const [i, bike] of fleet.bikes.entries()) {
    const user = await createUser(database.db);
    const pickup = i < 4;
    // a pick-up 3 to 6 hours away, or a ride under way whose drop is 30 minutes away
    const pickupAt = pickup ? new Date(hour + (3 + i) * HOUR) : new Date(Date.now() + 30 * 60_000 - 24 * HOUR);
    await insertDayRide(database.db, { userId: user.id, bikeId: bike.id, partnerId: fleet.partner.id }, pickupAt, {
      paymentStatus: 'paid',
    });
    due.push({ email: user.email, kind: pickup ? 'pickup-reminder' : 'return-reminder' });
  }
  return due;
}

async function killedMidReminders(engine: Engine) {
  const started = Date.now();
  const { smtp } = suite;
  const dir = await tempDir(cleanups);
  let database = await engine.open();
  const due = await seedDueRides(database);
  await queueJob(database, 'ride-reminders');
  if (!engine.shared) await database.close();
  smtp.accepted.length = 0;
  smtp.stalled = 0;

  // 1. the sweep queues the six mails; SMTP holds each one's answer; the server dies waiting
  smtp.stalling = true;
  const first = await startServer({ dir, name: 'reminders-first', ...engine.serverOptions, env: smtpEnv(smtp) });
  cleanups.add(() => first.stop('SIGKILL'));
  await waitFor('the six reminders held at SMTP', () => smtp.stalled >= due.length, 30_000);
  await first.stop('SIGKILL');
  await waitFor('the killed sender’s connections to close', () => smtp.stalledOpen() === 0, 10_000);
  smtp.release();
  smtp.stalling = false;
  expect(smtp.accepted).toEqual([]);

  // 2. restarted, with the sweep run again
  if (!engine.shared) database = await engine.open();
  await queueJob(database, 'ride-reminders');
  if (!engine.shared) await database.close();
  const restartAt = Date.now();
  const second = await startServer({ dir, name: 'reminders-second', ...engine.serverOptions, env: smtpEnv(smtp) });
  cleanups.add(() => second.stop('SIGKILL'));
  await waitFor('the six reminders', () => smtp.accepted.length >= due.length, 60_000);
  const deliveredMs = Date.now() - restartAt;
  // the second sweep has run (queueing nothing) and nothing else arrives
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  await second.stop('SIGTERM');

  // 3. each reminder once: one outbox row per ride, sent, its Message-ID accepted once
  if (!engine.shared) database = await engine.open();
  const rows = await database.db
    .select({ id: outbox.id, status: outbox.status, kind: outbox.kind, to: outbox.to })
    .from(outbox)
    .where(inArray(outbox.kind, ['pickup-reminder', 'return-reminder']));
  const sweeps = await jobStates(database.db, 'ride-reminders');
  if (!engine.shared) await database.close();
  expect(rows.map((row) => `${row.to} ${row.kind}`).sort()).toEqual(due.map((d) => `${d.email} ${d.kind}`).sort());
  expect(rows.filter((row) => row.status !== 'sent')).toEqual([]);
  const ids = acceptedOutboxIds(smtp);
  expect([...ids].sort()).toEqual(rows.map((row) => row.id).sort());
  expect(new Set(ids).size).toBe(ids.length);
  for (const { email } of due) expect(smtp.accepted.filter((mail) => mail.to.includes(email))).toHaveLength(1);
  // the killed run's job and the restarted one's: the second completed (its sweep found nothing left)
  expect(sweeps.completed ?? 0).toBeGreaterThanOrEqual(1);
  console.info(
    `reminders crash: ${due.length} reminders held at SMTP at the kill; after the restart all ${smtp.accepted.length} arrived in ${deliveredMs} ms, none twice (sweep jobs: ${JSON.stringify(sweeps)}; ${Math.round((Date.now() - started) / 1000)} s in all)`,
  );
}

describe('a server killed while the ride reminders are being sent', () => {
  suite.itOnEngines(
    { pglite: 'PGlite: restarted, every reminder arrives exactly once', postgres: 'PostgreSQL: the same' },
    { timeout: 180_000 },
    killedMidReminders,
  );
});
