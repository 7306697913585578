import { count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { bookings, partners, users } from '#server/db/schema/index.ts';
import { countedBookings } from '#server/features/dashboard/booking-scope.ts';

export interface AdminDashboardTotals {
  totalBookingCount: number;
  totalPartners: number;
  totalUsers: number;
  totalRevenu: number;
}

/**
 * The admin dashboard's four tiles, counted in SQL over everyone's rows with the partner dashboard's
 * rules (docs/decisions.md 21): bookings are booked, cancelled or completed rides (never payment
 * holds); revenue is the grandTotal of booked and completed rides. Partners are the verified ones
 * (the Partners page, blocked included): a request is not a partner yet. Users are every customer.
 */
export async function adminDashboardTotals(db: DbOrTx): Promise<AdminDashboardTotals> {
  const [rides] = await db
    .select({
      total: count(),
      revenue:
        sql<number>`coalesce(sum(${bookings.grandTotal}) FILTER (WHERE ${inArray(bookings.status, ['booked', 'completed'])}), 0)`.mapWith(
          Number,
        ),
    })
    .from(bookings)
    .where(countedBookings({}));
  const [verified] = await db.select({ n: count() }).from(partners).where(eq(partners.isVerifed, 'true'));
  const [customers] = await db.select({ n: count() }).from(users);
  return {
    totalBookingCount: rides?.total ?? 0,
    totalPartners: verified?.n ?? 0,
    totalUsers: customers?.n ?? 0,
    totalRevenu: rides?.revenue ?? 0,
  };
}
