import { and, count, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { bookings } from '#server/db/schema/index.ts';

/**
 * Payment holds (ARCHITECTURE section 6): a `pending` booking with `hold_expires_at` 15 minutes after
 * bookbike. A hold past that instant blocks nothing (search and booking treat it as free) and is
 * marked `expired` lazily, by the next booking of its bike, because the exclusion constraint still
 * sees `pending` rows. Expired holds are kept, not deleted: a payment that arrives late must still find
 * its order (verifyPayment).
 */

/** Most live holds one customer may have at once (anti-hoarding, docs/decisions.md). */
export const MAX_LIVE_HOLDS = 3;

/** SQL: a hold whose 15 minutes have not run out. */
export const liveHold: SQL = sql`(${and(eq(bookings.status, 'pending'), gt(bookings.holdExpiresAt, sql`now()`))})`;

/** Marks the bike's holds that ran out `expired`, so the exclusion constraint no longer sees them. */
export async function expireStaleHolds(tx: DbOrTx, bikeId: string): Promise<void> {
  await tx
    .update(bookings)
    .set({ status: 'expired' })
    .where(and(eq(bookings.bikeId, bikeId), eq(bookings.status, 'pending'), lte(bookings.holdExpiresAt, sql`now()`)));
}

/**
 * Releases the customer's own holds of this bike: a second 'Make payment' (another helmet count, a
 * coupon, new times) replaces the first instead of being blocked by it.
 */
export async function releaseOwnHolds(tx: DbOrTx, userId: string, bikeId: string): Promise<void> {
  await tx
    .update(bookings)
    .set({ status: 'expired' })
    .where(and(eq(bookings.bikeId, bikeId), eq(bookings.userId, userId), eq(bookings.status, 'pending')));
}

/** How many live holds the customer has. */
export async function countLiveHolds(tx: DbOrTx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(bookings)
    .where(and(eq(bookings.userId, userId), liveHold));
  return row?.n ?? 0;
}
