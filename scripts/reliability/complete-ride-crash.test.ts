import { mkdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istDate, istTime } from '#shared/domain/time.ts';
import type { Database } from '#server/db/client.ts';
import { bookings, journalPostings, ledgerEntries, refunds, settlements } from '#server/db/schema/index.ts';
import { issueToken, signingKey } from '#server/features/accounts/tokens.ts';
import { auditMoney } from '#server/features/journal/audit-money.ts';
import { createBike, createPartner, createUser } from '#server/test/factories.ts';
import {
  Cleanups,
  JWT_SECRET,
  createPostgresDatabase,
  openPglite,
  paidPastRide,
  post,
  postgresAnswers,
  postgresUrl,
  startServer,
  tempDir,
} from './reliability-kit.ts';

/*
 * completeRide killed mid-call (issue #28): the server dies with SIGKILL while the completion's
 * transaction is open (on PostgreSQL the test holds the partner's ledger lock, so the transaction has
 * moved the ride and written its settlement and deposit refund and waits there; on PGlite the kill comes
 * a few milliseconds after the request). Restarted, nothing of it is left half-done: the ride completes
 * once (one settlement, one deposit refund, one ledger entry, one completion posting), a second call is
 * refused, and the money audit finds nothing after every step.
 */

const HOUR = 3_600_000;
const cleanups = new Cleanups();
afterAll(() => cleanups.run());
let postgresUp = false;
beforeAll(async () => {
  postgresUp = await postgresAnswers(postgresUrl);
});

async function paidRideInThePast(database: Database) {
  const db = database.db;
  const user = await createUser(db);
  const partner = await createPartner(db);
  const bike = await createBike(db, partner.id, { rentPerHour: 100 });
  const booking = await paidPastRide(db, { userId: user.id, bikeId: bike.id, partnerId: partner.id });
  const token = await issueToken(signingKey(JWT_SECRET), {
    sub: partner.id,
    role: 'partner',
    tv: partner.tokenVersion,
  });
  const returnedAt = new Date(booking.dropAt.getTime() + 3 * HOUR);
  const body = {
    id: booking.id,
    startKm: 1000,
    endKm: 1400,
    returnDate: istDate(returnedAt),
    returnTime: istTime(returnedAt),
    damageAmount: 2000,
    damageNote: 'Scratched side panel',
  };
  return { booking, partner, token, body };
}

async function counts(database: Database, bookingId: string) {
  const db = database.db;
  const [booking] = await db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId));
  return {
    status: booking?.status,
    settlements: (await db.select().from(settlements).where(eq(settlements.bookingId, bookingId))).length,
    refunds: (await db.select().from(refunds).where(eq(refunds.bookingId, bookingId))).length,
    entries: (await db.select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, bookingId))).length,
    postings: (await db.select().from(journalPostings).where(eq(journalPostings.bookingId, bookingId)))
      .map((p) => p.event)
      .sort(),
  };
}

async function expectBooksClean(database: Database) {
  const audit = await auditMoney(database.db);
  expect(audit.problems).toEqual([]);
}

describe('completeRide killed mid-call', () => {
  it(
    'PostgreSQL: killed while its transaction waits inside; restarted, the ride completes once and the books add up',
    { timeout: 120_000 },
    async (context) => {
      if (!postgresUp || !postgresUrl) return context.skip();
      const dir = await tempDir(cleanups);
      const { url, database } = await createPostgresDatabase(postgresUrl, cleanups);
      const ride = await paidRideInThePast(database);
      await expectBooksClean(database);

      // the test holds the partner's ledger lock: the completion writes the ride's state, its settlement
      // and deposit refund, then waits for the lock inside its transaction
      const holder = new pg.Client({ connectionString: url });
      await holder.connect();
      cleanups.add(() => holder.end().catch(() => {}));
      await holder.query('BEGIN');
      await holder.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`ledger:${ride.partner.id}`]);

      const first = await startServer({ dir, name: 'complete-first', databaseUrl: url });
      cleanups.add(() => first.stop('SIGKILL'));
      const pending = post(first.baseUrl, ride.token, '/api/partner/completeRide', ride.body).catch(() => null);
      const deadline = Date.now() + 20_000;
      for (;;) {
        const waiting = await holder.query(
          `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`,
        );
        if (Number(waiting.rows[0]?.n) > 0) break;
        if (Date.now() > deadline) throw new Error('the completion never reached the ledger lock');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      first.signal('SIGKILL');
      await first.exited;
      await pending;
      await holder.query('COMMIT');

      // nothing of the killed call is left: the ride is still booked and holds its money
      expect(await counts(database, ride.booking.id)).toEqual({
        status: 'booked',
        settlements: 0,
        refunds: 0,
        entries: 0,
        postings: ['capture'],
      });
      await expectBooksClean(database);

      const second = await startServer({ dir, name: 'complete-second', databaseUrl: url });
      cleanups.add(() => second.stop('SIGKILL'));
      const done = await post(second.baseUrl, ride.token, '/api/partner/completeRide', ride.body);
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      const again = await post(second.baseUrl, ride.token, '/api/partner/completeRide', ride.body);
      expect(again.status).toBe(409);
      expect(await counts(database, ride.booking.id)).toEqual({
        status: 'completed',
        settlements: 1,
        refunds: 0,
        entries: 1,
        postings: ['capture', 'completion'],
      });
      await expectBooksClean(database);
      await second.stop('SIGTERM');
    },
  );

  it(
    'PGlite: killed a moment after the request; restarted, the ride completes at most once and the books add up',
    { timeout: 120_000 },
    async () => {
      const dir = await tempDir(cleanups);
      const dataDir = `${dir}/data`;
      await mkdir(dataDir, { recursive: true });
      let database = await openPglite(dataDir);
      const ride = await paidRideInThePast(database);
      await database.close();

      const first = await startServer({ dir, name: 'complete-first', dataDir });
      cleanups.add(() => first.stop('SIGKILL'));
      const pending = post(first.baseUrl, ride.token, '/api/partner/completeRide', ride.body).catch(() => null);
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.floor(Math.random() * 40)));
      first.signal('SIGKILL');
      await first.exited;
      await pending;

      database = await openPglite(dataDir);
      const left = await counts(database, ride.booking.id);
      // either all of it committed or none of it
      expect([
        { status: 'booked', settlements: 0, refunds: 0, entries: 0, postings: ['capture'] },
        { status: 'completed', settlements: 1, refunds: 0, entries: 1, postings: ['capture', 'completion'] },
      ]).toContainEqual(left);
      await expectBooksClean(database);
      await database.close();

      const second = await startServer({ dir, name: 'complete-second', dataDir });
      cleanups.add(() => second.stop('SIGKILL'));
      const done = await post(second.baseUrl, ride.token, '/api/partner/completeRide', ride.body);
      expect([200, 409]).toContain(done.status);
      await second.stop('SIGTERM');

      database = await openPglite(dataDir);
      expect(await counts(database, ride.booking.id)).toEqual({
        status: 'completed',
        settlements: 1,
        refunds: 0,
        entries: 1,
        postings: ['capture', 'completion'],
      });
      await expectBooksClean(database);
      await database.close();
    },
  );
});
