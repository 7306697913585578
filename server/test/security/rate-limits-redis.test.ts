import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { msg } from '#shared/messages.ts';
import { buildApp } from '#server/app.ts';
import { loadEnv } from '#server/env.ts';
import { redisRateLimitOptions, redisStoreClass, type RateLimitRedis } from '#server/plugins/rate-limit-store.ts';
import { clientIp, newEmail, registerValues } from '#server/test/kits/account-test-kit.ts';
import { createUser, TEST_PASSWORD } from '#server/test/factories.ts';
import { createTestDatabase } from '#server/test/test-database.ts';

/*
 * The Redis store of the rate limits (server/plugins/rate-limit-store.ts): its contract with
 * @fastify/rate-limit, that it fails open when Redis does not answer, and — when a Redis is available
 * (REDIS_URL, as `.ci/run` exports it) — that two app instances count together, and that an instance
 * whose Redis goes away keeps answering and counts again when it is back.
 * Every key of this run starts with its own prefix (removed at the end), so parallel runs never meet.
 */

const redisUrl = inject('redisUrl');
const PREFIX = `revon-test:rl:${process.pid}-${randomBytes(4).toString('hex')}:`;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

/** A logger stream that keeps every line, to check what was logged. */
function logLines() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream, warnings: () => lines.filter((l) => l.level === 40).map((l) => l.msg) };
}

/** A bare app with one limited route (max 2 a minute) on the Redis store. */
async function tinyApp(redis: RateLimitRedis, log = logLines()) {
  const app = Fastify({ logger: { level: 'info', stream: log.stream } });
  await app.register(rateLimit, {
    global: false,
    ...redisRateLimitOptions(redis, { keyPrefix: PREFIX, log: app.log, timeoutMs: 200 }),
  });
  app.get('/limited', { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, async () => ({ ok: true }));
  await app.ready();
  cleanups.push(() => app.close());
  return { app, log };
}

describe('fails open when Redis does not answer (a stand-in client)', () => {
  it('an erroring Redis: every request is answered, and one warning is logged for the outage', async () => {
    let calls = 0;
    const { app, log } = await tinyApp({
      eval: async () => {
        calls++;
        throw new Error('connection refused');
      },
    });
    for (let i = 0; i < 5; i++) expect((await app.inject({ method: 'GET', url: '/limited' })).statusCode).toBe(200);
    expect(calls).toBe(5);
    expect(log.warnings()).toEqual(['rate limits: Redis unavailable, requests are not limited until it answers']);
  });

  it('a Redis that never answers: requests wait at most the command timeout', async () => {
    const { app } = await tinyApp({ eval: () => new Promise(() => undefined) });
    const started = Date.now();
    expect((await app.inject({ method: 'GET', url: '/limited' })).statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('when Redis answers again, the limit applies again and that is logged', async () => {
    let up = false;
    let count = 0;
    const { app, log } = await tinyApp({
      eval: async () => {
        if (!up) throw new Error('down');
        count++;
        return [count, 60_000];
      },
    });
    expect((await app.inject({ method: 'GET', url: '/limited' })).statusCode).toBe(200);
    up = true;
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await app.inject({ method: 'GET', url: '/limited' })).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    expect(log.lines.map((l) => l.msg)).toContain('rate limits: Redis answers again');
  });
});

describe.runIf(redisUrl)('with Redis', () => {
  const redis = createClient({ url: redisUrl });
  const evalOf: RateLimitRedis = { eval: (script, options) => redis.eval(script, options) };

  beforeAll(async () => {
    await redis.connect();
  });
  afterAll(async () => {
    if (!redis.isOpen) return;
    const keys: string[] = [];
    for await (const batch of redis.scanIterator({ MATCH: `${PREFIX}*`, COUNT: 500 })) keys.push(...batch);
    if (keys.length > 0) await redis.del(keys);
    redis.destroy();
  });

  const incr = (
    store: {
      incr: (
        key: string,
        cb: (e: Error | null, r?: { current: number; ttl: number }) => void,
        w: number,
        m: number,
      ) => void;
    },
    key: string,
    windowMs: number,
  ) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.incr(
        key,
        (error, result) => (error || !result ? reject(error ?? new Error('no result')) : resolve(result)),
        windowMs,
        1,
      ),
    );

  it('the store: atomic counts with the window as TTL, one namespace per route, read without counting', async () => {
    const log = Fastify({ logger: false }).log;
    const Store = redisStoreClass(evalOf, { keyPrefix: PREFIX, log });
    const root = new Store({});
    const routeA = root.child({ routeInfo: { method: 'POST', url: '/api/login' } } as never);
    const routeB = root.child({ routeInfo: { method: 'POST', url: '/api/admin/login' } } as never);

    const counts = await Promise.all(Array.from({ length: 25 }, () => incr(routeA, 'k', 60_000)));
    expect(counts.map((c) => c.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(Math.max(...counts.map((c) => c.ttl))).toBeLessThanOrEqual(60_000);
    expect(Math.min(...counts.map((c) => c.ttl))).toBeGreaterThan(50_000);
    expect((await incr(routeB, 'k', 60_000)).current).toBe(1);
    expect(await redis.get(`${PREFIX}POST/api/login:k`)).toBe('25');

    const read = await new Promise<{ current: number }>((resolve, reject) =>
      (routeA as unknown as { read: (k: string, cb: (e: Error | null, r?: { current: number }) => void) => void }).read(
        'k',
        (e, r) => (e || !r ? reject(e ?? new Error('no result')) : resolve(r)),
      ),
    );
    expect(read.current).toBe(25);
    expect(await redis.get(`${PREFIX}POST/api/login:k`)).toBe('25');

    // a short window expires, and the count starts again
    expect((await incr(routeA, 'short', 150)).current).toBe(1);
    expect((await incr(routeA, 'short', 150)).current).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await incr(routeA, 'short', 150)).current).toBe(1);
  });

  /** The real app on its own database, with REDIS_URL and this run's key prefix. */
  async function redisApp(url: string, log = logLines()) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'revon-rl-'));
    const env = loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      REDIS_URL: url,
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      WEB_DIST: path.join(dataDir, 'no-web-build'),
    });
    const database = await createTestDatabase();
    const app = await buildApp({
      env,
      database,
      mailer: { send: async () => {}, deliver: async () => {}, close: async () => {} },
      logger: { level: 'warn', stream: log.stream },
      rateLimitKeyPrefix: PREFIX,
    });
    await app.ready();
    const close = async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    };
    cleanups.push(close);
    return { app, db: database.db, log };
  }

  const call = (app: FastifyInstance, method: 'GET' | 'POST', url: string, payload: object | undefined, ip: string) =>
    app.inject({ method, url, payload, headers: { 'x-forwarded-for': ip } });
  const expectTooMany = (res: LightMyRequestResponse) => {
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ success: false, message: msg.tooManyRequests });
  };

  describe('two app instances count together', () => {
    let one: Awaited<ReturnType<typeof redisApp>>;
    let two: Awaited<ReturnType<typeof redisApp>>;
    beforeAll(async () => {
      [one, two] = await Promise.all([redisApp(redisUrl), redisApp(redisUrl)]);
    });

    it('login per address and e-mail: 5 tries on each instance, then both refuse', async () => {
      const email = newEmail('shared');
      const ip = clientIp();
      const login = (app: FastifyInstance) => call(app, 'POST', '/api/login', { email, password: 'Wrong@Pass123' }, ip);
      for (let i = 0; i < 5; i++) {
        expect((await login(one.app)).statusCode).toBe(401);
        expect((await login(two.app)).statusCode).toBe(401);
      }
      expectTooMany(await login(one.app));
      expectTooMany(await login(two.app));
    });

    it('login failures per account: 10 on each instance from many addresses, then the right password waits', async () => {
      const email = newEmail('shared');
      await createUser(one.db, { email });
      const login = (app: FastifyInstance, password = 'Wrong@Pass123') =>
        call(app, 'POST', '/api/login', { email, password }, clientIp());
      const failures = await Promise.all([
        ...Array.from({ length: 10 }, () => login(one.app)),
        ...Array.from({ length: 10 }, () => login(two.app)),
      ]);
      expect(failures.every((r) => r.statusCode === 401)).toBe(true);
      expectTooMany(await login(one.app, TEST_PASSWORD));
    });

    it('OTP sends per client address: 10 on each instance, then both refuse', async () => {
      const ip = clientIp();
      const resend = (app: FastifyInstance) => call(app, 'POST', '/api/resendOtp', { email: newEmail('nothing') }, ip);
      for (let i = 0; i < 10; i++) {
        expect((await resend(one.app)).statusCode).toBe(404);
        expect((await resend(two.app)).statusCode).toBe(404);
      }
      expectTooMany(await resend(two.app));
      expectTooMany(await resend(one.app));
    });

    it('OTP verifies per e-mail address: 10 on each instance, then both refuse', async () => {
      const email = newEmail('daily');
      const verify = (app: FastifyInstance) =>
        call(app, 'POST', '/api/verifyOtp', { data: registerValues({ email }), otp: '1234' }, clientIp());
      for (let i = 0; i < 10; i++) {
        expect((await verify(one.app)).statusCode).toBe(400);
        expect((await verify(two.app)).statusCode).toBe(400);
      }
      expectTooMany(await verify(one.app));
      expectTooMany(await verify(two.app));
    });
  });

  it(
    'Redis going away: the instance keeps answering (no 429, no 500), warns once, and counts again when Redis is back',
    { timeout: 60_000 },
    async () => {
      const upstream = new URL(redisUrl);
      const proxy = tcpProxy(upstream.hostname, Number(upstream.port || 6379));
      const port = await proxy.open(0);
      const proxied = new URL(redisUrl);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(port);
      const { app, log } = await redisApp(proxied.toString());
      const ip = clientIp();
      const resend = () => call(app, 'POST', '/api/resendOtp', { email: newEmail('outage') }, ip);
      expect((await resend()).headers['x-ratelimit-remaining']).toBe('19');

      await proxy.shut();
      const during: number[] = [];
      for (let i = 0; i < 25; i++) during.push((await resend()).statusCode);
      expect(new Set(during)).toEqual(new Set([404]));
      expect(log.warnings()).toContain('rate limits: Redis unavailable, requests are not limited until it answers');
      expect(log.warnings().filter((m) => m.startsWith('rate limits:'))).toHaveLength(1);

      await proxy.open(port);
      // node-redis reconnects by itself; the count kept in Redis before the outage applies again
      await expect
        .poll(async () => (await resend()).headers['x-ratelimit-remaining'], { timeout: 20_000, interval: 200 })
        .not.toBe('20');
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++) statuses.push((await resend()).statusCode);
      expect(statuses).toContain(429);
    },
  );
});

/** A TCP proxy to Redis that can be shut (every connection cut, port closed) and opened again. */
function tcpProxy(host: string, port: number) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  cleanups.push(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  });
  return {
    open: (listenPort: number) =>
      new Promise<number>((resolve, reject) => {
        server = net.createServer((client) => {
          const target = net.connect(port, host);
          track(client);
          track(target);
          client.pipe(target).pipe(client);
        });
        server.once('error', reject);
        server.listen(listenPort, '127.0.0.1', () => {
          const address = server?.address();
          resolve(typeof address === 'object' && address ? address.port : listenPort);
        });
      }),
    shut: async () => {
      const closing = server;
      server = undefined;
      const closed = new Promise((resolve) => (closing ? closing.close(resolve) : resolve(undefined)));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
