import { istDate, istTime } from '#shared/domain/time.ts';
import type { Database } from '#server/db/client.ts';
import { outbox } from '#server/db/schema/index.ts';
import { issueToken, signingKey } from '#server/features/accounts/tokens.ts';
import { createUser } from '#server/test/factories.ts';
import { describe, expect } from 'vitest';
import {
  JWT_SECRET,
  bookBody,
  dayWindow,
  holdAndPay,
  insertDayRide,
  paidPastRide,
  post,
  seedCustomers,
  seedFleet,
  startServer,
  tempDir,
  type Fleet,
} from './reliability-kit.ts';
import { acceptedOutboxIds, smtpEnv, smtpSuite, waitFor, type Engine } from './suite-kit.ts';

/*
 * Mails that survive an SMTP outage and a crash (issue #30; the `mail-delivery` job's kill test). Real
 * server processes send through the SMTP double of this test's process (it outlives the kills):
 * 1. SMTP refuses every connection for 60 s while customers book and cancel, a partner completes a
 *    ride and a reminder falls due; the server is killed (SIGKILL) in the middle of the outage and
 *    started again, and more is booked. Once SMTP is back, every mail the changes queued arrives within
 *    2 minutes, none twice (each outbox row's Message-ID accepted exactly once), and the outbox holds
 *    nothing undelivered.
 * 2. Killed mid-send: SMTP holds a mail's final answer, the server dies before it; the mail was never
 *    accepted, and the restarted server sends it (after the claim's lease), exactly once.
 */

const HOUR = 3_600_000;
const OUTAGE_MS = 60_000;
const suite = smtpSuite();
const { cleanups } = suite;

/** A paid ride of the fleet's partner that ended yesterday, ready to be completed, and the partner's call. */
async function pastRide(database: Database, fleet: Fleet) {
  const db = database.db;
  const user = await createUser(db);
  const bike = fleet.bikes[0];
  if (!bike) throw new Error('no bike');
  const booking = await paidPastRide(db, { userId: user.id, bikeId: bike.id, partnerId: fleet.partner.id });
  const returnedAt = new Date(booking.dropAt.getTime() + HOUR);
  return {
    body: {
      id: booking.id,
      startKm: 1000,
      endKm: 1200,
      returnDate: istDate(returnedAt),
      returnTime: istTime(returnedAt),
      damageAmount: 0,
      damageNote: '',
    },
  };
}

/** A paid ride whose pick-up is 5 hours away: its pick-up reminder is due at once. */
async function rideToRemind(database: Database, fleet: Fleet) {
  const user = await createUser(database.db);
  const bike = fleet.bikes[1];
  if (!bike) throw new Error('no second bike');
  const pickupAt = new Date(Math.floor(Date.now() / HOUR) * HOUR + 5 * HOUR);
  await insertDayRide(database.db, { userId: user.id, bikeId: bike.id, partnerId: fleet.partner.id }, pickupAt, {
    paymentStatus: 'paid',
  });
  return user.email;
}

/** Waits until the double has accepted at least `atLeast` mails and nothing more for `quietMs`. */
async function waitForQuiet(atLeast: number, quietMs: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let seen = -1;
  let since = Date.now();
  for (;;) {
    const count = suite.smtp.accepted.length;
    if (count !== seen) {
      seen = count;
      since = Date.now();
    }
    if (count >= atLeast && Date.now() - since >= quietMs) return;
    if (Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function outboxRows(database: Database) {
  return database.db.select({ id: outbox.id, status: outbox.status, kind: outbox.kind, to: outbox.to }).from(outbox);
}

async function outageAndCrash(engine: Engine) {
  const { smtp } = suite;
  const dir = await tempDir(cleanups);
  let database = await engine.open();
  const fleet = await seedFleet(database.db, 6, 100);
  const customers = await seedCustomers(database.db, 4);
  const ride = await pastRide(database, fleet);
  const remindedEmail = await rideToRemind(database, fleet);
  const partnerToken = await issueToken(signingKey(JWT_SECRET), {
    sub: fleet.partner.id,
    role: 'partner',
    tv: fleet.partner.tokenVersion,
  });
  if (!engine.shared) await database.close();
  smtp.accepted.length = 0;

  // the outage starts; the first server books, cancels and completes through it
  smtp.refusing = true;
  const outageStart = Date.now();
  const first = await startServer({ dir, name: 'outage-first', ...engine.serverOptions, env: smtpEnv(smtp) });
  cleanups.add(() => first.stop('SIGKILL'));
  const bikeAt = (i: number) => {
    const bike = fleet.bikes[i + 2];
    if (!bike) throw new Error('no bike');
    return bike;
  };
  const booked = [];
  for (let i = 0; i < 2; i += 1) {
    const customer = customers[i];
    if (!customer) throw new Error('no customer');
    const attempt = await holdAndPay(first.baseUrl, customer.token, bookBody(fleet, bikeAt(i), dayWindow(10 + i)));
    expect(attempt, JSON.stringify(attempt)).toMatchObject({ stage: 'verify', status: 200 });
    booked.push({ customer, bookingId: attempt.bookingId ?? '' });
  }
  const [cancelled] = booked;
  if (!cancelled) throw new Error('no booking');
  const cancel = await post(first.baseUrl, cancelled.customer.token, '/api/cancelRide', { order: cancelled.bookingId });
  expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
  const completed = await post(first.baseUrl, partnerToken, '/api/partner/completeRide', ride.body);
  expect(completed.status, JSON.stringify(completed.body)).toBe(200);

  // killed in the middle of the outage, started again while SMTP still refuses
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, outageStart + OUTAGE_MS / 3 - Date.now())));
  expect(smtp.accepted).toEqual([]);
  await first.stop('SIGKILL');
  const second = await startServer({ dir, name: 'outage-second', ...engine.serverOptions, env: smtpEnv(smtp) });
  cleanups.add(() => second.stop('SIGKILL'));
  const late = customers[2];
  if (!late) throw new Error('no customer');
  const lateBooking = await holdAndPay(second.baseUrl, late.token, bookBody(fleet, bikeAt(2), dayWindow(12)));
  expect(lateBooking).toMatchObject({ stage: 'verify', status: 200 });

  // SMTP comes back after 60 s
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, outageStart + OUTAGE_MS - Date.now())));
  expect(smtp.accepted).toEqual([]);
  smtp.refusing = false;
  const back = Date.now();
  // 3 bookings × 2 + cancellation × 2 + settlement + 2 refunds processed + 1 reminder
  const expectedAtLeast = 12;
  await waitForQuiet(expectedAtLeast, 10_000, 150_000);
  await second.stop('SIGTERM');

  database = engine.shared ? database : await engine.open();
  const rows = await outboxRows(database);
  if (!engine.shared) await database.close();
  const undelivered = rows.filter((row) => row.status !== 'sent');
  expect(undelivered).toEqual([]);
  const ids = acceptedOutboxIds(smtp);
  // every queued mail accepted exactly once, and nothing else
  expect([...ids].sort()).toEqual(rows.map((row) => row.id).sort());
  expect(new Set(ids).size).toBe(ids.length);
  expect(rows.length).toBeGreaterThanOrEqual(expectedAtLeast);
  expect(rows.map((row) => row.kind)).toEqual(
    expect.arrayContaining([
      'booking-confirmation',
      'partner-new-booking',
      'cancellation',
      'settlement',
      'refund-processed',
      'pickup-reminder',
    ]),
  );
  expect(smtp.accepted.some((mail) => mail.to.includes(remindedEmail))).toBe(true);
  const lastArrival = Math.max(...smtp.accepted.map((mail) => mail.at));
  const afterReturnMs = lastArrival - back;
  console.info(
    `${rows.length} mails queued during a ${OUTAGE_MS / 1000} s outage with a SIGKILL; all arrived ${Math.round(afterReturnMs / 1000)} s after SMTP came back, none twice`,
  );
  expect(afterReturnMs).toBeLessThanOrEqual(120_000);
}

async function killedMidSend(engine: Engine) {
  const { smtp } = suite;
  const dir = await tempDir(cleanups);
  let database = await engine.open();
  const fleet = await seedFleet(database.db, 1, 100);
  const [customer] = await seedCustomers(database.db, 1);
  if (!customer) throw new Error('no customer');
  if (!engine.shared) await database.close();
  smtp.accepted.length = 0;
  smtp.stalled = 0;

  // every mail's final answer is held back: the server is killed while it waits for it
  smtp.stalling = true;
  const first = await startServer({ dir, name: 'midsend-first', ...engine.serverOptions, env: smtpEnv(smtp) });
  cleanups.add(() => first.stop('SIGKILL'));
  const bike = fleet.bikes[0];
  if (!bike) throw new Error('no bike');
  const attempt = await holdAndPay(first.baseUrl, customer.token, bookBody(fleet, bike, dayWindow(15)));
  expect(attempt).toMatchObject({ stage: 'verify', status: 200 });
  await waitFor('a mail held at SMTP', () => smtp.stalled > 0, 30_000, 250);
  await first.stop('SIGKILL');
  // the connection died before the 250 (the double hears of it a moment after the kill): SMTP never took the mail
  await waitFor('the killed sender’s connections to close', () => smtp.stalledOpen() === 0, 10_000, 250);
  smtp.release();
  smtp.stalling = false;
  expect(smtp.accepted).toEqual([]);

  const second = await startServer({ dir, name: 'midsend-second', ...engine.serverOptions, env: smtpEnv(smtp) });
  cleanups.add(() => second.stop('SIGKILL'));
  // the confirmation and the partner's notice; the claimed one after its lease (5 s here)
  await waitForQuiet(2, 8_000, 90_000);
  await second.stop('SIGTERM');
  database = engine.shared ? database : await engine.open();
  const rows = await outboxRows(database);
  if (!engine.shared) await database.close();
  expect(rows.filter((row) => row.status !== 'sent')).toEqual([]);
  const ids = acceptedOutboxIds(smtp);
  expect([...ids].sort()).toEqual(rows.map((row) => row.id).sort());
  expect(new Set(ids).size).toBe(ids.length);
}

describe('mails through an SMTP outage and a crash', () => {
  suite.itOnEngines(
    {
      pglite: "PGlite: a 60 s outage with a SIGKILL in it; every mail arrives once within 2 minutes of SMTP's return",
      postgres: 'PostgreSQL: the same',
    },
    { timeout: 300_000 },
    outageAndCrash,
  );

  suite.itOnEngines(
    {
      pglite: 'PGlite: killed while SMTP holds its answer; restarted, the mail is sent exactly once',
      postgres: 'PostgreSQL: the same',
    },
    { timeout: 180_000 },
    killedMidSend,
  );
});
