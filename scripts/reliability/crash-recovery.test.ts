import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { insertBooking } from '#server/test/factories.ts';
import { windowInstants, type RideWindow } from '#shared/api/search.ts';
import {
  Cleanups,
  bookBody,
  createPostgresDatabase,
  dayWindow,
  holdAndPay,
  openPglite,
  post,
  postgresAnswers,
  postgresUrl,
  rows,
  scalar,
  searchBikeIds,
  seedCustomers,
  seedFleet,
  startServer,
  tally,
  tempDir,
  type Attempt,
  type Customer,
  type Fleet,
} from './reliability-kit.ts';

/*
 * Crash recovery: a server process takes a load of bookings (many customers holding and paying
 * various bikes at once) and is killed with SIGKILL in the middle of it. It is started again on the
 * same data, and then:
 * - every booking acknowledged (verifyPayment 200) before the kill is there and `booked`, every hold
 *   acknowledged is there; the data folder (PGlite) opens;
 * - by SQL: every `booked` booking has exactly one captured payment and every captured payment a
 *   `booked` booking (they are written in one transaction); no two live rides of a bike overlap;
 * - a verification the client never heard back from, sent again, answers 200 or 409, never 5xx;
 * - a hold left `pending` past its expiry by the crash blocks nothing: search lists its bike and
 *   another customer books and pays for it.
 */

const LOAD_BIKES = 24;
const LOAD_CUSTOMERS = 240;
const WORKERS = 24;
/** The kill comes once this many bookings have been acknowledged (or the load ran for KILL_AFTER_MS). */
const KILL_AT_BOOKED = 15;
const KILL_AFTER_MS = 15_000;

/** An attempt and the customer who made it (a cut-off verification is sent again with their token). */
type Tried = Attempt & { customer: Customer; bikeId: string; window: RideWindow };

const cleanups = new Cleanups();
afterAll(() => cleanups.run());

let postgresUp = false;
beforeAll(async () => {
  postgresUp = await postgresAnswers(postgresUrl);
});

interface Fixtures {
  fleet: Fleet;
  customers: Customer[];
  /** a bike whose only booking is a hold that ran out and was never marked expired */
  stale: { bikeId: string; window: RideWindow };
  /** customers kept for after the restart */
  late: Customer[];
  /** a bike whose only booking is a live hold without a provider order (a crash of the old two-step bookbike) */
  orphan: { bikeId: string; bookingId: string; window: RideWindow };
}

async function seed(db: Db): Promise<Fixtures> {
  const fleet = await seedFleet(db, LOAD_BIKES + 2);
  const customers = await seedCustomers(db, LOAD_CUSTOMERS + 5);
  const late = customers.splice(LOAD_CUSTOMERS);
  const staleBike = fleet.bikes[LOAD_BIKES];
  const holder = late[0];
  const orphanBike = fleet.bikes[LOAD_BIKES + 1];
  const orphanHolder = late[4];
  if (!staleBike || !holder || !orphanBike || !orphanHolder) throw new Error('no fixture');
  // what a crash leaves behind: a pending hold whose 15 minutes ran out, never marked expired
  const window = dayWindow(60);
  await insertBooking(db, {
    userId: holder.id,
    bikeId: staleBike.id,
    partnerId: fleet.partner.id,
    ...windowInstants(window),
    status: 'pending',
    paymentStatus: 'pending',
    holdExpiresAt: new Date(Date.now() - 60_000),
    providerOrderId: `order_stale${Date.now()}`,
  });
  // what a kill between the hold's INSERT and its order id's UPDATE left before issue 21: a live hold
  // nobody can pay, which blocked its bike for 15 minutes; released at start now
  const orphanWindow = dayWindow(61);
  const orphan = await insertBooking(db, {
    userId: orphanHolder.id,
    bikeId: orphanBike.id,
    partnerId: fleet.partner.id,
    ...windowInstants(orphanWindow),
    status: 'pending',
    paymentStatus: 'pending',
    holdExpiresAt: new Date(Date.now() + 14 * 60_000),
  });
  return {
    fleet,
    customers,
    late: late.slice(1, 4),
    stale: { bikeId: staleBike.id, window },
    orphan: { bikeId: orphanBike.id, bookingId: orphan.id, window: orphanWindow },
  };
}

/**
 * WORKERS loops of hold → pay → verify over the customers (two customers per bike and day, so one of
 * each pair loses with 409); SIGKILL once KILL_AT_BOOKED bookings are acknowledged. Answers cut off
 * by the kill are status 0.
 */
async function loadThenKill(f: Fixtures, server: { baseUrl: string; stop(signal: 'SIGKILL'): Promise<void> }) {
  const attempts: Tried[] = [];
  let next = 0;
  let killed = false;
  let booked = 0;
  let active = 0;
  const started = Date.now();
  const worker = async () => {
    while (!killed && next < f.customers.length) {
      const i = next++;
      const customer = f.customers[i];
      // customers 2k and 2k+1 want the same bike on the same day, at about the same moment
      const bike = f.fleet.bikes[Math.floor(i / 2) % LOAD_BIKES];
      if (!customer || !bike) return;
      const window = dayWindow(30 + (Math.floor(i / (2 * LOAD_BIKES)) % 5));
      active += 1;
      const attempt = await holdAndPay(server.baseUrl, customer.token, bookBody(f.fleet, bike, window));
      active -= 1;
      attempts.push({ ...attempt, customer, bikeId: bike.id, window });
      if (attempt.stage === 'verify' && attempt.status === 200) booked += 1;
    }
  };
  const workers = Array.from({ length: WORKERS }, worker);
  while (booked < KILL_AT_BOOKED && Date.now() - started < KILL_AFTER_MS && next < f.customers.length) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  // no new attempt starts once the kill is decided; those under way are cut off by it
  killed = true;
  const inFlight = active;
  await server.stop('SIGKILL');
  await Promise.all(workers);
  console.log(
    `crash: SIGKILL after ${Date.now() - started} ms, ${booked} bookings acknowledged, ${inFlight} attempts in flight; ` +
      `answers (stage:status) ${JSON.stringify(tally(attempts.map((a) => `${a.stage}:${a.status}`)))}`,
  );
  expect(attempts.filter((a) => a.status >= 500)).toEqual([]);
  return attempts;
}

/** After the restart, over HTTP: lost verifications sent again, and the stale hold's bike booked. */
async function afterRestart(f: Fixtures, baseUrl: string, attempts: Tried[]) {
  const lost = attempts.filter((a) => a.stage === 'verify' && a.status === 0 && a.payment);
  const replays = await Promise.all(
    lost.map(async (attempt) => ({
      attempt,
      answer: await post(baseUrl, attempt.customer.token, '/api/verifyPayment', attempt.payment ?? {}),
    })),
  );
  console.log(
    `crash: ${lost.length} verifications cut off by the kill, sent again → ${JSON.stringify(tally(replays.map((r) => r.answer.status)))}`,
  );
  for (const { attempt, answer } of replays) {
    expect([200, 409], JSON.stringify(answer)).toContain(answer.status);
    if (answer.status === 200) expect(answer.body.data).toEqual({ bookingId: attempt.bookingId });
  }

  // the hold that ran out before the crash blocks neither search nor booking
  expect(await searchBikeIds(baseUrl, f.fleet.partner.city ?? '', f.stale.window)).toContain(f.stale.bikeId);
  const newcomer = f.late[0];
  const staleBike = f.fleet.bikes.find((b) => b.id === f.stale.bikeId);
  if (!newcomer || !staleBike) throw new Error('no fixture');
  const rebooked = await holdAndPay(baseUrl, newcomer.token, bookBody(f.fleet, staleBike, f.stale.window));
  expect(rebooked).toMatchObject({ stage: 'verify', status: 200 });

  // the hold without a provider order was released at start: its bike is free at once
  const orphanBike = f.fleet.bikes.find((b) => b.id === f.orphan.bikeId);
  const another = f.late[2];
  if (!orphanBike || !another) throw new Error('no fixture');
  expect(await searchBikeIds(baseUrl, f.fleet.partner.city ?? '', f.orphan.window)).toContain(f.orphan.bikeId);
  const taken = await holdAndPay(baseUrl, another.token, bookBody(f.fleet, orphanBike, f.orphan.window));
  expect(taken).toMatchObject({ stage: 'verify', status: 200 });
  return { replays, rebooked };
}

/**
 * PostgreSQL only (its data can be changed while the server runs): a hold the crash left live blocks
 * its bike until it runs out (forced here by SQL); then search lists the bike and another customer
 * books it.
 */
async function liveHoldRunsOut(db: Db, f: Fixtures, baseUrl: string, attempts: Tried[]) {
  const pending = await rows<{ id: string }>(
    db,
    `select id from bookings where status = 'pending' and hold_expires_at > now() and provider_order_id is not null`,
  );
  const left = attempts.find((a) => pending.some((row) => row.id === a.bookingId));
  const newcomer = f.late[1];
  const bike = f.fleet.bikes.find((b) => b.id === left?.bikeId);
  if (!left || !newcomer || !bike) {
    console.log('crash: no live hold was left by the kill this time');
    return;
  }
  const city = f.fleet.partner.city ?? '';
  const blockedWhileLive = !(await searchBikeIds(baseUrl, city, left.window)).includes(bike.id);
  await db.execute(`update bookings set hold_expires_at = now() - interval '1 minute' where id = '${left.bookingId}'`);
  const listedOnceExpired = (await searchBikeIds(baseUrl, city, left.window)).includes(bike.id);
  const rebooked = await holdAndPay(baseUrl, newcomer.token, bookBody(f.fleet, bike, left.window));
  console.log(
    `crash: a hold left live by the kill: blocks search while live ${blockedWhileLive}; once expired listed ${listedOnceExpired}, ` +
      `booked by another customer → ${rebooked.stage}:${rebooked.status}`,
  );
  expect({ blockedWhileLive, listedOnceExpired }).toEqual({ blockedWhileLive: true, listedOnceExpired: true });
  expect(rebooked).toMatchObject({ stage: 'verify', status: 200 });
}

/** The SQL invariants, and every acknowledged booking and hold still there. */
async function checkDatabase(db: Db, attempts: Attempt[], label: string) {
  const count = (query: string) => scalar(db, query);
  const bookedWithoutOneCapture = await count(
    `select count(*) from bookings b where b.status = 'booked' and (b.payment_status <> 'paid' or
       (select count(*) from payments p where p.booking_id = b.id and p.status = 'captured') <> 1)`,
  );
  const captureWithoutBooking = await count(
    `select count(*) from payments p join bookings b on b.id = p.booking_id where p.status = 'captured' and b.status <> 'booked'`,
  );
  const overlapping = await count(
    `select count(*) from bookings a join bookings b on a.bike_id = b.bike_id and a.id < b.id
       and tstzrange(a.pickup_at, a.drop_at, '[)') && tstzrange(b.pickup_at, b.drop_at, '[)')
     where a.status in ('pending', 'booked') and b.status in ('pending', 'booked')`,
  );
  const holdsWithoutOrder = await count(
    `select count(*) from bookings where status = 'pending' and provider_order_id is null`,
  );
  const totals = await rows<{ status: string; n: string }>(
    db,
    `select status, count(*)::text as n from bookings group by status order by status`,
  );

  const acknowledgedBookings = attempts.filter((a) => a.stage === 'verify' && a.status === 200).map((a) => a.bookingId);
  const acknowledgedHolds = attempts.filter((a) => a.bookingId !== undefined).map((a) => a.bookingId);
  const list = (ids: (string | undefined)[]) =>
    ids.map((id) => `'${id}'`).join(',') || `'00000000-0000-0000-0000-000000000000'`;
  const bookedFound = await count(
    `select count(*) from bookings where status = 'booked' and id in (${list(acknowledgedBookings)})`,
  );
  const holdsFound = await count(`select count(*) from bookings where id in (${list(acknowledgedHolds)})`);

  console.log(
    `crash: ${label} after restart → bookings by status ${JSON.stringify(Object.fromEntries(totals.map((t) => [t.status, Number(t.n)])))}; ` +
      `acknowledged bookings ${bookedFound}/${acknowledgedBookings.length} booked, acknowledged holds ${holdsFound}/${acknowledgedHolds.length} present; ` +
      `booked without one capture ${bookedWithoutOneCapture}, capture without booking ${captureWithoutBooking}, overlaps ${overlapping}, ` +
      `holds without an order ${holdsWithoutOrder}`,
  );
  expect({ bookedWithoutOneCapture, captureWithoutBooking, overlapping }).toEqual({
    bookedWithoutOneCapture: 0,
    captureWithoutBooking: 0,
    overlapping: 0,
  });
  expect(bookedFound).toBe(acknowledgedBookings.length);
  expect(holdsFound).toBe(acknowledgedHolds.length);
  // a hold and its provider order id are one INSERT; an older crash's orderless hold is released at start
  expect(holdsWithoutOrder).toBe(0);
}

describe('SIGKILL in the middle of a booking load, then a restart on the same data', () => {
  it('PGlite (DATA_DIR)', { timeout: 180_000 }, async () => {
    const dir = await tempDir(cleanups);
    const before = await openPglite(dir);
    const f = await seed(before.db);
    await before.close();

    const first = await startServer({ dir, name: 'pglite-1', dataDir: dir });
    cleanups.add(() => first.stop('SIGKILL'));
    const attempts = await loadThenKill(f, first);

    const restartStarted = Date.now();
    const second = await startServer({ dir, name: 'pglite-2', dataDir: dir, port: first.port });
    cleanups.add(() => second.stop('SIGKILL'));
    console.log(`crash: pglite restarted on the killed data folder in ${Date.now() - restartStarted} ms`);
    await afterRestart(f, second.baseUrl, attempts);
    await second.stop('SIGTERM');

    const after = await openPglite(dir);
    cleanups.add(() => after.close());
    await checkDatabase(after.db, attempts, 'pglite');
  });

  it.runIf(Boolean(postgresUrl))('PostgreSQL', { timeout: 180_000 }, async (context) => {
    if (!postgresUp) context.skip();
    const dir = await tempDir(cleanups);
    const { url, database } = await createPostgresDatabase(postgresUrl ?? '', cleanups);
    const f = await seed(database.db);

    const first = await startServer({ dir, name: 'pg-1', databaseUrl: url });
    cleanups.add(() => first.stop('SIGKILL'));
    const attempts = await loadThenKill(f, first);

    const restartStarted = Date.now();
    const second = await startServer({ dir, name: 'pg-2', databaseUrl: url, port: first.port });
    cleanups.add(() => second.stop('SIGKILL'));
    console.log(`crash: postgres server restarted in ${Date.now() - restartStarted} ms`);
    await afterRestart(f, second.baseUrl, attempts);
    await liveHoldRunsOut(database.db, f, second.baseUrl, attempts);
    await checkDatabase(database.db, attempts, 'postgres');
  });
});
