import type pg from 'pg';

/** The channel migration 0009's triggers notify, with the changed table's name as payload. */
export const CHANGE_CHANNEL = 'table_changed';
/** Told instead of a table's name when anything may have changed (the feed was down, or a write we could not read). */
export const ANY_TABLE = '*';

export type ChangeListener = (table: string) => void;

/**
 * Which tables changed, told after the change committed: what the read cache needs to drop an answer
 * the moment it may be wrong. `live` is false while the feed cannot promise that (its PostgreSQL
 * connection is down): nothing may be served from a cache then.
 */
export class ChangeFeed {
  readonly #listeners = new Set<ChangeListener>();
  #live = false;

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

  /** Going down or coming back, anything may have changed meanwhile. */
  setLive(live: boolean): void {
    if (this.#live === live) return;
    this.#live = live;
    this.emit(ANY_TABLE);
  }
}

export interface Closable {
  close(): Promise<void>;
}

const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 10_000;

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

  const lost = (client: pg.Client) => {
    if (current !== client) return;
    current = undefined;
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
    });
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch {
      lost(client);
      return;
    }
    if (current !== client) return;
    retryMs = RETRY_FIRST_MS;
    feed.setLive(true);
  };

  await connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retryTimer);
      const client = current;
      current = undefined;
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
