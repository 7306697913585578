import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cancelRideBody, cancelRideResponse, userRidesResponse } from '#shared/api/rides.ts';
import { msg } from '#shared/messages.ts';
import { cancelRide } from '#server/features/rentals/cancel-ride.ts';
import { listUserRides } from '#server/features/rentals/list-user-rides.ts';
import { caller } from '#server/plugins/auth.ts';

const secured = { tags: ['customer'], security: [{ bearer: [] }] };

/** My Rides on /userProfile, and cancelling a ride. */
export const rideRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/userRides', { schema: { ...secured, response: { 200: userRidesResponse } } }, async (request) => {
    const { rides, doneReviews } = await listUserRides(app.deps.db, caller(request).id);
    return { success: true, message: 'ok', data: rides, doneReviews };
  });

  app.post(
    '/cancelRide',
    { schema: { ...secured, body: cancelRideBody, response: { 200: cancelRideResponse } } },
    async (request) => {
      const data = await cancelRide(app.deps.db, caller(request).id, request.body.order);
      return { success: true, message: msg.rideCancelled, data };
    },
  );
};
