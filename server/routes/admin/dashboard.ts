import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDashboardResponse, adminMonthlySalesRatioResponse } from '#shared/api/admin.ts';
import { needsActionResponse } from '#shared/api/needs-action.ts';
import { msg } from '#shared/messages.ts';
import { listNeedsAction } from '#server/features/admin/needs-action.ts';
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

  // what waits on an admin (issue #34): read fresh each time, not cached
  app.get('/needsAction', { schema: { ...secured, response: { 200: needsActionResponse } } }, async () => {
    return { success: true, message: msg.needsActionListed, data: await listNeedsAction(app.deps.db, app.deps.now()) };
  });
};
