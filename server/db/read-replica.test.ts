import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ReadCache } from '#server/lib/read-cache/read-cache.ts';
import {
  bookBody,
  futureWindow,
  listedBike,
  paymentCalls,
  signedInUser,
  uniqueCity,
  type Headers,
} from '#server/test/kits/booking-test-kit.ts';
import { clusterUnavailable, startReplicaCluster, type ReplicaCluster } from '#server/test/replica-cluster.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { getBikesResponse } from '#shared/api/search.ts';
import { loadEnv } from '../env.ts';
import { ChangeFeed } from './change-feed.ts';
import { openDatabase } from './client.ts';
import { lagOf, REPLICA_CHECK_EVERY_MS, type ReadReplica } from './read-replica.ts';

describe('lagOf: how far behind the primary a replica is', () => {
  const row = { in_recovery: true, caught_up: false, receiving: true, lag_ms: 1_500 };
  it('is 0 for a primary (nothing to replay) and for a streaming replica that replayed all it received', () => {
    expect(lagOf({ ...row, in_recovery: false, lag_ms: null })).toBe(0);
    // a quiet primary: the last replayed commit is old, and yet nothing is missing
    expect(lagOf({ ...row, caught_up: true, lag_ms: 3_600_000 })).toBe(0);
  });
  it('is the age of the last replayed commit while WAL waits, or while nothing streams', () => {
    expect(lagOf(row)).toBe(1_500);
    expect(lagOf({ ...row, lag_ms: '7000.25' })).toBe(7_000.25);
    // caught up with what it received, but no receiver runs: the primary may be far ahead
    expect(lagOf({ ...row, caught_up: true, receiving: false, lag_ms: 9_000 })).toBe(9_000);
  });
  it('is unknown (never trusted) when nothing was replayed since the replica started', () => {
    expect(lagOf({ ...row, lag_ms: null })).toBe(Number.POSITIVE_INFINITY);
    expect(lagOf({ ...row, caught_up: null, receiving: false, lag_ms: null })).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('ReadCache with a replica\u2019s answers', () => {
  it('answers but does not keep a replica\u2019s miss within settleMs of a change of its tables', async () => {
    let now = 1_000_000;
    const feed = new ChangeFeed();
    feed.setLive(true);
    const cache = new ReadCache(feed, { ttlMs: 60_000, maxEntries: 10, maxEntryBytes: 1_000, now: () => now });
    let runs = 0;
    const compute = async () => Buffer.from(String(++runs));
    feed.emit('bookings');
    now += 1_000;
    expect(String(await cache.json('k', ['bookings'], compute, 4_000))).toBe('1');
    expect(String(await cache.json('k', ['bookings'], compute, 4_000))).toBe('2'); // not kept
    now += 3_000;
    expect(String(await cache.json('k', ['bookings'], compute, 4_000))).toBe('3'); // settled: kept
    expect(String(await cache.json('k', ['bookings'], compute, 4_000))).toBe('3');
    // a table the read does not depend on changes nothing
    feed.emit('users');
    expect(String(await cache.json('k', ['bookings'], compute, 4_000))).toBe('3');
    cache.close();
  });
});

describe('DATABASE_READ_URL and READ_REPLICA_MAX_LAG_SECONDS', () => {
  const base = { DATA_DIR: path.join(tmpdir(), `revon-env-replica-${process.pid}`), JWT_SECRET: 'x'.repeat(40) };
  afterAll(() => rm(base.DATA_DIR, { recursive: true, force: true }));
  it('are optional, 5 s by default, and a bad value stops the boot naming it', () => {
    const env = loadEnv(base);
    expect(env.DATABASE_READ_URL).toBeUndefined();
    expect(env.READ_REPLICA_MAX_LAG_SECONDS).toBe(5);
    expect(loadEnv({ ...base, DATABASE_READ_URL: 'postgres://r/db', READ_REPLICA_MAX_LAG_SECONDS: '2' })).toMatchObject({
      DATABASE_READ_URL: 'postgres://r/db',
      READ_REPLICA_MAX_LAG_SECONDS: 2,
    });
    expect(() => loadEnv({ ...base, DATABASE_READ_URL: 'mysql://r/db' })).toThrow(/DATABASE_READ_URL/);
    expect(() => loadEnv({ ...base, READ_REPLICA_MAX_LAG_SECONDS: '-1' })).toThrow(/READ_REPLICA_MAX_LAG_SECONDS/);
  });
});

const MAX_LAG_SECONDS = 2;
const unavailable = inject('db').kind !== 'postgres'
  ? 'TEST_DATABASE_URL is not set (the read replica needs PostgreSQL)'
  : clusterUnavailable();
if (unavailable) console.log(`read replica test skipped: ${unavailable}`);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

describe.skipIf(Boolean(unavailable))('a streaming replica answers the public reads (PostgreSQL)', () => {
  let cluster: ReplicaCluster;
  let t: TestApp;
  let replica: ReadReplica;
  let replicaClient: pg.Client;
  const timings: Record<string, number> = {};

  beforeAll(async () => {
    const started = Date.now();
    try {
      cluster = await startReplicaCluster();
      timings.clusterMs = Date.now() - started;
      const database = await openDatabase({
        kind: 'postgres',
        url: cluster.primaryUrl,
        poolSize: 8,
        replica: { url: cluster.replicaUrl, maxLagSeconds: MAX_LAG_SECONDS },
      });
      if (!database.replica) throw new Error('no replica opened');
      replica = database.replica;
      t = await createTestApp({ database });
      replicaClient = new pg.Client({ connectionString: cluster.replicaUrl });
      await replicaClient.connect();
      timings.readyMs = Date.now() - started;
    } catch (error) {
      await cluster?.destroy();
      throw error;
    }
  }, 60_000);

  afterAll(async () => {
    await replicaClient?.end().catch(() => undefined);
    await t?.close().catch(() => undefined);
    await cluster?.destroy();
    console.log(`read replica test timings (ms): ${JSON.stringify(timings)}`);
  }, 30_000);

  /** a search of `city`; `page` past the end answers the last page (a new page: a new question, a cache miss) */
  const search = (city: string, cookie?: string, page = 1) => {
    const window = futureWindow(12);
    return paymentCalls(t).call({
      method: 'GET',
      url: `/api/getBikes?${new URLSearchParams({ city, ...window, page: String(page) }).toString()}`,
      headers: cookie ? { cookie } : {},
    });
  };
  const idsOf = (res: LightMyRequestResponse) => {
    expect(res.statusCode).toBe(200);
    return getBikesResponse.parse(res.json()).data.bikes.map((bike) => bike._id);
  };
  /** bookbike → pay → verifyPayment; answers the cookie of the last write's answer */
  const bookAndPay = async (headers: Headers, fixture: Awaited<ReturnType<typeof listedBike>>) => {
    const { bookbike, payOrder, verify } = paymentCalls(t);
    const booked = await bookbike(headers, bookBody(fixture, futureWindow(12)));
    expect(booked.statusCode).toBe(200);
    const verified = await verify(headers, await payOrder(headers, booked.json<{ data: { id: string } }>().data.id));
    expect(verified.statusCode).toBe(200);
    const setCookie = [verified.headers['set-cookie'] ?? []].flat().find((line) => line.startsWith('revon_wrote='));
    expect(setCookie).toBeDefined();
    return String(setCookie).split(';')[0] ?? '';
  };
  /** the replica has replayed everything the primary committed so far */
  const caughtUp = async () => {
    const result: unknown = await t.db.execute(sql`select pg_current_wal_lsn()::text as lsn`);
    const [primary] = (result as { rows: { lsn: string }[] }).rows;
    await until('the replica to catch up', async () => {
      const { rows: [row] } = await replicaClient.query<{ done: boolean }>(
        'select pg_last_wal_replay_lsn() >= $1::pg_lsn as done',
        [primary?.lsn],
      );
      return row?.done ? true : undefined;
    });
  };
  const replicaTransactions = async () => {
    const { rows: [row] } = await replicaClient.query<{ n: string }>(
      'select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()',
    );
    return Number(row?.n ?? 0);
  };

  it('serves search while bookings are made on the primary; a booked bike leaves its results within the lag', async () => {
    const city = uniqueCity('Replica');
    const fixtures = [];
    for (let i = 0; i < 3; i++) fixtures.push(await listedBike(t, { city }));
    const [first] = fixtures;
    if (!first) throw new Error('no bike');
    const all = fixtures.map((fixture) => fixture.bike.id).sort();
    await until('the replica to list the bikes', async () => {
      const health = await replica.health();
      const ids = idsOf(await search(city)).sort();
      return health.usable && JSON.stringify(ids) === JSON.stringify(all) ? true : undefined;
    });
    const before = await replicaTransactions();

    // four clients search without pause, each question new (no answer kept helps), while a customer
    // books the first bike
    const answers: { startedAt: number; at: number; ids: string[] }[] = [];
    let loading = true;
    let asked = 1;
    const load = async () => {
      while (loading) {
        const startedAt = Date.now();
        const res = await search(city, undefined, ++asked);
        answers.push({ startedAt, at: Date.now(), ids: idsOf(res) });
      }
    };
    const loaders = [load(), load(), load(), load()];
    await sleep(300);
    const { headers } = await signedInUser(t);
    const loadStarted = Date.now();
    const cookie = await bookAndPay(headers, first);
    const bookedAt = Date.now();
    // the booking client reads its own write at once, whatever the replica has replayed
    expect(idsOf(await search(city, cookie))).not.toContain(first.bike.id);
    const boundMs = MAX_LAG_SECONDS * 1000 + REPLICA_CHECK_EVERY_MS;
    await sleep(boundMs + 500);
    loading = false;
    await Promise.all(loaders);

    const after = answers.filter((answer) => answer.startedAt > bookedAt);
    const firstWithout = after.find((answer) => !answer.ids.includes(first.bike.id));
    expect(firstWithout).toBeDefined();
    timings.bookedBikeLeftAfterMs = (firstWithout?.at ?? 0) - bookedAt;
    expect(timings.bookedBikeLeftAfterMs).toBeLessThanOrEqual(boundMs);
    // and never comes back: every answer past the bound lacks it
    const late = after.filter((answer) => answer.startedAt > bookedAt + boundMs);
    expect(late.every((answer) => !answer.ids.includes(first.bike.id))).toBe(true);
    timings.searchesUnderLoad = answers.length;
    timings.loadMs = Date.now() - loadStarted;
    // the replica did the reading
    // the replica did the reading (its statistics reach pg_stat_database within a second or so)
    await sleep(1_200);
    timings.replicaTransactions = (await replicaTransactions()) - before;
    // (≈ 2 a search on a quiet machine; a loaded one may bypass a replica that falls behind for a while)
    expect(timings.replicaTransactions).toBeGreaterThan(answers.length / 4);
  }, 30_000);

  it('bypasses a replica lagging more than READ_REPLICA_MAX_LAG_SECONDS; the writer reads its write meanwhile', async () => {
    const city = uniqueCity('Lagging');
    const fixture = await listedBike(t, { city });
    const other = await listedBike(t, { city });
    await caughtUp();
    expect(idsOf(await search(city))).toContain(fixture.bike.id);
    await replicaClient.query('select pg_wal_replay_pause()');
    try {
      const pausedAt = Date.now();
      const { headers } = await signedInUser(t);
      const cookie = await bookAndPay(headers, fixture);
      // within the lag the replica answers, one booking behind: the proof that it is the one reading
      const stale = idsOf(await search(city));
      timings.staleReadAfterPauseMs = Date.now() - pausedAt;
      if (timings.staleReadAfterPauseMs < MAX_LAG_SECONDS * 1000 - 300) expect(stale).toContain(fixture.bike.id);
      // the client who booked reads the primary
      expect(idsOf(await search(city, cookie))).not.toContain(fixture.bike.id);
      // past the limit the replica is bypassed: the primary answers, still 200. The same question as
      // the stale read above: had the read cache kept the replica's answer, this would be a stale hit
      const health = await until('the replica to be seen lagging', async () => {
        const current = await replica.health();
        return current.reason === 'lagging' ? current : undefined;
      });
      timings.lagSeenAfterMs = Date.now() - pausedAt;
      expect(health.usable).toBe(false);
      expect(health.lagMs).toBeGreaterThan(MAX_LAG_SECONDS * 1000);
      const ids = idsOf(await search(city));
      expect(ids).not.toContain(fixture.bike.id);
      expect(ids).toContain(other.bike.id);
    } finally {
      await replicaClient.query('select pg_wal_replay_resume()');
    }
    await until('the replica to be trusted again', async () => ((await replica.health()).usable ? true : undefined));
  }, 30_000);

  it('bypasses a replica that is down: the primary answers, 200', async () => {
    const city = uniqueCity('Down');
    const fixture = await listedBike(t, { city });
    await caughtUp();
    await replicaClient.end();
    // a fresh measure says healthy, and is believed for a second: the stop falls inside it
    await sleep(REPLICA_CHECK_EVERY_MS);
    const healthy = await replica.health();
    expect(healthy.usable).toBe(true);
    await cluster.stopReplica();
    const stoppedAt = Date.now();
    // the read fails on the replica and is read again on the primary: 200, the right answer
    expect(idsOf(await search(city))).toContain(fixture.bike.id);
    if (Date.now() - healthy.checkedAt < REPLICA_CHECK_EVERY_MS) {
      timings.failedOverWithinBeliefMs = Date.now() - stoppedAt;
      expect((await replica.health()).reason).toBe('down');
    }
    for (let i = 0; i < 5; i++) expect(idsOf(await search(city))).toContain(fixture.bike.id);
    const health = await until('the replica to be seen down', async () => {
      const current = await replica.health();
      return current.reason === 'down' ? current : undefined;
    });
    expect(health.usable).toBe(false);
    const status = await paymentCalls(t).call({ method: 'GET', url: '/api/health' });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ database: 'postgres', readReplica: 'down' });
    const { headers } = await signedInUser(t);
    await bookAndPay(headers, fixture);
    expect(idsOf(await search(city))).not.toContain(fixture.bike.id);
    timings.downHandledMs = Date.now() - stoppedAt;
  }, 30_000);
});
