import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { rows } from './bulk-load.ts';

/**
 * The per-partner booking totals table (a migration keeps it with a trigger on `bookings`) would
 * cost a trigger call per loaded row. So the bookings load runs with user triggers off, and the
 * totals are recomputed once at the end by the migration's own `rebuild_booking_totals()`.
 * NOTE: this is the only place that knows about that table: adapt it here if the migration changes.
 */

/** Runs `load` (inside the caller's transaction) with the user triggers of `bookings` disabled. */
export async function withBookingTriggersOff<T>(tx: DbOrTx, load: () => Promise<T>): Promise<T> {
  await tx.execute(sql`alter table bookings disable trigger user`);
  const result = await load();
  await tx.execute(sql`alter table bookings enable trigger user`);
  return result;
}

/** Calls `rebuild_booking_totals()` when the migration that defines it is applied; answers whether it ran. */
export async function rebuildBookingTotals(db: DbOrTx): Promise<boolean> {
  const [found] = await rows<{ present: boolean }>(
    db,
    sql`select to_regproc('rebuild_booking_totals') is not null as present`,
  );
  if (!found?.present) return false;
  await db.execute(sql`select rebuild_booking_totals()`);
  return true;
}
