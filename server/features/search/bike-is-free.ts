import { and, eq, gt, inArray, lt, notExists, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { bikes, bookings } from '#server/db/schema/index.ts';
import { holdsTheBike } from '#server/lib/live-booking.ts';

/** What `blocksWindow` and `bikeFreeDuring` read. */
export const bikeFreeDuringReads = [bookings] as const;

/**
 * SQL: a booking that holds its bike (paid, or a live hold) during part of the window.
 * NOTE: two half-open spans overlap when each starts before the other ends: the exclusion constraint's
 * `tstzrange(pickup_at, drop_at, '[)') &&` test, written as two comparisons so the search reads
 * bookings_live_bike_idx (a bike's live rides by drop time, with every column tested here) alone,
 * rather than the constraint's gist index and then each booking row.
 */
export function blocksWindow(pickupAt: Date, dropAt: Date): SQL {
  return sql`(${and(
    // the index's predicate (pending or booked), narrowed by holdsTheBike to the holds still running
    inArray(bookings.status, ['pending', 'booked']),
    holdsTheBike,
    lt(bookings.pickupAt, dropAt),
    gt(bookings.dropAt, pickupAt),
  )})`;
}

/**
 * SQL condition on the `bikes` row in scope: no booking holds it during any part of the window.
 * Expired holds (pending past `hold_expires_at`), cancelled, completed and expired bookings do not
 * block. NOTE: built with a query builder so `bikes.id` stays table-qualified and the subquery
 * correlated (see coupon-validity.ts).
 */
export function bikeFreeDuring(pickupAt: Date, dropAt: Date): SQL {
  return notExists(
    new QueryBuilder()
      .select({ one: sql`1` })
      .from(bookings)
      .where(and(eq(bookings.bikeId, bikes.id), blocksWindow(pickupAt, dropAt))),
  );
}
