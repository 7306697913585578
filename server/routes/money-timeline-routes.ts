import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingTimelineQuery, moneyTimelineResponse } from '#shared/api/money-timeline.ts';
import { msg } from '#shared/messages.ts';
import { moneyTimeline, type TimelineViewer } from '#server/features/rentals/views/money-timeline.ts';
import { caller } from '#server/plugins/auth.ts';

/**
 * GET …/bookingTimeline?id= (issue #34, D79): one booking's money timeline, registered in each area
 * (customer /api, partner /api/partner, admin /api/admin) behind that area's guard (role, blocked,
 * revoked token); moneyTimeline checks the booking is the caller's own (the admin's: any).
 */
export function moneyTimelineRoutes(role: TimelineViewer['role'], tag: string): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/bookingTimeline',
      {
        schema: {
          tags: [tag],
          security: [{ bearer: [] }],
          querystring: bookingTimelineQuery,
          response: { 200: moneyTimelineResponse },
        },
      },
      async (request) => {
        const viewer = { role, id: caller(request).id };
        const data = await moneyTimeline(app.deps.db, viewer, request.query.id);
        return { success: true, message: msg.bookingTimelineListed, data };
      },
    );
  };
}
