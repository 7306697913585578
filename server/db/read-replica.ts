import { TCP_KEEPALIVE } from './change-feed.ts';
import type { Db } from './client.ts';
import * as schema from './schema/index.ts';

/** How long a measure of the replica's lag is believed before the next one (decision in pending-replica). */
export const REPLICA_CHECK_EVERY_MS = 1_000;
/** A replica that does not answer the check this fast is taken as down. */
const CHECK_TIMEOUT_MS = 1_000;

export interface ReplicaHealth {
  /** reads may go there now */
  usable: boolean;
  /** the measured lag in ms (Infinity: unknown, down, or never replayed) */
  lagMs: number;
  /** why it is bypassed, for the log and the tests */
  reason: 'ok' | 'down' | 'lagging' | 'unchecked';
  checkedAt: number;
}

/**
 * A PostgreSQL read replica (DATABASE_READ_URL): a pool of its own and a health check that measures
 * how far behind the primary it is, believed for REPLICA_CHECK_EVERY_MS. Reads go there only while it
 * answers and lags at most `maxLagMs`; anything else (down, lagging, unknown) sends them to the primary.
 */
export interface ReadReplica {
  db: Db;
  maxLagMs: number;
  /** the current health, measured again when the last measure is older than REPLICA_CHECK_EVERY_MS */
  health(): Promise<ReplicaHealth>;
  /** a read on the replica failed: bypass it until the next check says otherwise */
  failed(): void;
  close(): Promise<void>;
}

interface LagRow {
  in_recovery: boolean;
  caught_up: boolean | null;
  receiving: boolean;
  lag_ms: number | string | null;
}

/**
 * The lag in ms, or Infinity when it cannot be trusted.
 * - not in recovery: a primary (DATABASE_READ_URL pointing at the primary itself, or at a pooler in
 *   front of it): nothing to replay, lag 0.
 * - a WAL receiver is streaming and everything received is replayed: caught up, lag 0, however old
 *   the last replayed transaction is (a quiet primary writes nothing to replay).
 * - otherwise: now() - the commit time of the last replayed transaction; none replayed since the
 *   server started (null): unknown, never trusted.
 */
export function lagOf(row: LagRow): number {
  if (!row.in_recovery) return 0;
  if (row.receiving && row.caught_up === true) return 0;
  if (row.lag_ms === null) return Number.POSITIVE_INFINITY;
  const lag = Number(row.lag_ms);
  return Number.isFinite(lag) ? Math.max(0, lag) : Number.POSITIVE_INFINITY;
}

// NOTE: pg_stat_wal_receiver shows its row to every role (the details need pg_read_all_stats): a row
// means a receiver process runs; without one, what is received is not coming from the primary now.
const LAG_SQL = `select pg_is_in_recovery() as in_recovery,
  pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() as caught_up,
  exists (select 1 from pg_stat_wal_receiver) as receiving,
  extract(epoch from (clock_timestamp() - pg_last_xact_replay_timestamp())) * 1000 as lag_ms`;

export async function openReadReplica(options: {
  url: string;
  maxLagSeconds: number;
  poolSize?: number;
  now?: () => number;
}): Promise<ReadReplica> {
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const now = options.now ?? Date.now;
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: CHECK_TIMEOUT_MS,
    application_name: 'revon-reads',
    ...TCP_KEEPALIVE,
  });
  // the check has a connection of its own, with a timeout: a busy read pool does not delay it, and a
  // replica that hangs is taken as down after CHECK_TIMEOUT_MS
  const checkPool = new pg.Pool({
    connectionString: options.url,
    max: 1,
    connectionTimeoutMillis: CHECK_TIMEOUT_MS,
    query_timeout: CHECK_TIMEOUT_MS,
    application_name: 'revon-reads-check',
    ...TCP_KEEPALIVE,
  });
  for (const each of [pool, checkPool]) {
    each.on('error', () => {
      // an idle client lost its connection (the replica restarted): the next check says whether to use it
    });
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const maxLagMs = options.maxLagSeconds * 1000;
  let current: ReplicaHealth = { usable: false, lagMs: Number.POSITIVE_INFINITY, reason: 'unchecked', checkedAt: 0 };
  let checking: Promise<ReplicaHealth> | undefined;

  const check = async (): Promise<ReplicaHealth> => {
    const checkedAt = now();
    try {
      const result = await checkPool.query<LagRow>(LAG_SQL);
      const row = result.rows[0];
      const lagMs = row ? lagOf(row) : Number.POSITIVE_INFINITY;
      const usable = lagMs <= maxLagMs;
      return { usable, lagMs, reason: usable ? 'ok' : 'lagging', checkedAt };
    } catch {
      return { usable: false, lagMs: Number.POSITIVE_INFINITY, reason: 'down', checkedAt };
    }
  };

  return {
    db,
    maxLagMs,
    health: () => {
      if (now() - current.checkedAt < REPLICA_CHECK_EVERY_MS) return Promise.resolve(current);
      checking ??= check().then((health) => {
        current = health;
        checking = undefined;
        return health;
      });
      return checking;
    },
    failed: () => {
      current = { usable: false, lagMs: Number.POSITIVE_INFINITY, reason: 'down', checkedAt: now() };
    },
    close: async () => {
      await Promise.all([pool.end(), checkPool.end()]);
    },
  };
}
