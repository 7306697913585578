import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDashboardResponse, adminMonthlySalesRatioResponse } from '#shared/api/admin.ts';
import { accountTotals, bookings, bookingTotals, partners, users } from '#server/db/schema/index.ts';
import { sendCached, tableNames } from '#server/features/read-cache/cached-reply.ts';
import { adminDashboardTotals } from '#server/features/admin/admin-dashboard-totals.ts';
import { monthlyStatusRatio } from '#server/features/dashboard/monthly-status-ratio.ts';
import { weeklyBookingCounts } from '#server/features/dashboard/weekly-booking-counts.ts';

const secured = { tags: ['admin'], security: [{ bearer: [] }] };

/**
 * What the dashboard is read from (the totals tables are kept from bookings and users by triggers).
 * The answers are the same for every admin: they are kept once, after each caller's own auth check.
 */
const DASHBOARD_TABLES = tableNames(bookings, bookingTotals, partners, accountTotals, users);

/** The admin dashboard: four tiles, 'weekly sales' and 'booking & cancel ratio', over everyone's rows. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/fetchBookingBikesRevenu',
    { schema: { ...secured, response: { 200: adminDashboardResponse } } },
    async (_request, reply) =>
      sendCached(reply, app.deps.readCache, 'admin fetchBookingBikesRevenu', DASHBOARD_TABLES, async () => {
        const data = await adminDashboardTotals(app.deps.db);
        const currentWeek = await weeklyBookingCounts(app.deps.db, {});
        return { success: true, message: 'ok', currentWeek, data };
      }),
  );

  app.get(
    '/monthlySalesRatio',
    { schema: { ...secured, response: { 200: adminMonthlySalesRatioResponse } } },
    async (_request, reply) =>
      sendCached(reply, app.deps.readCache, 'admin monthlySalesRatio', DASHBOARD_TABLES, async () => ({
        success: true,
        message: 'ok',
        data: await monthlyStatusRatio(app.deps.db, {}),
      })),
  );
};
