import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ReadReplica, ReplicaHealth } from '#server/db/read-replica.ts';
import { customerApi, listedBike, signedInUser, uniqueCity } from '#server/test/kits/booking-test-kit.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase } from '#server/test/test-database.ts';
import { getBikesResponse } from '#shared/api/search.ts';
import { WROTE_COOKIE } from './read-replica.ts';

/**
 * The routing of the public reads, with a stand-in replica (the real one, a streaming PostgreSQL
 * replica, is proven in server/db/read-replica.test.ts): which reads use it, when they do not, and
 * that a replica failing under a read never makes a 500.
 */
describe('reads that can leave the primary (routing)', () => {
  let t: TestApp;
  let replicaUses = 0;
  let failures = 0;
  let broken = false;
  let health: ReplicaHealth;
  const healthy: ReplicaHealth = { usable: true, lagMs: 0, reason: 'ok', checkedAt: 0 };

  beforeAll(async () => {
    const database = await createTestDatabase();
    // the same data, counted: every query builder taken from it is a read on "the replica"
    const standIn = new Proxy(database.db, {
      get(target, property, receiver) {
        if (broken) throw new Error('connect ECONNREFUSED (the replica is down)');
        if (property === 'select' || property === 'execute' || property === 'query') replicaUses++;
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const replica: ReadReplica = {
      db: standIn,
      maxLagMs: 5_000,
      health: async () => health,
      failed: () => {
        failures++;
        health = { usable: false, lagMs: Number.POSITIVE_INFINITY, reason: 'down', checkedAt: Date.now() };
      },
      close: async () => {},
    };
    t = await createTestApp({ database: { ...database, replica } });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    health = healthy;
    broken = false;
    replicaUses = 0;
    failures = 0;
  });

  const get = (url: string, cookie?: string) =>
    customerApi(t)({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('sends search, bike details, fleet, tariff, offers and cities to a healthy replica', async () => {
    const { bike } = await listedBike(t, { city: uniqueCity() });
    for (const url of [
      `/api/getBikes?city=${encodeURIComponent(uniqueCity())}`,
      `/api/getBikeDetails?id=${bike.id}`,
      '/api/ourFleet',
      '/api/getTariff',
      '/api/getCoupons',
      '/api/retriveCities',
    ]) {
      const before = replicaUses;
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(replicaUses, url).toBeGreaterThan(before);
    }
  });

  it('reads the primary while the replica is lagging or down (and /api/health says so)', async () => {
    expect((await get('/api/health')).json()).toMatchObject({ readReplica: 'ok' });
    health = { usable: false, lagMs: 9_000, reason: 'lagging', checkedAt: Date.now() };
    expect((await get('/api/getTariff')).statusCode).toBe(200);
    expect((await get('/api/health')).json()).toMatchObject({ success: true, readReplica: 'lagging' });
    health = { usable: false, lagMs: Number.POSITIVE_INFINITY, reason: 'down', checkedAt: Date.now() };
    expect((await get(`/api/getBikes?city=${encodeURIComponent(uniqueCity())}`)).statusCode).toBe(200);
    expect(replicaUses).toBe(0);
  });

  it('answers 200 from the primary when the replica fails under the read, and bypasses it after', async () => {
    const city = uniqueCity();
    const { bike } = await listedBike(t, { city });
    broken = true;
    const res = await get(`/api/getBikes?city=${encodeURIComponent(city)}`);
    expect(res.statusCode).toBe(200);
    expect(getBikesResponse.parse(res.json()).data.bikes.map((found) => found._id)).toEqual([bike.id]);
    expect((await get('/api/retriveCities')).statusCode).toBe(200);
    expect(failures).toBe(1);
  });

  it('keeps the read\u2019s own answer (an unknown bike is a 404, not a failing replica)', async () => {
    const res = await get('/api/getBikeDetails?id=00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(failures).toBe(0);
  });

  it('marks a successful write\u2019s answer so that client reads the primary for a while', async () => {
    const { headers } = await signedInUser(t);
    const wrote = await customerApi(t)({ method: 'POST', url: '/api/userProfile', headers });
    expect(wrote.statusCode).toBe(200);
    const line = [wrote.headers['set-cookie'] ?? []].flat().find((value) => value.startsWith(`${WROTE_COOKIE}=`));
    expect(line).toMatch(/^revon_wrote=\d+; Max-Age=7; Path=\/; HttpOnly; SameSite=Lax$/);
    const cookie = String(line).split(';')[0];
    expect((await get('/api/getTariff', `theme=dark; ${cookie}`)).statusCode).toBe(200);
    expect(replicaUses).toBe(0);
    // an old mark no longer counts; a refused write sets none
    expect((await get('/api/getTariff', `${WROTE_COOKIE}=${Date.now() - 60_000}`)).statusCode).toBe(200);
    expect(replicaUses).toBeGreaterThan(0);
    const refused = await customerApi(t)({ method: 'POST', url: '/api/userProfile' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['set-cookie']).toBeUndefined();
  });
});
