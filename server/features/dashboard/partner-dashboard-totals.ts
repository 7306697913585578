import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { bikes } from '#server/db/schema/index.ts';
import { rideTotals } from './booking-totals.ts';

export interface PartnerDashboardTotals {
  totalBookingCount: number;
  allBikesCount: number;
  bikeHided: number;
  totalRevenu: number;
}

/**
 * The partner dashboard's four cards over the partner's own rows: bookings (booked, cancelled,
 * completed; not payment holds) and revenue from its `booking_totals` row, bikes not deleted and of
 * those the hidden ones counted in SQL.
 * NOTE: revenue is the grandTotal (what the customer paid) of booked and completed rides: a booked ride
 * is paid, so it counts at once; a cancelled one drops out (its money goes back).
 */
export async function partnerDashboardTotals(db: DbOrTx, partnerId: string): Promise<PartnerDashboardTotals> {
  const rides = await rideTotals(db, { partnerId });
  const [fleet] = await db
    .select({ all: count(), hidden: count(sql`CASE WHEN NOT ${bikes.status} THEN 1 END`) })
    .from(bikes)
    .where(and(eq(bikes.partnerId, partnerId), isNull(bikes.deletedAt)));
  return {
    totalBookingCount: rides.rides,
    allBikesCount: fleet?.all ?? 0,
    bikeHided: fleet?.hidden ?? 0,
    totalRevenu: rides.revenue,
  };
}
