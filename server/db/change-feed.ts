import { performance } from 'node:perf_hooks';
import type pg from 'pg';

/** The channel migration 0009's triggers notify, with the changed table's name as payload. */
export const CHANGE_CHANNEL = 'table_changed';
/** Told instead of a table's name when anything may have changed (the feed was down, or a write we could not read). */
export const ANY_TABLE = '*';

/** The channel migration 0020's triggers notify, with the ids of the bikes whose rides or blocks a statement wrote. */
export const BIKE_BUSY_CHANNEL = 'bike_busy';

export type ChangeListener = (table: string) => void;
/** The ids of the bikes whose busy times changed, or ANY_TABLE: any bike's may have. */
export type BikesListener = (bikeIds: readonly string[] | typeof ANY_TABLE) => void;
/** Resolves once every change committed before the call has been told to the feed's listeners. */
export type Syncer = () => Promise<void>;

/** Splits a `bike_busy` payload: comma-separated ids, or '*' (anything else is taken as '*'). */
export function parseBikeIds(payload: string | undefined): readonly string[] | typeof ANY_TABLE {
  if (!payload || payload === ANY_TABLE) return ANY_TABLE;
  const ids = payload.split(',');
  return ids.every((id) => /^[0-9a-f-]{36}$/.test(id)) ? ids : ANY_TABLE;
}

/**
 * Which tables changed, told after the change committed: what the read cache needs to drop an answer
 * the moment it may be wrong. `live` is false while the feed cannot promise that (its PostgreSQL
 * connection is down): nothing may be served from a cache then.
 */
export class ChangeFeed {
  readonly #listeners = new Set<ChangeListener>();
  readonly #bikeListeners = new Set<BikesListener>();
  #live = false;
  /** since when the feed is down (ms, monotonic), once it has been live; and the time down before that */
  #downSince: number | undefined;
  #downMsBefore = 0;
  #everLive = false;
  readonly #clock: () => number;

  constructor(clock: () => number = () => performance.now()) {
    this.#clock = clock;
  }
  /** set by the engine's listener; PGlite's listeners run during COMMIT, so nothing is ever behind */
  #syncer: Syncer = () => Promise.resolve();

  get live(): boolean {
    return this.#live;
  }

  /** The time (ms) the feed has been down since it was first live (the current time down included). */
  get downMs(): number {
    return this.#downMsBefore + (this.#downSince === undefined ? 0 : this.#clock() - this.#downSince);
  }

  subscribe(listener: ChangeListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  emit(table: string): void {
    for (const listener of this.#listeners) listener(table);
  }

  /** Which bikes' rides or blocks changed (migration 0020), told after their change committed. */
  subscribeBikes(listener: BikesListener): () => void {
    this.#bikeListeners.add(listener);
    return () => this.#bikeListeners.delete(listener);
  }

  emitBikes(bikeIds: readonly string[] | typeof ANY_TABLE): void {
    for (const listener of this.#bikeListeners) listener(bikeIds);
  }

  /**
   * Resolves once every change committed before this call has been told to the listeners (rejects
   * when that cannot be known in time). NOTE: this process hears its own writes' tables at their
   * COMMIT (observeWrites), but their `bike_busy` ids only with the NOTIFY, a little later.
   */
  sync(): Promise<void> {
    return this.#syncer();
  }

  setSyncer(syncer: Syncer): void {
    this.#syncer = syncer;
  }

  /** Going down or coming back, anything may have changed meanwhile. */
  setLive(live: boolean): void {
    if (this.#live === live) return;
    this.#live = live;
    if (live) {
      if (this.#downSince !== undefined) this.#downMsBefore += this.#clock() - this.#downSince;
      this.#downSince = undefined;
      this.#everLive = true;
    } else if (this.#everLive) {
      this.#downSince = this.#clock();
    }
    this.emit(ANY_TABLE);
    this.emitBikes(ANY_TABLE);
  }
}

export interface Closable {
  close(): Promise<void>;
}

const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 10_000;

/**
 * TCP keepalive for every database connection (issue #29): the kernel probes an idle connection after
 * this long, so one a NAT, a load balancer or a failover dropped without a word is closed, not kept for
 * ever; node-postgres's option names.
 */
export const TCP_KEEPALIVE = { keepAlive: true, keepAliveInitialDelayMillis: 10_000 } as const;

export interface ListenOptions {
  /** how often the listener sends itself a heartbeat (a NOTIFY only it hears); at least every 5 s */
  heartbeatMs?: number;
  /** a heartbeat (or a sync, or the connection's set-up) not heard back within this is a dead feed */
  missedMs?: number;
  /** a sync not heard back within this fails (the caller reads the database instead) */
  syncTimeoutMs?: number;
}

/**
 * LISTENs on a connection of its own (a pooled one would be handed to queries) and feeds what it
 * hears to `feed`. A lost connection makes the feed not live at once and is retried with backoff;
 * the feed is live again once LISTEN is back. Resolves when the first LISTEN is in place (or failed).
 * A feed proves it is alive (issue #29): every `heartbeatMs` it sends itself a NOTIFY, and one not heard
 * within `missedMs` (a half-open connection: no FIN, no RST, nothing more arrives) makes the feed down at
 * once (the read cache and the search index drop what they hold) and the connection is replaced. While a
 * NOTIFY of its own is already late, a sync fails at once instead of waiting: searches answer from SQL.
 */
export async function listenPostgres(
  Client: typeof pg.Client,
  url: string,
  feed: ChangeFeed,
  options: ListenOptions = {},
): Promise<Closable> {
  // NOTE: twice as often as the 5 s asked: a connection frozen just after a heartbeat was heard is then
  // found down 12.5 s later at most, within the 15 s a booking elsewhere may take to show (issue #29)
  const heartbeatMs = options.heartbeatMs ?? 2_500;
  const missedMs = options.missedMs ?? 10_000;
  const syncTimeoutMs = options.syncTimeoutMs ?? 750;
  const clock = () => performance.now();
  let current: pg.Client | undefined;
  /** when the current connection started (it must be listening within `missedMs`) */
  let connectingSince: number | undefined;
  let closed = false;
  let retryMs = RETRY_FIRST_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  // NOTE: a sync (and a heartbeat) is a NOTIFY on a channel only this listener hears, sent from its own
  // connection: PostgreSQL delivers notifications in the order their transactions committed, so when
  // it comes back, every change committed before it has been heard, and every earlier NOTIFY of its own.
  const ownChannel = `feed_sync_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  let sentCount = 0;
  /** the NOTIFYs of its own not heard back yet: number → when sent, in order */
  const unheard = new Map<number, number>();
  const syncsWaiting = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  const failSyncs = () => {
    for (const waiting of syncsWaiting.values()) waiting.reject(new Error('the change feed was lost'));
    syncsWaiting.clear();
    unheard.clear();
  };
  /** how late the oldest NOTIFY of its own is (0: none is outstanding) */
  const lateness = () => {
    const oldest = unheard.values().next();
    return oldest.done ? 0 : clock() - oldest.value;
  };

  const lost = (client: pg.Client) => {
    if (current !== client) return;
    current = undefined;
    connectingSince = undefined;
    failSyncs();
    feed.setLive(false);
    void client.end().catch(() => undefined);
    // a half-open socket would wait for ever for the server's goodbye: close it from this side
    destroySocket(client);
    if (closed) return;
    retryTimer = setTimeout(() => void connect(), retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const sendOwn = (client: pg.Client): number => {
    const number = ++sentCount;
    unheard.set(number, clock());
    client.query('select pg_notify($1, $2)', [ownChannel, String(number)]).catch(() => lost(client));
    return number;
  };

  const heard = (payload: string | undefined) => {
    const number = Number(payload);
    for (const sent of unheard.keys()) {
      if (sent > number) break;
      unheard.delete(sent);
    }
    for (const [waiting, sync] of syncsWaiting) {
      if (waiting > number) continue;
      sync.resolve();
      syncsWaiting.delete(waiting);
    }
  };

  const connect = async (): Promise<void> => {
    const client = new Client({ connectionString: url, connectionTimeoutMillis: missedMs, ...TCP_KEEPALIVE });
    current = client;
    connectingSince = clock();
    client.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL) feed.emit(message.payload || ANY_TABLE);
      else if (message.channel === BIKE_BUSY_CHANNEL) feed.emitBikes(parseBikeIds(message.payload));
      else if (message.channel === ownChannel) heard(message.payload);
    });
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGE_CHANNEL}; LISTEN ${BIKE_BUSY_CHANNEL}; LISTEN ${ownChannel}`);
    } catch {
      lost(client);
      return;
    }
    if (current !== client) return;
    connectingSince = undefined;
    retryMs = RETRY_FIRST_MS;
    feed.setLive(true);
  };

  const heartbeat = setInterval(() => {
    if (current && feed.live) sendOwn(current);
  }, heartbeatMs);
  heartbeat.unref();
  const watchdog = setInterval(
    () => {
      const client = current;
      if (!client) return;
      const stuck = connectingSince !== undefined && clock() - connectingSince > missedMs;
      if (stuck || lateness() > missedMs) lost(client);
    },
    Math.min(250, missedMs / 4),
  );
  watchdog.unref();

  feed.setSyncer(
    () =>
      new Promise<void>((resolve, reject) => {
        const client = current;
        if (!client || !feed.live) {
          reject(new Error('the change feed is down'));
          return;
        }
        if (lateness() > syncTimeoutMs) {
          reject(new Error('the change feed is late'));
          return;
        }
        const number = sendOwn(client);
        const timer = setTimeout(() => {
          syncsWaiting.delete(number);
          reject(new Error('the change feed did not answer a sync in time'));
        }, syncTimeoutMs);
        timer.unref();
        syncsWaiting.set(number, {
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        });
      }),
  );

  await connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(heartbeat);
      clearInterval(watchdog);
      const client = current;
      current = undefined;
      failSyncs();
      feed.setLive(false);
      if (client) {
        const ended = client.end().catch(() => undefined);
        // a connection that no longer answers does not hold the shutdown
        const gaveUp = new Promise((resolve) => setTimeout(resolve, 1_000).unref());
        await Promise.race([ended, gaveUp]);
        destroySocket(client);
      }
    },
  };
}

/** Closes the client's socket from this side (node-postgres keeps it as `connection.stream`). */
function destroySocket(client: pg.Client): void {
  const stream = (client as unknown as { connection?: { stream?: { destroy?: () => void } } }).connection?.stream;
  stream?.destroy?.();
}

type StatementKind =
  { kind: 'read' } | { kind: 'begin' } | { kind: 'commit' } | { kind: 'rollback' } | { kind: 'write'; table: string };

const READS = /^(select|show|savepoint|release|rollback\s+to|set|reset|listen|unlisten|explain|values|table)\b/;
const WRITE_TARGET = /^(?:insert\s+into|update|delete\s+from)\s+(?:"?\w+"?\.)?"?(\w+)"?/;

/** What a statement does to the data, from its first words (drizzle's SQL; anything unclear is a write of any table). */
export function classifyStatement(text: string): StatementKind {
  const head = text
    .trimStart()
    .replace(/^\(+\s*/, '')
    .slice(0, 200)
    .toLowerCase();
  if (/^(begin|start\s+transaction)\b/.test(head)) return { kind: 'begin' };
  if (/^(commit|end)\b/.test(head)) return { kind: 'commit' };
  if (/^(rollback|abort)\b/.test(head) && !/^rollback\s+to\b/.test(head)) return { kind: 'rollback' };
  if (READS.test(head)) return { kind: 'read' };
  return { kind: 'write', table: WRITE_TARGET.exec(head)?.[1] ?? ANY_TABLE };
}

type QueryArgs = [config: unknown, values?: unknown, callback?: unknown];
type Callback = (error: unknown, result: unknown) => void;

/**
 * Tells `feed` of the writes this process makes through `pool` the moment they commit, before the
 * code that made them goes on. NOTE: the NOTIFY of the same write reaches the listening connection a
 * little later (a fifth of them after the writer already had its COMMIT answer, measured on
 * localhost), and a customer who just booked must not be shown that bike as free by this instance.
 * Other instances' writes come through the NOTIFY alone.
 */
export function observeWrites(pool: pg.Pool, feed: ChangeFeed): void {
  pool.on('connect', (client) => {
    const original = client.query.bind(client) as (...args: QueryArgs) => unknown;
    let inTransaction = false;
    let written = new Set<string>();
    const after = (statement: StatementKind) => {
      if (statement.kind === 'begin') {
        inTransaction = true;
        written = new Set();
      } else if (statement.kind === 'write') {
        if (inTransaction) written.add(statement.table);
        else feed.emit(statement.table);
      } else if (statement.kind === 'commit' || statement.kind === 'rollback') {
        if (statement.kind === 'commit') for (const table of written) feed.emit(table);
        inTransaction = false;
        written = new Set();
      }
    };
    const wrapped = (...args: QueryArgs): unknown => {
      const [config, values, callback] = args;
      const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
      const statement =
        typeof text === 'string' ? classifyStatement(text) : ({ kind: 'write', table: ANY_TABLE } as const);
      if (statement.kind === 'read') return original(...args);
      // a failed COMMIT rolled back: nothing of the transaction is there to tell
      const settle = (error: unknown) => after(error && statement.kind === 'commit' ? { kind: 'rollback' } : statement);
      if (typeof values === 'function') {
        return original(config, (error: unknown, result: unknown) => {
          settle(error);
          (values as Callback)(error, result);
        });
      }
      if (typeof callback === 'function') {
        return original(config, values, (error: unknown, result: unknown) => {
          settle(error);
          (callback as Callback)(error, result);
        });
      }
      const result = original(config, values);
      if (result instanceof Promise) {
        return result.then(
          (value: unknown) => {
            settle(undefined);
            return value;
          },
          (error: unknown) => {
            settle(error);
            throw error;
          },
        );
      }
      return result;
    };
    client.query = wrapped as typeof client.query;
  });
}
