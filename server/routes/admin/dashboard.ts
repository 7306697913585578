import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDashboardResponse, adminMonthlySalesRatioResponse } from '#shared/api/admin.ts';
import { adminDashboardTotals } from '#server/features/admin/admin-dashboard-totals.ts';
import { monthlyStatusRatio } from '#server/features/dashboard/monthly-status-ratio.ts';
import { weeklyBookingCounts } from '#server/features/dashboard/weekly-booking-counts.ts';

const secured = { tags: ['admin'], security: [{ bearer: [] }] };

/** The admin dashboard: four tiles, 'weekly sales' and 'booking & cancel ratio', over everyone's rows. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/fetchBookingBikesRevenu',
    { schema: { ...secured, response: { 200: adminDashboardResponse } } },
    async () => {
      const data = await adminDashboardTotals(app.deps.db);
      const currentWeek = await weeklyBookingCounts(app.deps.db, {});
      return { success: true, message: 'ok', currentWeek, data };
    },
  );

  app.get(
    '/monthlySalesRatio',
    { schema: { ...secured, response: { 200: adminMonthlySalesRatioResponse } } },
    async () => {
      const data = await monthlyStatusRatio(app.deps.db, {});
      return { success: true, message: 'ok', data };
    },
  );
};
