import type { WeekDayCount } from '#shared/api/partner.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { monthlyStatusRatio, monthlyStatusRatioReads } from '#server/features/dashboard/monthly-status-ratio.ts';
import { weeklyBookingCounts, weeklyBookingCountsReads } from '#server/features/dashboard/weekly-booking-counts.ts';
import { partners } from '#server/db/schema/index.ts';
import { defineCachedRead } from '#server/lib/read-cache/cached-read.ts';
import {
  adminDashboardTotals,
  adminDashboardTotalsReads,
  type AdminDashboardTotals,
} from './admin-dashboard-totals.ts';

/** fetchBookingBikesRevenu: the four tiles and 'weekly sales', over everyone's rows. */
export async function adminDashboard(db: DbOrTx): Promise<{ data: AdminDashboardTotals; currentWeek: WeekDayCount[] }> {
  const data = await adminDashboardTotals(db);
  const currentWeek = await weeklyBookingCounts(db, {});
  return { data, currentWeek };
}

/*
 * The admin's two dashboard calls, kept once for every admin (each caller's auth check runs before):
 * the answers are the same whoever asks.
 */
export const cachedAdminDashboard = defineCachedRead({
  name: 'adminDashboard',
  reads: [...adminDashboardTotalsReads, ...weeklyBookingCountsReads],
  run: adminDashboard,
});

/** monthlySalesRatio: 'booking & cancel ratio' over everyone's bookings. */
export const cachedAdminMonthlyRatio = defineCachedRead({
  name: 'adminMonthlyRatio',
  // partners: a partner's buffer change rewrites its live bookings (migration 0023's trigger)
  reads: [...monthlyStatusRatioReads, partners],
  run: (db) => monthlyStatusRatio(db, {}),
});
