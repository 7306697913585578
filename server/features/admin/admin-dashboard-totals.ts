import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { accountTotals, partners, users } from '#server/db/schema/index.ts';
import { rideTotals, rideTotalsReads } from '#server/features/dashboard/booking-totals.ts';

export interface AdminDashboardTotals {
  totalBookingCount: number;
  totalPartners: number;
  totalUsers: number;
  totalRevenu: number;
}

/** What `adminDashboardTotals` reads: account_totals comes with the users it is kept from (migration 0008). */
export const adminDashboardTotalsReads = [...rideTotalsReads, partners, accountTotals, users] as const;

/**
 * The admin dashboard's four tiles, counted in SQL over everyone's rows with the partner dashboard's
 * rules (decisions D21, D26): bookings are booked, cancelled or completed rides (never payment
 * holds); revenue is the grandTotal of booked and completed rides. Partners are the verified ones
 * (the Partners page, blocked included): a request is not a partner yet. Users are every customer.
 * NOTE: the rides and revenue are the sum of the per-partner rows of `booking_totals` (one row per
 * partner), not an aggregate over every booking (≈ 750 ms at a million rows); the users are the one
 * row of `account_totals`, not a count of the users table (≈ 6 ms at 50,000).
 */
export async function adminDashboardTotals(db: DbOrTx): Promise<AdminDashboardTotals> {
  const rides = await rideTotals(db, {});
  const [verified] = await db.select({ n: count() }).from(partners).where(eq(partners.isVerifed, 'true'));
  const [customers] = await db.select({ n: accountTotals.users }).from(accountTotals);
  return {
    totalBookingCount: rides.rides,
    totalPartners: verified?.n ?? 0,
    totalUsers: customers?.n ?? 0,
    totalRevenu: rides.revenue,
  };
}
