import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { windowInstants, type RideWindow } from '#shared/api/search.ts';
import { msg } from '#shared/messages.ts';
import type { Db } from '#server/db/client.ts';
import type { AppProcess } from './app-process.ts';
import {
  bookBody,
  createPostgresDatabase,
  holdAndPay,
  openPglite,
  overlappingWindow,
  post,
  postgresUrl,
  rows,
  scalar,
  seedCustomers,
  seedFleet,
  startServer,
  tally,
  tempDir,
  type Answer,
  type Attempt,
} from './reliability-kit.ts';
import { reliabilitySuite } from './suite-kit.ts';

/*
 * Contention: 200 customers try to hold AND pay for ONE bike at the same moment, each for a different
 * window, all windows overlapping; 20 of them also send the same bookbike 3 more times at once (a
 * double click, a retrying client): a repeat gets its customer's hold back (the same order) or 409. Exactly one ride may be booked and paid; every other attempt is
 * told the bike is not available (409) — never a 5xx. Then one payment is verified 20 times at once:
 * one booking, one payment row, every answer 200 (the same booking) or 409.
 * On PostgreSQL the attempts are split across TWO server processes on one database (the exclusion
 * constraint is the only thing they share); on PGlite, one process (PGlite has a single owner).
 */

const ATTEMPTS = 200;
const VERIFICATIONS = 20;
/** Customers who also press 'Make payment' again (a double click, a retrying client), and how often. */
const REPEATERS = 20;
const REPEATS = 3;

const { cleanups, postgresUp } = reliabilitySuite();

type Fixtures = Awaited<ReturnType<typeof seed>>;

/** One contested bike and its 200 customers; another bike and the customer whose payment is verified 20×. */
async function seed(db: Db) {
  const fleet = await seedFleet(db, 2);
  const [contested, other] = fleet.bikes;
  const customers = await seedCustomers(db, ATTEMPTS + 1);
  const payer = customers.pop();
  if (!contested || !other || !payer) throw new Error('fixtures not created');
  return { fleet, contested, other, customers, payer };
}

interface Outcome {
  attempts: Attempt[];
  /** the repeated bookbike calls (each the same request as its customer's attempt) */
  repeats: Answer[];
  verifications: Answer[];
  verified: Attempt;
}

/** The 200 attempts, spread over `servers` in turn; then the 20 verifications, also spread. */
async function run(f: Fixtures, servers: AppProcess[], label: string): Promise<Outcome> {
  const serverFor = (i: number) => {
    const server = servers[i % servers.length];
    if (!server) throw new Error('no server');
    return server.baseUrl;
  };
  const started = Date.now();
  // the first REPEATERS customers send the same bookbike REPEATS more times, to the other instance too
  const repeated = Promise.all(
    f.customers
      .slice(0, REPEATERS)
      .flatMap((customer, i) =>
        Array.from({ length: REPEATS }, (_, r) =>
          post(
            serverFor(i + r + 1),
            customer.token,
            '/api/bookbike',
            bookBody(f.fleet, f.contested, overlappingWindow(i)),
          ),
        ),
      ),
  );
  const attempts = await Promise.all(
    f.customers.map((customer, i) =>
      holdAndPay(serverFor(i), customer.token, bookBody(f.fleet, f.contested, overlappingWindow(i))),
    ),
  );
  const repeats = await repeated;
  console.log(`  ${REPEATERS} customers × ${REPEATS} repeats: ${JSON.stringify(tally(repeats.map((a) => a.status)))}`);
  const won = attempts.filter((a) => a.stage === 'verify' && a.status === 200).length;
  console.log(`contention: ${label}, ${ATTEMPTS} attempts → ${won} booked (${Date.now() - started} ms)`);
  console.log(`  answers (stage:status): ${JSON.stringify(tally(attempts.map((a) => `${a.stage}:${a.status}`)))}`);

  const verified = await holdAndPay(serverFor(0), f.payer.token, bookBody(f.fleet, f.other, overlappingWindow(3)), {
    verify: false,
  });
  expect(verified).toMatchObject({ stage: 'pay', status: 200 });
  const payment = verified.payment ?? {};
  const verifyStarted = Date.now();
  const verifications = await Promise.all(
    Array.from({ length: VERIFICATIONS }, (_, i) => post(serverFor(i), f.payer.token, '/api/verifyPayment', payment)),
  );
  console.log(
    `contention: ${label}, one payment verified ${VERIFICATIONS}× at once → ` +
      `${JSON.stringify(tally(verifications.map((a) => a.status)))} (${Date.now() - verifyStarted} ms)`,
  );
  return { attempts, repeats, verifications, verified };
}

/** The answers and the database agree: one booking and one captured payment per bike, the rest 409. */
async function check(db: Db, f: Fixtures, outcome: Outcome, label: string) {
  const { attempts, repeats, verifications, verified } = outcome;
  const count = (query: string) => scalar(db, query);
  const booked = await count(`select count(*) from bookings where bike_id = '${f.contested.id}' and status = 'booked'`);
  const captured = await count(
    `select count(*) from payments p join bookings b on b.id = p.booking_id
     where b.bike_id = '${f.contested.id}' and p.status = 'captured'`,
  );
  const pending = await count(
    `select count(*) from bookings where bike_id = '${f.contested.id}' and status = 'pending'`,
  );
  const otherBooked = await count(
    `select count(*) from bookings where bike_id = '${f.other.id}' and status = 'booked'`,
  );
  const paymentRows = await count(`select count(*) from payments where booking_id = '${verified.bookingId}'`);
  console.log(
    `contention: ${label} in the database → contested bike ${booked} booked / ${captured} captured / ${pending} pending; ` +
      `verified 20×: ${otherBooked} booking, ${paymentRows} payment row`,
  );

  expect(attempts.filter((a) => a.status === 0 || a.status >= 500)).toEqual([]);
  const winners = attempts.filter((a) => a.stage === 'verify' && a.status === 200);
  expect(winners).toHaveLength(1);
  const losers = attempts.filter((a) => a !== winners[0]);
  expect(losers.filter((a) => a.stage !== 'hold' || a.status !== 409 || a.message !== msg.bikeNotAvailable)).toEqual(
    [],
  );
  expect({ booked, captured, pending }).toEqual({ booked: 1, captured: 1, pending: 0 });
  // a repeat is answered the winner's own hold (the same order) or refused; never a 5xx, never a second hold
  expect(repeats.filter((a) => a.status !== 200 && a.status !== 409)).toEqual([]);
  for (const answer of repeats.filter((a) => a.status === 200)) {
    expect(answer.body.data).toMatchObject({ id: winners[0]?.orderId, bookingId: winners[0]?.bookingId });
  }

  for (const answer of verifications) {
    expect([200, 409], JSON.stringify(answer)).toContain(answer.status);
    if (answer.status === 200) expect(answer.body.data).toEqual({ bookingId: verified.bookingId });
  }
  expect(verifications.some((a) => a.status === 200)).toBe(true);
  expect({ otherBooked, paymentRows }).toEqual({ otherBooked: 1, paymentRows: 1 });
}

/** The PostgreSQL database and its two server processes, started once for this file's PostgreSQL cases. */
let postgresSetup: Promise<{ url: string; db: Db; servers: AppProcess[] }> | undefined;
function onPostgres() {
  postgresSetup ??= (async () => {
    const dir = await tempDir(cleanups);
    const { url, database } = await createPostgresDatabase(postgresUrl ?? '', cleanups);
    const servers = await Promise.all([
      startServer({ dir, name: 'pg-a', databaseUrl: url }),
      startServer({ dir, name: 'pg-b', databaseUrl: url }),
    ]);
    for (const server of servers) cleanups.add(() => server.stop('SIGKILL'));
    return { url, db: database.db, servers };
  })();
  return postgresSetup;
}

describe('one bike, 200 customers at once', () => {
  it.runIf(Boolean(postgresUrl))(
    'PostgreSQL, two server processes: exactly one booking and one captured payment; the rest 409',
    { timeout: 120_000 },
    async (context) => {
      if (!postgresUp()) context.skip();
      const { db, servers } = await onPostgres();
      const f = await seed(db);
      const outcome = await run(f, servers, 'postgres 2 instances');
      await check(db, f, outcome, 'postgres 2 instances');
    },
  );

  it(
    'PGlite, one server process: exactly one booking and one captured payment; the rest 409',
    { timeout: 120_000 },
    async () => {
      const dir = await tempDir(cleanups);
      // seeded before the server opens the data folder, read after it stopped: PGlite has one owner
      const before = await openPglite(dir);
      const f = await seed(before.db);
      await before.close();

      const server = await startServer({ dir, name: 'pglite', dataDir: dir });
      cleanups.add(() => server.stop('SIGKILL'));
      const outcome = await run(f, [server], 'pglite 1 instance');
      await server.stop('SIGTERM');

      const after = await openPglite(dir);
      cleanups.add(() => after.close());
      await check(after.db, f, outcome, 'pglite 1 instance');
    },
  );
});

/*
 * The exclusion constraint checks AFTER inserting its index entry: two transactions inserting
 * overlapping rows at the same instant can each find the other's uncommitted row and wait for it, a
 * deadlock PostgreSQL breaks by aborting one (SQLSTATE 40P01, not 23P01). A burst of 200 rarely lines
 * up that exactly, so here another transaction (a raw connection, X) forces the cycle: X inserts an
 * overlapping row and keeps it uncommitted; the app's transaction (T) waits for X on the constraint;
 * then X waits for a row T has locked. The deadlock detector aborts one of them; the answer must be
 * the normal one (409, or 200 if X was the one aborted), never a 500.
 */
describe('a deadlock on the no-overlap constraint (PostgreSQL)', () => {
  /** Waits until some backend of `url`'s database waits for a lock (T is blocked on X). */
  async function untilSomeoneWaits(db: Db) {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const waiting = await scalar(
        db,
        `select count(*) from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if (waiting > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('no transaction ever waited for X');
  }

  /** One bike, the customer whose request deadlocks (T) and another one who holds the bike in X. */
  async function deadlockFixture() {
    const { url, db, servers } = await onPostgres();
    const fleet = await seedFleet(db, 1);
    const bike = fleet.bikes[0];
    const [customer, other] = await seedCustomers(db, 2);
    const server = servers[0];
    if (!bike || !customer || !other || !server) throw new Error('no fixture');
    return { url, db, fleet, bike, customer, other, server };
  }

  /** X: an uncommitted pending hold of `bikeId` over `window` by another customer, on its own connection. */
  async function uncommittedHold(
    url: string,
    fleet: Fixtures['fleet'],
    bikeId: string,
    userId: string,
    window: RideWindow,
  ) {
    const x = new pg.Client({ connectionString: url });
    await x.connect();
    cleanups.add(() => x.end());
    const { pickupAt, dropAt } = windowInstants(window);
    await x.query('begin');
    await x.query(
      `insert into bookings (user_id, bike_id, partner_id, city, pickup_at, drop_at, pick_up_point, drop_point,
         hours, rent, cgst, sgst, total_amount, grand_total, status, hold_expires_at)
       values ($1, $2, $3, 'x', $4, $5, 'Gate A', 'Gate B', 24, 2400, 336, 336, 2400, 3072, 'pending',
         now() + interval '15 minutes')`,
      [userId, bikeId, fleet.partner.id, pickupAt, dropAt],
    );
    /** X now waits for a row T holds; then commits, unless the deadlock detector aborted X itself. */
    const closeTheCycle = async (lockSql: string, id: string): Promise<'X committed' | 'X aborted'> => {
      try {
        await x.query(lockSql, [id]);
        await x.query('commit');
        return 'X committed';
      } catch (error) {
        await x.query('rollback');
        expect((error as { code?: string }).code).toBe('40P01');
        return 'X aborted';
      }
    };
    return { closeTheCycle };
  }

  it.runIf(Boolean(postgresUrl))(
    'bookbike: the deadlocked hold is retried and answered 409 (or 200)',
    { timeout: 60_000 },
    async (context) => {
      if (!postgresUp()) context.skip();
      const { url, db, fleet, bike, customer, other, server } = await deadlockFixture();

      const x = await uncommittedHold(url, fleet, bike.id, other.id, overlappingWindow(1));
      const started = Date.now();
      const answer = post(server.baseUrl, customer.token, '/api/bookbike', bookBody(fleet, bike, overlappingWindow(2)));
      await untilSomeoneWaits(db);
      // T (placeHold) has locked the customer's row FOR UPDATE and waits for X on the constraint
      const xOutcome = await x.closeTheCycle('select id from users where id = $1 for update', customer.id);
      const res = await answer;
      console.log(`deadlock: bookbike → ${res.status} "${res.body.message}" (${xOutcome}, ${Date.now() - started} ms)`);
      if (xOutcome === 'X committed')
        expect(res).toMatchObject({ status: 409, body: { message: msg.bikeNotAvailable } });
      else expect(res.status).toBe(200);
    },
  );

  it.runIf(Boolean(postgresUrl))(
    'verifyPayment of a hold that ran out: the deadlocked confirmation is retried; the payment is recorded for a refund (409)',
    { timeout: 60_000 },
    async (context) => {
      if (!postgresUp()) context.skip();
      const { url, db, fleet, bike, customer, other, server } = await deadlockFixture();
      const paid = await holdAndPay(server.baseUrl, customer.token, bookBody(fleet, bike, overlappingWindow(4)), {
        verify: false,
      });
      expect(paid).toMatchObject({ stage: 'pay', status: 200 });
      // the customer paid after the 15 minutes, and another booking attempt has marked the hold expired:
      // verifyPayment must re-take the bike
      await db.execute(
        `update bookings set status = 'expired', hold_expires_at = now() - interval '1 minute' where id = '${paid.bookingId}'`,
      );

      const x = await uncommittedHold(url, fleet, bike.id, other.id, overlappingWindow(5));
      const started = Date.now();
      const answer = post(server.baseUrl, customer.token, '/api/verifyPayment', paid.payment ?? {});
      await untilSomeoneWaits(db);
      // T (confirmBooking) has locked the booking row FOR UPDATE and waits for X on the constraint
      const xOutcome = await x.closeTheCycle('select id from bookings where id = $1 for update', paid.bookingId ?? '');
      const res = await answer;
      const payments = await rows<{ status: string }>(
        db,
        `select status from payments where booking_id = '${paid.bookingId}'`,
      );
      const statuses = payments.map((row) => row.status);
      console.log(
        `deadlock: verifyPayment → ${res.status} "${res.body.message}" (${xOutcome}, ${Date.now() - started} ms); payments: ${JSON.stringify(statuses)}`,
      );
      if (xOutcome === 'X committed') {
        expect(res).toMatchObject({ status: 409, body: { message: msg.paymentBikeTaken } });
        expect(statuses).toEqual(['failed']);
      } else {
        expect(res.status).toBe(200);
        expect(statuses).toEqual(['captured']);
      }
    },
  );
});
