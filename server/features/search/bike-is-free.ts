import { and, eq, gt, inArray, lt, notExists, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { bikeBlocks, bikes, bookings, partners } from '#server/db/schema/index.ts';
import { holdsTheBike } from '#server/lib/live-booking.ts';

/** What `blocksWindow` and `bikeFreeDuring` read (the partner's buffer, the bookings, the blocks). */
export const bikeFreeDuringReads = [bookings, bikeBlocks, partners] as const;

/**
 * SQL: the end of the time a new ride of the `partners` row in scope would keep its bike: the drop
 * plus the partner's turnaround buffer (issue #19), as busy_end() computes a booking's busy_until.
 */
function newRideBusyUntil(dropAt: Date): SQL {
  return sql`busy_end(${dropAt.toISOString()}::timestamptz, ${partners.bufferMinutes})`;
}

/**
 * SQL: a booking that holds its bike (paid, or a live hold) during part of the window, each side with
 * its buffer: the booking's [pickup, busy_until) against the new ride's [pickup, drop + buffer).
 * NOTE: two half-open spans overlap when each starts before the other ends: the exclusion constraint's
 * `tstzrange(pickup_at, busy_until, '[)') &&` test, written as two comparisons so the search reads
 * bookings_live_bike_idx (a bike's live rides by busy_until, with every column tested here) alone,
 * rather than the constraint's gist index and then each booking row.
 */
export function blocksWindow(pickupAt: Date, dropAt: Date): SQL {
  return sql`(${and(
    // the index's predicate (pending or booked), narrowed by holdsTheBike to the holds still running
    inArray(bookings.status, ['pending', 'booked']),
    holdsTheBike,
    lt(bookings.pickupAt, newRideBusyUntil(dropAt)),
    gt(bookings.busyUntil, pickupAt),
  )})`;
}

/**
 * SQL condition on the `bikes` row in scope, joined with its `partners` row: no booking holds it and
 * no block keeps it during any part of the window (the partner's buffer after the drop included).
 * Expired holds (pending past `hold_expires_at`), cancelled, completed and expired bookings do not
 * block. NOTE: built with a query builder so `bikes.id` stays table-qualified and the subqueries
 * correlated (see coupon-validity.ts).
 */
export function bikeFreeDuring(pickupAt: Date, dropAt: Date): SQL {
  const booked = notExists(
    new QueryBuilder()
      .select({ one: sql`1` })
      .from(bookings)
      .where(and(eq(bookings.bikeId, bikes.id), blocksWindow(pickupAt, dropAt))),
  );
  const blocked = notExists(
    new QueryBuilder()
      .select({ one: sql`1` })
      .from(bikeBlocks)
      .where(
        and(
          eq(bikeBlocks.bikeId, bikes.id),
          lt(bikeBlocks.fromAt, newRideBusyUntil(dropAt)),
          gt(bikeBlocks.toAt, pickupAt),
        ),
      ),
  );
  return sql`(${booked} AND ${blocked})`;
}
