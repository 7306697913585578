import { and, eq, inArray, notExists, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { bikes, bookings } from '#server/db/schema/index.ts';
import { holdsTheBike } from '#server/features/bookings/live-booking.ts';

/** A `tstzrange` literal of a ride window, half-open like the exclusion constraint's. */
export function windowRange(pickupAt: Date, dropAt: Date): SQL {
  return sql`tstzrange(${pickupAt.toISOString()}::timestamptz, ${dropAt.toISOString()}::timestamptz, '[)')`;
}

/** SQL: a booking that holds its bike (paid, or a live hold) during part of the window. */
export function blocksWindow(pickupAt: Date, dropAt: Date): SQL {
  return sql`(${and(
    // the constraint's own predicate, so the planner may use its gist index
    inArray(bookings.status, ['pending', 'booked']),
    holdsTheBike,
    sql`tstzrange(${bookings.pickupAt}, ${bookings.dropAt}, '[)') && ${windowRange(pickupAt, dropAt)}`,
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
