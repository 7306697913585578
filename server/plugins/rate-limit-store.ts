import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Rate-limit counters shared by every instance through Redis (when REDIS_URL is set), as a custom
 * store of @fastify/rate-limit. The plugin's own Redis store needs ioredis; this one speaks to the
 * node-redis client the app already uses. Without REDIS_URL the plugin keeps its in-process store.
 *
 * NOTE: a limit is a defence, not a dependency: when Redis does not answer (down, or slower than
 * COMMAND_TIMEOUT_MS) the store reports an error, the plugin runs with `skipOnError` and lets the
 * request through, and one warning is logged per outage (not one per request).
 */

/** The part of a Redis client the store needs (node-redis in the app; a stand-in in tests). */
export interface RateLimitRedis {
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
}

export interface RateLimitState {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, result?: RateLimitState) => void;

/**
 * What @fastify/rate-limit really passes to `child`: the merged limit options with `routeInfo` (the
 * route, or {} for `app.createRateLimit`). Its typings say RouteOptions, hence the narrowing below.
 */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

function routeKey(options: object): string {
  const { method, url } = (options as ChildOptions).routeInfo ?? {};
  if (!url) return '';
  return `${Array.isArray(method) ? method.join(',') : (method ?? '')}${url}:`;
}

// One atomic step: count the hit and start the window on the first one. A key that somehow lost its
// expiry gets it back, so a counter can never block forever.
const INCR_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { current, ttl }
`;

// The count so far, without counting (the plugin's `{ increment: false }`).
const READ_SCRIPT = `
local current = redis.call('GET', KEYS[1])
if not current then return { 0, 0 } end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return { tonumber(current), ttl }
`;

export const DEFAULT_KEY_PREFIX = 'revon:rl:';
const COMMAND_TIMEOUT_MS = 500;

function parseState(reply: unknown): RateLimitState {
  if (!Array.isArray(reply) || reply.length !== 2) throw new Error('unexpected rate-limit script reply');
  const [current, ttl] = reply.map(Number);
  if (!Number.isFinite(current) || !Number.isFinite(ttl)) throw new Error('unexpected rate-limit script reply');
  return { current: current ?? 0, ttl: ttl ?? 0 };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export interface RedisStoreOptions {
  keyPrefix?: string;
  log: FastifyBaseLogger;
  timeoutMs?: number;
}

/**
 * The store class for @fastify/rate-limit's `store` option (the plugin calls `new Store(options)`),
 * bound to one Redis client. Keys are `<prefix><METHOD><url>:<key>` for a route's own limit, and
 * `<prefix><key>` for limiters made with `app.createRateLimit` (their key names its limit).
 */
export function redisStoreClass(redis: RateLimitRedis, options: RedisStoreOptions): FastifyRateLimitStoreCtor {
  const timeoutMs = options.timeoutMs ?? COMMAND_TIMEOUT_MS;
  let failing = false;

  function run(script: string, key: string, args: string[], cb: Callback): void {
    withTimeout(redis.eval(script, { keys: [key], arguments: args }), timeoutMs).then(
      (reply) => {
        if (failing) {
          failing = false;
          options.log.info('rate limits: Redis answers again');
        }
        cb(null, parseState(reply));
      },
      (error: unknown) => {
        if (!failing) {
          failing = true;
          options.log.warn({ err: error }, 'rate limits: Redis unavailable, requests are not limited until it answers');
        }
        cb(error instanceof Error ? error : new Error(String(error)));
      },
    );
  }

  return class RedisRateLimitStore {
    readonly prefix: string;

    // The plugin passes its global options; only the key prefix matters here.
    constructor(_pluginOptions?: unknown, prefix: string = options.keyPrefix ?? DEFAULT_KEY_PREFIX) {
      this.prefix = prefix;
    }

    incr(key: string, cb: Callback, timeWindow: number): void {
      run(INCR_SCRIPT, this.prefix + key, [String(Math.max(1, Math.trunc(timeWindow)))], cb);
    }

    read(key: string, cb: Callback): void {
      run(READ_SCRIPT, this.prefix + key, [], cb);
    }

    child(routeOptions: object): RedisRateLimitStore {
      return new RedisRateLimitStore(undefined, this.prefix + routeKey(routeOptions));
    }
  };
}

/** What app.ts spreads into the @fastify/rate-limit registration, and closes with the app. */
export interface RateLimitStoreSetup {
  /** undefined: the plugin's in-process store */
  store: FastifyRateLimitStoreCtor | undefined;
  skipOnError: true;
  close(): Promise<void>;
}

/** Options for @fastify/rate-limit bound to `redis` (also what the tests use with a stand-in client). */
export function redisRateLimitOptions(redis: RateLimitRedis, options: RedisStoreOptions) {
  return { store: redisStoreClass(redis, options), skipOnError: true as const };
}

/**
 * With a Redis URL: a dedicated client (connected before the app serves), its store, and its close.
 * The offline queue is off, so while Redis is away a command fails at once instead of queueing.
 */
export async function createRateLimitStore(input: {
  redisUrl: string | undefined;
  keyPrefix?: string;
  log: FastifyBaseLogger;
}): Promise<RateLimitStoreSetup> {
  if (!input.redisUrl) return { store: undefined, skipOnError: true, close: async () => {} };
  // Only with REDIS_URL: a start without Redis does not load the client (cold start, docs/performance.md).
  const { createClient } = await import('redis');
  const client = createClient({ url: input.redisUrl, disableOfflineQueue: true });
  // node-redis reconnects by itself; without a listener an 'error' event would crash the process.
  client.on('error', (error: unknown) => input.log.debug({ err: error }, 'redis (rate limits)'));
  await client.connect();
  const redis: RateLimitRedis = { eval: (script, options) => client.eval(script, options) };
  return {
    ...redisRateLimitOptions(redis, { keyPrefix: input.keyPrefix, log: input.log }),
    close: async () => {
      // Counters need no flushing; never wait on a Redis that may be gone.
      client.destroy();
    },
  };
}
