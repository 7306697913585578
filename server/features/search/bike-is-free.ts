import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { bikeBlocks, bookings, partners } from '#server/db/schema/index.ts';
import { clashesSql, holdsTheBike, keptUntilSql, LIVE_STATUSES } from '#server/lib/bike-rules.ts';

/** What `busyBikes` reads (the partner's buffer, the bookings, the blocks). */
export const bikeFreeDuringReads = [bookings, bikeBlocks, partners] as const;

/** A booking that holds its bike (the live indexes' predicate first, so the planner picks them). */
const holding = (): SQL => sql`(${and(inArray(bookings.status, [...LIVE_STATUSES]), holdsTheBike)})`;

/**
 * SQL (a query of `bike_id`s): the bikes of the partners of `partnersOf` (a relation in scope with
 * `id` and `buffer_minutes` columns: the searched city's partners) that are not free for a new ride
 * from `pickupAt` to `dropAt`: a booking that holds its bike (paid, or a live hold) or a block keeps
 * the bike during part of the ride's time, which runs until the drop plus the partner's buffer (issue
 * #19: the new ride would keep the bike until then). A booking keeps its bike over [pickup_at,
 * busy_until) (its drop plus its partner's current buffer, issue #29), a block over [from_at, to_at). The
 * rules are server/lib/bike-rules.ts's (`holdsTheBike`, `clashesSql`, `keptUntilSql`). Expired holds,
 * cancelled, completed and expired bookings keep nothing.
 * NOTE: two half-open spans overlap when each starts before the other ends, written as two range
 * comparisons so each part is ONE range scan per partner (issue #20): bookings_live_partner_idx and
 * bike_blocks_partner_idx are on (partner, end, start, bike), so a city's busy bikes for a window are
 * read from the indexes alone, and the cost follows the city's rides to come, not the table; before,
 * each of the city's bikes was probed for bookings and blocks in turn. `offset 0` keeps each part a
 * per-partner (lateral) scan; the planner would otherwise hash the whole of bike_blocks.
 * `pickupAt` and `dropAt` are ISO instants as SQL (placeholders of a prepared query).
 */
export function busyBikes(partnersOf: SQL, pickupAt: SQL, dropAt: SQL): SQL {
  const from = sql`${pickupAt}::timestamptz`;
  const until = keptUntilSql(dropAt, sql`busy_partner.buffer_minutes`);
  return sql`select busy_ride.bike_id from ${partnersOf} as busy_partner cross join lateral (
      select ${bookings.bikeId} from ${bookings}
      where ${bookings.partnerId} = busy_partner.id and ${holding()}
        and ${clashesSql(bookings.pickupAt, bookings.busyUntil, from, until)}
      offset 0) as busy_ride
    union all
    select busy_block.bike_id from ${partnersOf} as busy_partner cross join lateral (
      select ${bikeBlocks.bikeId} from ${bikeBlocks}
      where ${bikeBlocks.partnerId} = busy_partner.id
        and ${clashesSql(bikeBlocks.fromAt, bikeBlocks.toAt, from, until)}
      offset 0) as busy_block`;
}
