import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect } from 'vitest';
import { text } from '#shared/messages.ts';
import type { Database } from '#server/db/client.ts';
import { messagingConsents, textMessages } from '#server/db/schema/index.ts';
import { createUser } from '#server/test/factories.ts';
import {
  startMsg91Double,
  startWhatsAppDouble,
  textDoublesEnv,
  type Msg91Double,
  type WhatsAppDouble,
} from '#server/test/text-doubles.ts';
import { insertDayRide, jobStates, queueJob, seedFleet, startServer, tempDir } from './reliability-kit.ts';
import { reliabilitySuite, waitFor, type Engine } from './suite-kit.ts';

/*
 * A kill test of the reminders' WhatsApp messages (issue #33; the `text-delivery` job), the twin of
 * reminders-crash.test.ts for mails: six booked rides of opted-in customers are due a reminder
 * (four pick-ups within 24 h, two drops within the hour). A real server process runs the reminder
 * sweep, which queues the six messages beside the mails; the WhatsApp double (Meta's Cloud API)
 * holds every send's answer, and the server is killed (SIGKILL) while it waits for them. Restarted,
 * the sweep runs again and the text delivery sends what the dead process had claimed (after its
 * lease, 5 s here): every reminder reaches WhatsApp exactly once, none falls back to SMS, and the
 * second sweep queued nothing.
 */

const HOUR = 3_600_000;
const suite = reliabilitySuite();
const { cleanups } = suite;
let whatsapp: WhatsAppDouble;
let msg91: Msg91Double;
beforeAll(async () => {
  whatsapp = await startWhatsAppDouble();
  msg91 = await startMsg91Double();
  cleanups.add(() => whatsapp.close());
  cleanups.add(() => msg91.close());
});

// the lease covers texts as mails (MAIL_LEASE_SECONDS); no SMTP_URL: the mails go to the dev outbox
const env = () => ({ ...textDoublesEnv(whatsapp, msg91), MAIL_LEASE_SECONDS: '5' });

/** Six rides of opted-in customers due a reminder: the numbers (as WhatsApp gets them) with the kind. */
async function seedDueRides(database: Database) {
  const fleet = await seedFleet(database.db, 6, 100);
  const hour = Math.floor(Date.now() / HOUR) * HOUR;
  const due: { to: string; kind: 'pickup-reminder' | 'return-reminder' }[] = [];
  for (const [i, bike] of fleet.bikes.entries()) {
    const user = await createUser(database.db);
    await database.db
      .insert(messagingConsents)
      .values({ userId: user.id, optedIn: true, words: text.messagingOptInWords, source: 'profile' });
    const pickup = i < 4;
    // a pick-up 3 to 6 hours away, or a ride under way whose drop is 30 minutes away
    const pickupAt = pickup ? new Date(hour + (3 + i) * HOUR) : new Date(Date.now() + 30 * 60_000 - 24 * HOUR);
    await insertDayRide(database.db, { userId: user.id, bikeId: bike.id, partnerId: fleet.partner.id }, pickupAt, {
      paymentStatus: 'paid',
    });
    // the factory's 10-digit Indian number, in E.164 without the `+` (as the Cloud API takes it)
    due.push({ to: `91${user.mobile ?? ''}`, kind: pickup ? 'pickup-reminder' : 'return-reminder' });
  }
  return due;
}

async function killedMidTexts(engine: Engine) {
  const started = Date.now();
  const dir = await tempDir(cleanups);
  let database = await engine.open();
  const due = await seedDueRides(database);
  await queueJob(database, 'ride-reminders');
  if (!engine.shared) await database.close();
  whatsapp.accepted.length = 0;
  whatsapp.stalled = 0;
  const smsBefore = msg91.calls;

  // 1. the sweep queues the six messages; WhatsApp holds each one's answer; the server dies waiting
  whatsapp.stalling = true;
  const first = await startServer({ dir, name: 'texts-first', ...engine.serverOptions, env: env() });
  cleanups.add(() => first.stop('SIGKILL'));
  await waitFor('the six reminders held at WhatsApp', () => whatsapp.stalled >= due.length, 60_000);
  await first.stop('SIGKILL');
  await waitFor('the killed sender’s connections to close', () => whatsapp.stalledOpen() === 0, 10_000);
  whatsapp.release();
  whatsapp.stalling = false;
  expect(whatsapp.accepted).toEqual([]);

  // 2. restarted, with the sweep run again
  if (!engine.shared) database = await engine.open();
  await queueJob(database, 'ride-reminders');
  if (!engine.shared) await database.close();
  const restartAt = Date.now();
  const second = await startServer({ dir, name: 'texts-second', ...engine.serverOptions, env: env() });
  cleanups.add(() => second.stop('SIGKILL'));
  await waitFor('the six reminders', () => whatsapp.accepted.length >= due.length, 90_000);
  const deliveredMs = Date.now() - restartAt;
  // the second sweep has run (queueing nothing) and nothing else arrives
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  await second.stop('SIGTERM');

  // 3. each reminder once: one row per ride, sent by WhatsApp with the id the double gave it
  if (!engine.shared) database = await engine.open();
  const rows = await database.db
    .select({
      status: textMessages.status,
      kind: textMessages.kind,
      to: textMessages.to,
      channel: textMessages.channel,
      providerMessageId: textMessages.providerMessageId,
    })
    .from(textMessages)
    .where(inArray(textMessages.kind, ['pickup-reminder', 'return-reminder']));
  const sweeps = await jobStates(database.db, 'ride-reminders');
  if (!engine.shared) await database.close();
  const mine = rows.filter((row) => due.some((d) => `+${d.to}` === row.to));
  expect(mine.map((row) => `${row.to} ${row.kind}`).sort()).toEqual(due.map((d) => `+${d.to} ${d.kind}`).sort());
  expect(mine.filter((row) => row.status !== 'sent' || row.channel !== 'whatsapp')).toEqual([]);
  const ids = whatsapp.accepted.map((message) => message.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect([...ids].sort()).toEqual(mine.map((row) => row.providerMessageId).sort());
  for (const { to, kind } of due) {
    const got = whatsapp.accepted.filter((message) => message.to === to);
    expect(got.map((message) => message.template)).toEqual([kind.replaceAll('-', '_')]);
  }
  // WhatsApp took them all: nothing fell back to SMS
  expect(msg91.calls).toBe(smsBefore);
  expect(sweeps.completed ?? 0).toBeGreaterThanOrEqual(1);
  console.info(
    `text delivery crash: ${due.length} WhatsApp reminders held at the kill; after the restart all ${whatsapp.accepted.length} were accepted in ${deliveredMs} ms, none twice (sweep jobs: ${JSON.stringify(sweeps)}; ${Math.round((Date.now() - started) / 1000)} s in all)`,
  );
}

describe('a server killed while the reminders’ WhatsApp messages are being sent', () => {
  suite.itOnEngines(
    { pglite: 'PGlite: restarted, every reminder reaches WhatsApp exactly once', postgres: 'PostgreSQL: the same' },
    { timeout: 240_000 },
    killedMidTexts,
  );
});
