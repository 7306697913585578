import { sql, type SQL } from 'drizzle-orm';

/** SQLSTATEs the booking flow answers itself. */
export const EXCLUSION_VIOLATION = '23P01';
export const UNIQUE_VIOLATION = '23505';
/** SQLSTATE 55P03: a lock not granted within `lock_timeout` (lockBikeForHolds). */
export const LOCK_NOT_AVAILABLE = '55P03';

/** How long a transaction touching a bike's holds waits for any lock: one hot row never stalls the pool. */
export const HOLD_LOCK_TIMEOUT = '3s';

/**
 * The first lock of every transaction that writes a bike's holds (placeHold, confirmBooking):
 * a transaction-level advisory lock keyed by the bike, taken with a bounded lock wait. Holds of one
 * bike are then written one transaction at a time, all in one lock order: no deadlock on the
 * no-overlap constraint. Released at commit or rollback. PGlite (one connection) never waits on it.
 */
export async function lockBikeForHolds(tx: { execute(query: SQL): Promise<unknown> }, bikeId: string): Promise<void> {
  await tx.execute(sql.raw(`SET LOCAL lock_timeout = '${HOLD_LOCK_TIMEOUT}'`));
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`bike:${bikeId}`}))`);
}

/**
 * True when a database error (possibly wrapped by Drizzle in `cause`) carries this SQLSTATE, so a
 * feature can answer its own clear message instead of the generic one.
 */
export function hasSqlState(error: unknown, state: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === state) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * SQLSTATE 40P01. The no-overlap constraint checks after inserting its index entry, so two
 * transactions writing overlapping rows at the same instant can each wait for the other; PostgreSQL
 * aborts one of them with this instead of 23P01.
 */
export const DEADLOCK_DETECTED = '40P01';

/**
 * Runs a whole transaction again when PostgreSQL aborted it to break a deadlock (at most `attempts`
 * times in all). Nothing of the aborted run was committed; the next run sees the winner and answers
 * what it would have answered without the race (usually 23P01: not available).
 */
export async function retryOnDeadlock<T>(transaction: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= attempts || !hasSqlState(error, DEADLOCK_DETECTED)) throw error;
    }
  }
}
