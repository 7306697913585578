import { and, eq, gt, gte, inArray, lt, notExists, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { bikeBlocks, bikes, bookings, partners } from '#server/db/schema/index.ts';
import { holdsTheBike } from '#server/lib/live-booking.ts';

/** What `blocksWindow` and `bikeFreeDuring` read (the partner's buffer, the bookings, the blocks). */
export const bikeFreeDuringReads = [bookings, bikeBlocks, partners] as const;

/** A booking that holds its bike: paid, or a payment hold still running (bookings_live_bike_idx's predicate first). */
const holding = (): SQL => sql`(${and(inArray(bookings.status, ['pending', 'booked']), holdsTheBike)})`;

/**
 * SQL: a booking that holds its bike (paid, or a live hold) during part of the window, its own buffer
 * included: the booking's [pickup, busy_until) against [pickup, drop).
 * NOTE: two half-open spans overlap when each starts before the other ends: the exclusion constraint's
 * `tstzrange(pickup_at, busy_until, '[)') &&` test, written as two comparisons with constants so the
 * search reads bookings_live_bike_idx (a bike's live rides by busy_until, with every column tested
 * here) alone, rather than the constraint's gist index and then each booking row.
 */
export function blocksWindow(pickupAt: Date, dropAt: Date): SQL {
  return sql`(${and(holding(), lt(bookings.pickupAt, dropAt), gt(bookings.busyUntil, pickupAt))})`;
}

/**
 * SQL condition on the `bikes` row in scope, joined with its `partners` row: no booking holds it and
 * no block keeps it during any part of the window, nor during the partner's buffer after the drop
 * (issue #19: the new ride would keep the bike until drop + buffer). Expired holds (pending past
 * `hold_expires_at`), cancelled, completed and expired bookings do not block.
 * NOTE: the window itself is tested with constants only (anti-joins the planner filters before joining,
 * as before buffers existed); the buffer after the drop is a second test, asked only of bikes whose
 * partner has a buffer, so a bike with a zero buffer is searched exactly as before. Built with a query
 * builder so `bikes.id` stays table-qualified and the subqueries correlated (see coupon-validity.ts).
 */
export function bikeFreeDuring(pickupAt: Date, dropAt: Date): SQL {
  const select = () => new QueryBuilder().select({ one: sql`1` });
  // drop + the partner's buffer, as busy_end() computes busy_until (written out: a query calling a database
  // function hides what it reads from the read cache's check, server/lib/read-cache/declared-tables.test.ts)
  const busyEnd = sql`(${dropAt.toISOString()}::timestamptz + make_interval(mins => ${partners.bufferMinutes}))`;
  const booked = notExists(
    select()
      .from(bookings)
      .where(and(eq(bookings.bikeId, bikes.id), blocksWindow(pickupAt, dropAt))),
  );
  const blocked = notExists(
    select()
      .from(bikeBlocks)
      .where(and(eq(bikeBlocks.bikeId, bikes.id), lt(bikeBlocks.fromAt, dropAt), gt(bikeBlocks.toAt, pickupAt))),
  );
  // what starts during the buffer: a ride or a block from the drop to drop + buffer
  const bookedInBuffer = notExists(
    select()
      .from(bookings)
      .where(
        and(eq(bookings.bikeId, bikes.id), holding(), gte(bookings.pickupAt, dropAt), lt(bookings.pickupAt, busyEnd)),
      ),
  );
  const blockedInBuffer = notExists(
    select()
      .from(bikeBlocks)
      .where(and(eq(bikeBlocks.bikeId, bikes.id), gte(bikeBlocks.fromAt, dropAt), lt(bikeBlocks.fromAt, busyEnd))),
  );
  return sql`(${booked} AND ${blocked} AND (${partners.bufferMinutes} = 0 OR (${bookedInBuffer} AND ${blockedInBuffer})))`;
}
