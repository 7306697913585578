import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { bookings, bookingTotals } from '#server/db/schema/index.ts';
import type { DashboardScope } from './booking-scope.ts';

export interface RideTotals {
  /** booked, cancelled and completed rides (never payment holds) */
  rides: number;
  /** the grandTotal of booked and completed rides: a cancelled ride's money goes back */
  revenue: number;
}

/** What `rideTotals` reads: booking_totals, and the bookings it is kept from by a trigger (migration 0004). */
export const rideTotalsReads = [bookingTotals, bookings] as const;

/** The rides of the `booking_totals` rows read: booked, cancelled and completed (an aggregate; 0 for none). */
const ridesSum = sql<number>`coalesce(sum(${bookingTotals.bookedCount} + ${bookingTotals.cancelledCount} + ${bookingTotals.completedCount}), 0)`;

/**
 * One partner's rides as a scalar subquery (an integer), for a statement that needs the count beside
 * its rows; `partnerId` may be a placeholder of a prepared statement.
 */
export function partnerRidesSql(partnerId: SQLWrapper | string): SQL<number> {
  return sql<number>`(select ${ridesSum}::int from ${bookingTotals} where ${eq(bookingTotals.partnerId, partnerId)})`;
}

/**
 * The dashboards' booking count and revenue, read from `booking_totals` (kept by a trigger on
 * bookings, so always equal to aggregating the bookings themselves, without reading them): one
 * partner's row, or (admin) the sum of every partner's row.
 */
export async function rideTotals(db: DbOrTx, scope: DashboardScope): Promise<RideTotals> {
  const t = bookingTotals;
  const [row] = await db
    .select({
      rides: sql<number>`${ridesSum}`.mapWith(Number),
      revenue: sql<number>`coalesce(sum(${t.bookedRevenue} + ${t.completedRevenue}), 0)`.mapWith(Number),
    })
    .from(t)
    .where(scope.partnerId ? eq(t.partnerId, scope.partnerId) : undefined);
  return { rides: row?.rides ?? 0, revenue: row?.revenue ?? 0 };
}
