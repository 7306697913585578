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
  /** set by the engine's listener; PGlite's listeners run during COMMIT, so nothing is ever behind */
  #syncer: Syncer = () => Promise.resolve();

  get live(): boolean {
    return this.#live;
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
    this.emit(ANY_TABLE);
    this.emitBikes(ANY_TABLE);
  }
}

export interface Closable {
  close(): Promise<void>;
}

const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 10_000;
/** a sync whose own notification has not come back by then fails (the caller reads the database instead) */
const SYNC_TIMEOUT_MS = 2_000;

/**
 * LISTENs on a connection of its own (a pooled one would be handed to queries) and feeds what it
 * hears to `feed`. A lost connection makes the feed not live at once and is retried with backoff;
 * the feed is live again once LISTEN is back. Resolves when the first LISTEN is in place.
 */
export async function listenPostgres(Client: typeof pg.Client, url: string, feed: ChangeFeed): Promise<Closable> {
  let current: pg.Client | undefined;
  let closed = false;
  let retryMs = RETRY_FIRST_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  // NOTE: a sync is a NOTIFY on a channel only this listener hears, sent from its own connection
  // after the call: PostgreSQL delivers notifications in the order their transactions committed, so
  // when it comes back, every change committed before it has been heard.
  const syncChannel = `feed_sync_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  let syncCount = 0;
  const syncsWaiting = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
  const failSyncs = () => {
    for (const waiting of syncsWaiting.values()) waiting.reject(new Error('the change feed was lost'));
    syncsWaiting.clear();
  };

  const lost = (client: pg.Client) => {
    if (current !== client) return;
    current = undefined;
    failSyncs();
    feed.setLive(false);
    client.end().catch(() => undefined);
    if (closed) return;
    retryTimer = setTimeout(() => void connect(), retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const connect = async (): Promise<void> => {
    const client = new Client({ connectionString: url });
    current = client;
    client.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL) feed.emit(message.payload || ANY_TABLE);
      else if (message.channel === BIKE_BUSY_CHANNEL) feed.emitBikes(parseBikeIds(message.payload));
      else if (message.channel === syncChannel && message.payload) {
        syncsWaiting.get(message.payload)?.resolve();
        syncsWaiting.delete(message.payload);
      }
    });
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGE_CHANNEL}; LISTEN ${BIKE_BUSY_CHANNEL}; LISTEN ${syncChannel}`);
    } catch {
      lost(client);
      return;
    }
    if (current !== client) return;
    retryMs = RETRY_FIRST_MS;
    feed.setLive(true);
  };

  feed.setSyncer(
    () =>
      new Promise<void>((resolve, reject) => {
        const client = current;
        if (!client) {
          reject(new Error('the change feed is down'));
          return;
        }
        const token = String(++syncCount);
        const timer = setTimeout(() => {
          syncsWaiting.delete(token);
          reject(new Error('the change feed did not answer a sync in time'));
        }, SYNC_TIMEOUT_MS);
        timer.unref();
        syncsWaiting.set(token, {
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        });
        client.query('select pg_notify($1, $2)', [syncChannel, token]).catch(() => lost(client));
      }),
  );

  await connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retryTimer);
      const client = current;
      current = undefined;
      failSyncs();
      feed.setLive(false);
      await client?.end().catch(() => undefined);
    },
  };
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
