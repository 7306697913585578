import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { bikes, bookings } from '#server/db/schema/index.ts';
import { countedBookings } from './booking-scope.ts';

export interface PartnerDashboardTotals {
  totalBookingCount: number;
  allBikesCount: number;
  bikeHided: number;
  totalRevenu: number;
}

/**
 * The partner dashboard's four cards, counted in SQL over the partner's own rows: bookings (booked,
 * cancelled, completed; not payment holds), bikes not deleted, of those the hidden ones, and revenue.
 * NOTE: revenue is the grandTotal (what the customer paid) of booked and completed rides: a booked ride
 * is paid, so it counts at once; a cancelled one drops out (its money goes back).
 */
export async function partnerDashboardTotals(db: DbOrTx, partnerId: string): Promise<PartnerDashboardTotals> {
  const [rides] = await db
    .select({
      total: count(),
      revenue:
        sql<number>`coalesce(sum(${bookings.grandTotal}) FILTER (WHERE ${inArray(bookings.status, ['booked', 'completed'])}), 0)`.mapWith(
          Number,
        ),
    })
    .from(bookings)
    .where(countedBookings({ partnerId }));
  const [fleet] = await db
    .select({ all: count(), hidden: count(sql`CASE WHEN NOT ${bikes.status} THEN 1 END`) })
    .from(bikes)
    .where(and(eq(bikes.partnerId, partnerId), isNull(bikes.deletedAt)));
  return {
    totalBookingCount: rides?.total ?? 0,
    allBikesCount: fleet?.all ?? 0,
    bikeHided: fleet?.hidden ?? 0,
    totalRevenu: rides?.revenue ?? 0,
  };
}
