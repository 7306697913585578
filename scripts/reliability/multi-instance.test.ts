import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { SENDER_ADMIN, SENDER_USER } from '#shared/messages.ts';
import { openDatabase, type Database } from '#server/db/client.ts';
import { issueToken, signingKey } from '#server/features/accounts/tokens.ts';
import { connectClient, eventually, send, type Connected } from '#server/test/kits/chat-test-kit.ts';
import { getBikesResponse } from '#shared/api/search.ts';
import { partnerLocations } from '#server/db/schema/index.ts';
import { bearer, createAdmin, createBike, createPartner, createUser } from '#server/test/factories.ts';
import { bookBody, futureWindow } from '#server/test/kits/booking-test-kit.ts';
import { freePort } from '../../e2e/support/free-port.ts';
import { startAppProcess, type AppProcess } from './app-process.ts';

/*
 * Reliability: two server PROCESSES on one PostgreSQL database and one Redis. A customer connected to
 * instance A and an admin connected to instance B talk live both ways (the socket.io Redis adapter);
 * then B is killed (SIGKILL) and started again: the admin's client reconnects by itself, what was sent
 * meanwhile is in the history, and live messages flow again.
 *
 * Needs TEST_DATABASE_URL and REDIS_URL (as `.ci/run` exports them when the services answer). This is
 * test tooling, like vitest.config.ts: it reads them from the environment itself.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const JWT_SECRET = `reliability-${randomBytes(24).toString('hex')}`;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** A fresh, migrated PostgreSQL database for this file, dropped at the end. */
async function createDatabase(url: string): Promise<{ url: string; database: Database }> {
  const name = `revon_mi_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dbUrl = withDatabase(url, name);
  const database = await openDatabase({ kind: 'postgres', url: dbUrl, poolSize: 2 });
  cleanups.push(async () => {
    await database.close();
    const cleanup = new pg.Client({ connectionString: url });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  });
  return { url: dbUrl, database };
}

async function untilTrue(check: () => Promise<boolean>, what: string, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('chat across two server processes (PostgreSQL + Redis)', () => {
  it(
    'relays messages between instances, and survives one instance being killed and restarted',
    { timeout: 180_000 },
    async () => {
      if (!postgresUrl || !redisUrl) {
        // Not a skip that hides a failure: this machine has no PostgreSQL or Redis to run against.
        expect({ TEST_DATABASE_URL: Boolean(postgresUrl), REDIS_URL: Boolean(redisUrl) }).not.toEqual({
          TEST_DATABASE_URL: true,
          REDIS_URL: true,
        });
        return;
      }

      const { url: databaseUrl, database } = await createDatabase(postgresUrl);
      const user = await createUser(database.db, { fname: 'Asha', lname: 'Nair' });
      const admin = await createAdmin(database.db);
      const key = signingKey(JWT_SECRET);
      const userToken = await issueToken(key, { sub: user.id, role: 'user', tv: user.tokenVersion });
      const adminToken = await issueToken(key, { sub: admin.id, role: 'admin', tv: admin.tokenVersion });

      const dir = await mkdtemp(path.join(tmpdir(), 'revon-reliability-'));
      cleanups.push(() => rm(dir, { recursive: true, force: true }));
      const envFor = (name: string) => ({
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        DATA_DIR: path.join(dir, name),
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        JWT_SECRET,
        SEED_DEMO: '0',
        WEB_DIST: path.join(dir, 'no-web-build'),
      });
      const start = (name: string, port: number) =>
        startAppProcess({ port, env: envFor(name), logFile: path.join(dir, `${name}.log`) });

      const [portA, portB] = [await freePort(), await freePort()];
      const [a, firstB] = await Promise.all([start('a', portA), start('b', portB)]);
      let b: AppProcess = firstB;
      cleanups.push(() => a.stop('SIGKILL'));
      cleanups.push(() => b.stop('SIGKILL'));

      const customer: Connected = await connectClient(a.baseUrl, { token: userToken, role: 'user' });
      const support: Connected = await connectClient(
        b.baseUrl,
        { token: adminToken, role: 'admin' },
        { reconnection: true },
      );
      cleanups.push(async () => {
        customer.socket.close();
        support.socket.close();
      });

      // A → B: the customer writes through instance A; the admin on instance B hears it.
      expect(await send(customer.socket, { text: 'Hello from instance A' })).toMatchObject({ success: true });
      await eventually(() => support.received.length === 1, 10_000, 'the admin on B hears the customer on A');
      expect(support.received[0]).toMatchObject({ user: user.id, sender: SENDER_USER, text: 'Hello from instance A' });

      // B → A: the admin replies through instance B; the customer on instance A hears it.
      expect(await send(support.socket, { user: user.id, text: 'Reply from instance B' })).toMatchObject({
        success: true,
      });
      await eventually(
        () => customer.received.some((m) => m.text === 'Reply from instance B'),
        10_000,
        'the customer on A hears B',
      );
      expect(customer.received.at(-1)).toMatchObject({ sender: SENDER_ADMIN, user: user.id });

      // Instance B crashes. The customer keeps writing through A: stored, nobody hears it live.
      await b.stop('SIGKILL');
      await eventually(() => !support.socket.connected, 10_000, 'the admin socket notices');
      expect(await send(customer.socket, { text: 'Sent while B was down' })).toMatchObject({ success: true });

      // B comes back on the same port; the admin's client reconnects by itself.
      b = await start('b', portB);
      await eventually(() => support.socket.connected, 20_000, 'the admin socket reconnects');
      const history = await fetch(`${b.baseUrl}/api/admin/fetchIndividualChat?id=${user.id}`, {
        headers: { authorization: `Bearer ${adminToken}` },
      });
      const body = (await history.json()) as { data: { text: string }[] };
      expect(body.data.map((m) => m.text)).toEqual([
        'Hello from instance A',
        'Reply from instance B',
        'Sent while B was down',
      ]);

      // And live again, A → restarted B.
      expect(await send(customer.socket, { text: 'Back to live' })).toMatchObject({ success: true });
      await eventually(() => support.received.some((m) => m.text === 'Back to live'), 10_000, 'live after the restart');
      expect(support.received.map((m) => m.text)).not.toContain('Sent while B was down');
    },
  );

  it(
    'shows no instance a bike as free once another has booked it, nor lets a blocked customer in (the change notification)',
    { timeout: 120_000 },
    async () => {
      if (!postgresUrl) {
        expect(postgresUrl).toBeUndefined();
        return;
      }
      const { url: databaseUrl, database } = await createDatabase(postgresUrl);
      const city = `Kochi ${randomBytes(3).toString('hex')}`;
      const partner = await createPartner(database.db, { city });
      const bike = await createBike(database.db, partner.id);
      const [pickUp] = await database.db
        .insert(partnerLocations)
        .values({ partnerId: partner.id, name: 'Gate A' })
        .returning();
      const [drop] = await database.db
        .insert(partnerLocations)
        .values({ partnerId: partner.id, name: 'Gate B' })
        .returning();
      if (!pickUp || !drop) throw new Error('points not created');
      const user = await createUser(database.db);
      const userToken = await issueToken(signingKey(JWT_SECRET), { sub: user.id, role: 'user', tv: user.tokenVersion });

      const dir = await mkdtemp(path.join(tmpdir(), 'revon-reliability-'));
      cleanups.push(() => rm(dir, { recursive: true, force: true }));
      const start = async (name: string) =>
        startAppProcess({
          port: await freePort(),
          env: {
            NODE_ENV: 'production',
            LOG_LEVEL: 'warn',
            DATA_DIR: path.join(dir, name),
            DATABASE_URL: databaseUrl,
            JWT_SECRET,
            SEED_DEMO: '0',
            WEB_DIST: path.join(dir, 'no-web-build'),
          },
          logFile: path.join(dir, `${name}.log`),
        });
      const [a, b] = await Promise.all([start('search-a'), start('search-b')]);
      cleanups.push(() => a.stop('SIGKILL'));
      cleanups.push(() => b.stop('SIGKILL'));

      const window = futureWindow(15);
      const searchOn = async (instance: AppProcess): Promise<string[]> => {
        const res = await fetch(
          `${instance.baseUrl}/api/getBikes?${new URLSearchParams({ city, ...window }).toString()}`,
        );
        return getBikesResponse.parse(await res.json()).data.bikes.map((found) => found._id);
      };
      // B answers twice: the second answer comes from its memory
      expect(await searchOn(b)).toEqual([bike.id]);
      expect(await searchOn(b)).toEqual([bike.id]);

      const held = await fetch(`${a.baseUrl}/api/bookbike`, {
        method: 'POST',
        headers: { ...bearer(userToken), 'content-type': 'application/json' },
        body: JSON.stringify(bookBody({ partner, bike, pickUp, drop }, window)),
      });
      expect(held.status, await held.clone().text()).toBe(200);
      const heldAt = Date.now();
      expect(await searchOn(a)).toEqual([]);
      await untilTrue(async () => (await searchOn(b)).length === 0, 'B no longer lists the held bike');
      const lagMs = Date.now() - heldAt;
      console.log(`instance B stopped listing the bike ${lagMs} ms after A's hold was answered`);

      // a write neither instance made (a job, psql): both hear it
      await database.db.execute(sql`delete from bookings where bike_id = ${bike.id}`);
      await untilTrue(
        async () => (await searchOn(a)).length === 1 && (await searchOn(b)).length === 1,
        'both list it again',
      );

      // the guards' kept account state too: a customer blocked on A (or anywhere) is refused by B
      const profileOn = async (instance: AppProcess) =>
        (await fetch(`${instance.baseUrl}/api/userProfile`, { method: 'POST', headers: bearer(userToken) })).status;
      expect(await profileOn(b)).toBe(200);
      expect(await profileOn(b)).toBe(200);
      await database.db.execute(sql`update users set status = false where id = ${user.id}`);
      await untilTrue(
        async () => (await profileOn(b)) === 403 && (await profileOn(a)) === 403,
        'both refuse the blocked customer',
      );
    },
  );
});
