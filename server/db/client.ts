import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import {
  ANY_TABLE,
  BIKE_BUSY_CHANNEL,
  CHANGE_CHANNEL,
  ChangeFeed,
  listenPostgres,
  observeWrites,
  parseBikeIds,
  TCP_KEEPALIVE,
  type ListenOptions,
} from './change-feed.ts';
import { openReadReplica, type ReadReplica } from './read-replica.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The database handle every feature receives: the same API over PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL: the URL it was opened with (pg_dump reads it for a backup) */
  url?: string;
  /** the tables changed by committed writes, from any process (what the read cache listens to) */
  changes: ChangeFeed;
  /** the read replica the public reads may use (DATABASE_READ_URL, PostgreSQL only) */
  replica?: ReadReplica;
  /** Runs `select 1`; used by /api/health. */
  ping(): Promise<void>;
  /**
   * Raw SQL for the stored job queue (pg-boss's `db.executeSql`): one statement with `$n` values, or
   * several statements without values. Its writes are not told to the change feed (the queue's
   * own tables are read by no cache).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * PGlite only (backups of a running embedded instance): runs `read` and dumps the data folder
   * (PGlite's own `dumpDataDir`, a gzipped tar) inside one transaction, so no other transaction
   * commits between what `read` counted and what the dump holds.
   */
  snapshot?<T>(read: (query: (sql: string) => Promise<unknown[]>) => Promise<T>): Promise<{ result: T; dump: Blob }>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** a streaming replica for the public reads, trusted while it lags at most `maxLagSeconds` */
      replica?: { url: string; maxLagSeconds: number };
      /** the change feed's heartbeat timings (tests; the defaults are issue #29's) */
      feed?: ListenOptions;
    }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File };

/** Opens the database and applies the committed migrations (the same ones on both engines). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  // NOTE: each engine's modules are imported on its own branch: a PostgreSQL server never loads the
  // PGlite wasm (≈ 100 MB of RSS), and an embedded one never loads node-postgres.
  if (options.kind === 'postgres') {
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10, ...TCP_KEEPALIVE });
    pool.on('error', () => {
      // An idle client lost its connection; the pool replaces it. Nothing to do for the request path.
    });
    const changes = new ChangeFeed();
    observeWrites(pool, changes);
    const db = drizzlePg(pool, { schema, casing: undefined });
    await migratePg(db, { migrationsFolder });
    const listener = await listenPostgres(pg.Client, options.url, changes, options.feed);
    const replica = options.replica ? await openReadReplica(options.replica) : undefined;
    // NOTE: a small pool of its own, not observed: the queue's polls (`WITH next AS (…) UPDATE …`)
    // would read as writes of any table and empty the read cache every poll. Opened at first use.
    const jobPool = lazySidePool(
      () => new pg.Pool({ connectionString: options.url, max: 2, application_name: 'revon-jobs', ...TCP_KEEPALIVE }),
    );
    const pingPool = lazySidePool(
      () => new pg.Pool({ connectionString: options.url, max: 1, application_name: 'revon-health', ...TCP_KEEPALIVE }),
    );
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      url: options.url,
      changes,
      ...(replica ? { replica } : {}),
      // NOTE: its own connection, not the request pool: /api/health asks whether the database answers,
      // and behind a burst on a hot bike it waited its turn behind a hundred requests (issue #35)
      ping: async () => {
        await pingPool.get().query('select 1');
      },
      executeSql: async (text, values) => {
        const result = await jobPool.get().query(text, values);
        return { rows: result.rows as unknown[] };
      },
      close: async () => {
        await listener.close();
        await replica?.close();
        await jobPool.end();
        await pingPool.end();
        await pool.end();
      },
    };
  }
  const [client, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    createPglite(options.dataDir, options.loadDataDir),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  // PGlite runs in this process and calls listeners as the COMMIT completes, before the writer's
  // promise resolves: no write can be seen by a read before the cache has heard of it.
  const changes = new ChangeFeed();
  const unlisten = await client.listen(CHANGE_CHANNEL, (table) => changes.emit(table || ANY_TABLE));
  const unlistenBikes = await client.listen(BIKE_BUSY_CHANNEL, (ids) => changes.emitBikes(parseBikeIds(ids)));
  changes.setLive(true);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    changes,
    ping: async () => {
      await client.query('select 1');
    },
    // PGlite runs one statement per query with values (the extended protocol), several without
    // (exec, the simple protocol, which answers each statement: the last one's rows are the result).
    executeSql: async (text, values) => {
      if (values && values.length > 0) return { rows: (await client.query(text, values)).rows };
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    snapshot: async (read) =>
      client.transaction(async (tx) => {
        const result = await read(async (sql) => (await tx.query(sql)).rows);
        const dump = await client.dumpDataDir('gzip');
        return { result, dump };
      }),
    close: async () => {
      changes.setLive(false);
      await unlisten();
      await unlistenBikes();
      await client.close();
    },
  };
}

/**
 * A PGlite with the extensions the migrations create: btree_gist (the no-overlap constraint) and
 * pg_trgm (the trigram index of the bike search).
 * NOTE: shared_buffers 32 MB instead of the 128 MB a data dir is created with: PGlite zero-fills the
 * whole buffer at start, which cost ≈ 100 MB of idle RSS and 200 ms of start for an embedded
 * database whose hot data (listed bikes, this month's bookings) fits in far less.
 */
export async function createPglite(dataDir?: string, loadDataDir?: Blob | File): Promise<PGlite> {
  const [{ PGlite }, { btree_gist }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/btree_gist'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  return PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { btree_gist, pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
  });
}

/**
 * A pool beside the request pool, opened on first use (the job queue's, the health check's): not
 * observed by the change feed, its idle connections' errors ignored (the pool replaces them).
 */
function lazySidePool(open: () => Pool): { get(): Pool; end(): Promise<void> } {
  let pool: Pool | undefined;
  return {
    get() {
      if (!pool) {
        pool = open();
        pool.on('error', () => undefined);
      }
      return pool;
    },
    end: async () => {
      await pool?.end();
    },
  };
}
