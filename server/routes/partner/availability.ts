import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bikeCalendarQuery,
  bikeCalendarResponse,
  blockBikeBody,
  blockBikeResponse,
  calendarFeedQuery,
  calendarTokenBody,
  calendarTokenResponse,
  unblockBikeQuery,
  unblockBikeResponse,
} from '#shared/api/availability.ts';
import { msg } from '#shared/messages.ts';
import { bikeCalendar } from '#server/features/availability/bike-calendar.ts';
import { blockBike } from '#server/features/availability/block-bike.ts';
import { calendarFeed } from '#server/features/availability/calendar-feed.ts';
import { renewCalendarToken } from '#server/features/availability/renew-calendar-token.ts';
import { unblockBike } from '#server/features/availability/unblock-bike.ts';
import { caller } from '#server/plugins/auth.ts';

const secured = { tags: ['partner'], security: [{ bearer: [] }] };

/** Where the feed is served, under this area's prefix. */
const FEED_PATH = '/bikeCalendar.ics';

/**
 * Partner availability (issue #19): blocks, the month calendar, the iCal address and its feed. Every
 * call but the feed acts on the caller's own bikes and blocks; the feed has no bearer (calendar apps
 * send none): its token is the key.
 */
export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/blockBike',
    { schema: { ...secured, body: blockBikeBody, response: { 200: blockBikeResponse } } },
    async (request) => {
      const data = await blockBike(app.deps.db, caller(request).id, request.body);
      return { success: true, message: msg.bikeBlocked, data };
    },
  );

  app.delete(
    '/unblockBike',
    { schema: { ...secured, querystring: unblockBikeQuery, response: { 200: unblockBikeResponse } } },
    async (request) => {
      const data = await unblockBike(app.deps.db, caller(request).id, request.query.id);
      return { success: true, message: msg.bikeUnblocked, data };
    },
  );

  app.get(
    '/bikeCalendar',
    { schema: { ...secured, querystring: bikeCalendarQuery, response: { 200: bikeCalendarResponse } } },
    async (request) => {
      const data = await bikeCalendar(app.deps.db, caller(request).id, request.query);
      return { success: true, message: 'ok', data };
    },
  );

  app.post(
    '/calendarToken',
    { schema: { ...secured, body: calendarTokenBody, response: { 200: calendarTokenResponse } } },
    async (request) => {
      const token = await renewCalendarToken(app.deps.db, caller(request).id, request.body.id);
      // the absolute address a calendar app subscribes to: this server as the partner reached it
      const base = `${request.protocol}://${request.host}${request.url.slice(0, request.url.indexOf('/calendarToken'))}`;
      const url = `${base}${FEED_PATH}?token=${encodeURIComponent(token)}`;
      return { success: true, message: msg.calendarTokenRenewed, data: { url } };
    },
  );

  app.get(
    FEED_PATH,
    { config: { public: true }, schema: { tags: ['partner'], querystring: calendarFeedQuery } },
    async (request, reply) => {
      const body = await calendarFeed(app.deps.db, request.query.token);
      return reply
        .header('cache-control', 'private, no-store')
        .type('text/calendar; charset=utf-8')
        .send(body);
    },
  );
};
