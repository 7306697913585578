import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { monthlySalesRatioResponse, partnerDashboardResponse } from '#shared/api/partner.ts';
import { monthlyStatusRatio } from '#server/features/dashboard/monthly-status-ratio.ts';
import { partnerDashboardTotals } from '#server/features/dashboard/partner-dashboard-totals.ts';
import { weeklyBookingCounts } from '#server/features/dashboard/weekly-booking-counts.ts';
import { caller } from '#server/plugins/auth.ts';

const secured = { tags: ['partner'], security: [{ bearer: [] }] };

/** The partner dashboard: four cards, 'weekly sales' and 'booking & cancel ratio', the caller's rows only. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/fetchBookingBikesRevenu',
    { schema: { ...secured, response: { 200: partnerDashboardResponse } } },
    async (request) => {
      const partnerId = caller(request).id;
      const data = await partnerDashboardTotals(app.deps.db, partnerId);
      const currentWeek = await weeklyBookingCounts(app.deps.db, { partnerId });
      return { success: true, message: 'ok', currentWeek, data };
    },
  );

  app.get(
    '/monthlySalesRatio',
    { schema: { ...secured, response: { 200: monthlySalesRatioResponse } } },
    async (request) => {
      const data = await monthlyStatusRatio(app.deps.db, { partnerId: caller(request).id });
      return { success: true, message: 'ok', data };
    },
  );
};
