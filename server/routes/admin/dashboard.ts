import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDashboardResponse, adminMonthlySalesRatioResponse } from '#shared/api/admin.ts';
import { cachedAdminDashboard, cachedAdminMonthlyRatio } from '#server/features/admin/admin-dashboard.ts';

const secured = { tags: ['admin'], security: [{ bearer: [] }] };

/** The admin dashboard: four tiles, 'weekly sales' and 'booking & cancel ratio', over everyone's rows. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/fetchBookingBikesRevenu',
    { schema: { ...secured, response: { 200: adminDashboardResponse } } },
    // the same answers for every admin: kept once, after each caller's own auth check
    async (_request, reply) =>
      reply.sendCached(cachedAdminDashboard, undefined, ({ data, currentWeek }) => ({
        success: true,
        message: 'ok',
        currentWeek,
        data,
      })),
  );

  app.get(
    '/monthlySalesRatio',
    { schema: { ...secured, response: { 200: adminMonthlySalesRatioResponse } } },
    async (_request, reply) =>
      reply.sendCached(cachedAdminMonthlyRatio, undefined, (data) => ({ success: true, message: 'ok', data })),
  );
};
