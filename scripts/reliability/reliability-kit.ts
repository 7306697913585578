import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type PgBoss from 'pg-boss';
import { SANDBOX_SUCCESS_CARD, type ProviderPaymentResponse } from '#shared/api/booking.ts';
import { windowInstants, type RideWindow } from '#shared/api/search.ts';
import { quote } from '#shared/domain/pricing.ts';
import { TIME_SLOTS } from '#shared/domain/slots.ts';
import { istDate } from '#shared/domain/time.ts';
import { openDatabase, type Database, type Db } from '#server/db/client.ts';
import { partnerLocations, payments, users } from '#server/db/schema/index.ts';
import { postPaymentApplied } from '#server/features/journal/post-booking-events.ts';
import { JOB_QUEUES, type QueueName } from '#server/features/jobs/job-registry.ts';
import { ensureQueue, startJobQueue } from '#server/features/jobs/start-job-queue.ts';
import { hashPassword } from '#server/lib/password.ts';
import { issueToken, signingKey } from '#server/features/accounts/tokens.ts';
import { createBike, createPartner, insertBooking, TEST_PASSWORD } from '#server/test/factories.ts';
import { freePort } from '../../e2e/support/free-port.ts';
import { startAppProcess, type AppProcess } from './app-process.ts';

/*
 * Shared helpers of the reliability tests: fresh databases, server processes on them, customers with
 * tokens, and the hold → pay → verify cycle over real HTTP. This is test tooling (like
 * multi-instance.test.ts): it reads TEST_DATABASE_URL from the environment itself.
 */

export const postgresUrl = process.env.TEST_DATABASE_URL;

/** Answers whether PostgreSQL at `url` accepts a connection (the PostgreSQL cases run only then). */
export async function postgresAnswers(url: string | undefined): Promise<boolean> {
  if (!url) return false;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Cleanups run in reverse order, each one even if an earlier one failed. */
export class Cleanups {
  private readonly list: (() => Promise<unknown>)[] = [];
  add(cleanup: () => Promise<unknown>): void {
    this.list.push(cleanup);
  }
  async run(): Promise<void> {
    for (const cleanup of this.list.splice(0).reverse()) await cleanup().catch(() => undefined);
  }
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** A fresh, migrated PostgreSQL database, dropped by `cleanups`. */
export async function createPostgresDatabase(
  adminUrl: string,
  cleanups: Cleanups,
): Promise<{ url: string; database: Database }> {
  const name = `revon_rel_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  cleanups.add(async () => {
    await database.close();
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  });
  return { url, database };
}

/** A temporary folder, removed by `cleanups`. */
export async function tempDir(cleanups: Cleanups): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'revon-reliability-'));
  cleanups.add(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** The PGlite data folder a server process with DATA_DIR=`dataDir` uses (server/main.ts). */
export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

/** Opens (and migrates) the PGlite database of a DATA_DIR; only while no server process has it open. */
export function openPglite(dataDir: string): Promise<Database> {
  return openDatabase({ kind: 'pglite', dataDir: pgliteDir(dataDir) });
}

/*
 * Every instance of one deployment must share these: a token issued by one instance, and a payment
 * signed by the sandbox of one, are checked by another. (Left unset, each DATA_DIR would generate its
 * own, and a payment started on A would fail verification on B.)
 */
export const JWT_SECRET = `reliability-${randomBytes(24).toString('hex')}`;
const RAZORPAY_KEY_SECRET = randomBytes(24).toString('hex');

/** A server process on `dataDir` (PGlite) or `databaseUrl` (PostgreSQL), on a port of its own. */
export async function startServer(options: {
  dir: string;
  name: string;
  databaseUrl?: string;
  dataDir?: string;
  port?: number;
  env?: Record<string, string>;
  /** how long it may take to answer /api/health (default 60 s) */
  timeoutMs?: number;
  /** the build, as `npm start` runs it (a benchmark); else the sources through tsx */
  built?: boolean;
}): Promise<AppProcess & { port: number; logFile: string }> {
  const port = options.port ?? (await freePort());
  const logFile = path.join(options.dir, `${options.name}.log`);
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: options.dataDir ?? path.join(options.dir, `data-${options.name}`),
    JWT_SECRET,
    RAZORPAY_KEY_SECRET,
    SEED_DEMO: '0',
    WEB_DIST: path.join(options.dir, 'no-web-build'),
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  };
  const app = await startAppProcess({
    port,
    env,
    logFile,
    built: options.built ?? false,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
  return { ...app, port, logFile };
}

/** A verified partner with two points and `count` listed bikes at ₹`rentPerHour`. */
export async function seedFleet(db: Db, count = 1, rentPerHour = 100) {
  const partner = await createPartner(db, { city: `Reliability ${randomBytes(3).toString('hex')}` });
  const bikes = [];
  for (let i = 0; i < count; i += 1) bikes.push(await createBike(db, partner.id, { rentPerHour }));
  const [pickUp] = await db.insert(partnerLocations).values({ partnerId: partner.id, name: 'Gate A' }).returning();
  const [drop] = await db.insert(partnerLocations).values({ partnerId: partner.id, name: 'Gate B' }).returning();
  if (!pickUp || !drop) throw new Error('points not created');
  return { partner, bikes, pickUp, drop };
}
export type Fleet = Awaited<ReturnType<typeof seedFleet>>;

export interface Customer {
  id: string;
  token: string;
}

/** `count` customers inserted at once, each with a token signed with JWT_SECRET (as if logged in). */
export async function seedCustomers(db: Db, count: number): Promise<Customer[]> {
  const passwordHash = await hashPassword(TEST_PASSWORD);
  const tag = randomBytes(4).toString('hex');
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        fname: 'Load',
        lname: `Rider ${i}`,
        email: `load-${tag}-${i}@example.test`,
        mobile: `9${String(100000000 + i)}`,
        passwordHash,
      })),
    )
    .returning({ id: users.id, tokenVersion: users.tokenVersion });
  const key = signingKey(JWT_SECRET);
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      token: await issueToken(key, { sub: row.id, role: 'user', tv: row.tokenVersion }),
    })),
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dayFromToday = (days: number) => istDate(new Date(Date.now() + days * DAY_MS));

/**
 * The i-th of up to 234 different ride windows that all contain the hour from 09:00 AM to 10:00 AM
 * `daysAhead + 1` days from today: any two of them overlap, so one bike can carry only one of them.
 */
export function overlappingWindow(i: number, daysAhead = 20): RideWindow {
  const pickUpSlot = i % TIME_SLOTS.length;
  const dropSlot = TIME_SLOTS.indexOf('10:00 AM') + (Math.floor(i / TIME_SLOTS.length) % 9);
  const earlier = Math.floor(i / (TIME_SLOTS.length * 9)) % 2;
  return {
    pickUpDate: dayFromToday(daysAhead - earlier),
    pickUpTime: TIME_SLOTS[pickUpSlot] ?? '06:00 AM',
    dropDate: dayFromToday(daysAhead + 1),
    dropTime: TIME_SLOTS[dropSlot] ?? '06:00 PM',
  };
}

/** A one-day window `daysAhead` days from today (distinct `daysAhead` never overlap). */
export function dayWindow(daysAhead: number): RideWindow {
  return {
    pickUpDate: dayFromToday(daysAhead),
    pickUpTime: '09:00 AM',
    dropDate: dayFromToday(daysAhead),
    dropTime: '05:00 PM',
  };
}

/** A bookbike body for `bike` and `window`, with the grand total the page would show (14 % + 14 %). */
export function bookBody(fleet: Fleet, bike: { id: string; rentPerHour: number }, window: RideWindow) {
  const price = quote({ rentPerHour: bike.rentPerHour, ...windowInstants(window), coupon: null });
  return {
    bike: bike.id,
    ...window,
    pickUpPoint: fleet.pickUp.id,
    dropPoint: fleet.drop.id,
    helmet: 1,
    amount: price.grandTotal,
  };
}

export interface Answer {
  status: number;
  body: { success?: boolean; message?: string; data?: unknown };
}

/** POST `path` with a customer's token; a network failure (a killed server) is status 0. */
export async function post(baseUrl: string, token: string, apiPath: string, payload: object): Promise<Answer> {
  try {
    const res = await fetch(`${baseUrl}${apiPath}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        // rate limits count per client address (trustProxy): every caller is an address of its own
        'x-forwarded-for': `10.${randomBytes(3).join('.')}`,
      },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(60_000),
    });
    const text = await res.text();
    let body: Answer['body'] = {};
    try {
      body = JSON.parse(text) as Answer['body'];
    } catch {
      body = { message: text.slice(0, 200) };
    }
    return { status: res.status, body };
  } catch {
    return { status: 0, body: {} };
  }
}

/** What one hold → pay → verify attempt came to: the stage it stopped at and that answer. */
export interface Attempt {
  stage: 'hold' | 'pay' | 'verify';
  status: number;
  message?: string;
  orderId?: string;
  bookingId?: string;
  payment?: ProviderPaymentResponse;
}

/**
 * bookbike → sandboxPay (success card) → verifyPayment, stopping at the first answer that is not 200.
 * With `verify: false` it stops after sandboxPay (stage 'pay', status 200, the signed `payment`).
 */
export async function holdAndPay(
  baseUrl: string,
  token: string,
  body: object,
  options: { verify?: boolean } = {},
): Promise<Attempt> {
  const held = await post(baseUrl, token, '/api/bookbike', body);
  if (held.status !== 200) return { stage: 'hold', status: held.status, message: held.body.message };
  const { id: orderId, bookingId } = held.body.data as { id: string; bookingId: string };
  const paid = await post(baseUrl, token, '/api/sandboxPay', {
    orderId,
    cardNumber: SANDBOX_SUCCESS_CARD,
    expiry: '12/39',
    cvv: '123',
    name: 'Load Rider',
  });
  if (paid.status !== 200) return { stage: 'pay', status: paid.status, message: paid.body.message, orderId, bookingId };
  const payment = paid.body.data as ProviderPaymentResponse;
  if (options.verify === false) return { stage: 'pay', status: 200, orderId, bookingId, payment };
  const verified = await post(baseUrl, token, '/api/verifyPayment', payment);
  return { stage: 'verify', status: verified.status, message: verified.body.message, orderId, bookingId, payment };
}

/** Counts of values, for printing and asserting (`{ '200': 1, '409': 199 }`). */
export function tally(values: (string | number)[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[String(value)] = (counts[String(value)] ?? 0) + 1;
  return counts;
}

/** Row counts by SQL on any database handle. */
export async function scalar(db: Db, query: string): Promise<number> {
  const [first] = await rows<Record<string, unknown>>(db, query);
  return Number(Object.values(first ?? {})[0] ?? 0);
}

/** GET /api/getBikes for a city and window, every page: the ids of the bikes offered. */
export async function searchBikeIds(baseUrl: string, city: string, window: RideWindow): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const query = new URLSearchParams({ city, ...window, page: String(page) });
    const res = await fetch(`${baseUrl}/api/getBikes?${query.toString()}`, { signal: AbortSignal.timeout(30_000) });
    if (!res.ok) throw new Error(`getBikes ${res.status}: ${await res.text()}`);
    const body = (await res.json()) as { data: { bikes: { _id: string }[]; totalPages: number } };
    ids.push(...body.data.bikes.map((bike) => bike._id));
    if (page >= body.data.totalPages) return ids;
  }
}

/** Rows of a query on any database handle. */
export async function rows<T>(db: Db, query: string): Promise<T[]> {
  // node-postgres and PGlite both answer `{ rows }`
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

const HOUR_MS = 60 * 60 * 1000;

/** A 24-hour ride of `ride` from `pickupAt`, with `more` of the booking's columns. */
export function insertDayRide(
  db: Db,
  ride: { userId: string; bikeId: string; partnerId: string },
  pickupAt: Date,
  more: Partial<Parameters<typeof insertBooking>[1]> = {},
) {
  return insertBooking(db, { ...ride, pickupAt, dropAt: new Date(pickupAt.getTime() + 24 * HOUR_MS), ...more });
}

/**
 * A paid 24-hour ride (₹3,072 with a ₹1,500 deposit, captured by the sandbox and posted to the journal)
 * that was picked up 30 hours ago: ready to be completed by its partner.
 */
export async function paidPastRide(db: Db, ride: { userId: string; bikeId: string; partnerId: string }) {
  const pickupAt = new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS - 30 * HOUR_MS);
  const booking = await insertBooking(db, {
    ...ride,
    pickupAt,
    dropAt: new Date(pickupAt.getTime() + 24 * HOUR_MS),
    hours: 24,
    rent: 2400,
    cgst: 336,
    sgst: 336,
    totalAmount: 2400,
    grandTotal: 3072,
    deposit: 1500,
    paymentStatus: 'paid',
  });
  const paymentId = `pay_${randomBytes(6).toString('hex')}`;
  await db.transaction(async (tx) => {
    await tx.insert(payments).values({
      bookingId: booking.id,
      provider: 'sandbox',
      providerOrderId: `order_${randomBytes(6).toString('hex')}`,
      providerPaymentId: paymentId,
      signature: 'test',
      amount: 3072 + 1500,
      status: 'captured',
    });
    await postPaymentApplied(tx, paymentId);
  });
  return booking;
}

/**
 * Queues one job of a registry queue from the test (creating the queue as a server would): the work a
 * cron would send at the next minute, there at once, so a kill test need not wait for the minute.
 * On PGlite only while no server process has the database open. `options.startAfter`: not before
 * then (a test that must see the job start after the server is up).
 */
export async function queueJob(database: Database, name: QueueName, options: PgBoss.SendOptions = {}): Promise<void> {
  const boss = await startJobQueue(database);
  try {
    await ensureQueue(boss, name, JOB_QUEUES[name].options);
    await boss.send(name, {}, options);
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}

/** The states of a queue's jobs (pg-boss's table), e.g. `{ completed: 2 }`. */
export async function jobStates(db: Db, name: QueueName): Promise<Record<string, number>> {
  const found = await rows<{ state: string; n: number }>(
    db,
    `select state::text as state, count(*)::int as n from pgboss.job where name = '${name}' group by state`,
  );
  return Object.fromEntries(found.map((row) => [row.state, Number(row.n)]));
}
