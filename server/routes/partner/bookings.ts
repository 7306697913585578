import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeBookingStatusBody,
  changeBookingStatusResponse,
  findBookingsResponse,
  pageQuery,
} from '#shared/api/partner.ts';
import { completeRideBody, completeRideResponse } from '#shared/api/settlement.ts';
import { msg } from '#shared/messages.ts';
import { changeBookingStatus } from '#server/features/rentals/change-booking-status.ts';
import { completeRide } from '#server/features/rentals/complete-ride.ts';
import { listPartnerBookings } from '#server/features/rentals/list-partner-bookings.ts';
import { caller } from '#server/plugins/auth.ts';
import { cancelDeps } from '../cancel-deps.ts';

const secured = { tags: ['partner'], security: [{ bearer: [] }] };

/** BOOKINGS: the bookings of the caller's bikes, the final cancelled/completed choice, and completing a ride with its settlement. */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/findBookings',
    { schema: { ...secured, querystring: pageQuery, response: { 200: findBookingsResponse } } },
    async (request) => {
      const { bookings, page, totalPages } = await listPartnerBookings(
        app.deps.db,
        caller(request).id,
        request.query.page,
      );
      return { success: true, message: 'ok', data: bookings, page, totalPages };
    },
  );

  app.post(
    '/changeBookingStatus',
    { schema: { ...secured, body: changeBookingStatusBody, response: { 200: changeBookingStatusResponse } } },
    async (request) => {
      const data = await changeBookingStatus(cancelDeps(app), caller(request).id, request.body);
      return { success: true, message: msg.bookingStatusChanged(data.status), data };
    },
  );

  app.post(
    '/completeRide',
    { schema: { ...secured, body: completeRideBody, response: { 200: completeRideResponse } } },
    async (request) => {
      const data = await completeRide(cancelDeps(app), caller(request).id, request.body);
      return { success: true, message: msg.rideCompleted, data };
    },
  );
};
