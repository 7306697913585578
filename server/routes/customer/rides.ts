import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancellationPolicyResponse,
  cancellationQuoteQuery,
  cancellationQuoteResponse,
} from '#shared/api/cancellations.ts';
import { cancelRideBody, cancelRideResponse, userRidesResponse } from '#shared/api/rides.ts';
import { msg } from '#shared/messages.ts';
import { currentPolicy } from '#server/features/cancellations/current-policy.ts';
import { quoteCancellation } from '#server/features/cancellations/quote-cancellation.ts';
import { cancelRide } from '#server/features/rentals/cancel/cancel-ride.ts';
import { listUserRides } from '#server/features/rentals/views/list-user-rides.ts';
import { caller } from '#server/plugins/auth.ts';
import { photoSigner, rideMoveDeps } from '../ride-move-deps.ts';

const secured = { tags: ['customer'], security: [{ bearer: [] }] };

/** My Rides on /userProfile, cancelling a ride (its quote first), and the cancellation policy. */
export const rideRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/userRides', { schema: { ...secured, response: { 200: userRidesResponse } } }, async (request) => {
    const { rides, doneReviews } = await listUserRides(
      app.deps.db,
      caller(request).id,
      app.deps.now(),
      photoSigner(app),
    );
    return { success: true, message: 'ok', data: rides, doneReviews };
  });

  app.post(
    '/cancelRide',
    { schema: { ...secured, body: cancelRideBody, response: { 200: cancelRideResponse } } },
    async (request) => {
      const data = await cancelRide(rideMoveDeps(app), caller(request).id, request.body.order, request.body.refund);
      return { success: true, message: msg.rideCancelled, data };
    },
  );

  app.get(
    '/cancellationQuote',
    { schema: { ...secured, querystring: cancellationQuoteQuery, response: { 200: cancellationQuoteResponse } } },
    async (request) => {
      const data = await quoteCancellation(app.deps.db, caller(request).id, request.query.id, app.deps.now());
      return { success: true, message: 'ok', data };
    },
  );

  app.get(
    '/cancellationPolicy',
    { config: { public: true }, schema: { tags: ['customer'], response: { 200: cancellationPolicyResponse } } },
    async () => {
      const { tiers } = await currentPolicy(app.deps.db);
      return { success: true, message: 'ok', data: { tiers } };
    },
  );
};
