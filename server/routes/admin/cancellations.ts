import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBookingsQuery,
  adminBookingsResponse,
  adminCancelBookingBody,
  adminCancelBookingResponse,
  cancellationPolicyBody,
  cancellationPolicyResponse,
} from '#shared/api/cancellations.ts';
import { adminCancelQuoteQuery, adminCancelQuoteResponse } from '#shared/api/admin-cancel-quote.ts';
import { msg } from '#shared/messages.ts';
import { currentPolicy } from '#server/features/cancellations/current-policy.ts';
import { savePolicy } from '#server/features/cancellations/save-policy.ts';
import { cancelBookingByAdmin } from '#server/features/rentals/cancel/cancel-booking-by-admin.ts';
import { quoteAdminCancel } from '#server/features/rentals/cancel/quote-admin-cancel.ts';
import { listAdminBookings } from '#server/features/rentals/views/list-admin-bookings.ts';
import { caller } from '#server/plugins/auth.ts';
import { photoSigner, rideMoveDeps } from '../ride-move-deps.ts';

const secured = { tags: ['admin'], security: [{ bearer: [] }] };

/** CANCELLATIONS (issue #16): the policy's tiers, the Bookings screen and cancelling a booking with a refund. */
export const cancellationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cancellationPolicy',
    { schema: { ...secured, response: { 200: cancellationPolicyResponse } } },
    async () => {
      const { tiers } = await currentPolicy(app.deps.db);
      return { success: true, message: 'ok', data: { tiers } };
    },
  );

  app.put(
    '/cancellationPolicy',
    { schema: { ...secured, body: cancellationPolicyBody, response: { 200: cancellationPolicyResponse } } },
    async (request) => {
      const { tiers } = await savePolicy(app.deps.db, caller(request).id, request.body);
      return { success: true, message: msg.policySaved, data: { tiers } };
    },
  );

  app.get(
    '/bookings',
    { schema: { ...secured, querystring: adminBookingsQuery, response: { 200: adminBookingsResponse } } },
    async (request) => {
      const data = await listAdminBookings(app.deps.db, request.query, photoSigner(app));
      return { success: true, message: 'ok', data };
    },
  );

  // the cancel dialog's quote of each refund choice for this booking, now (issue #34)
  app.get(
    '/cancelQuote',
    { schema: { ...secured, querystring: adminCancelQuoteQuery, response: { 200: adminCancelQuoteResponse } } },
    async (request) => {
      const data = await quoteAdminCancel(app.deps.db, request.query.id, app.deps.now());
      return { success: true, message: msg.cancelQuoteListed, data };
    },
  );

  app.post(
    '/cancelBooking',
    { schema: { ...secured, body: adminCancelBookingBody, response: { 200: adminCancelBookingResponse } } },
    async (request) => {
      const data = await cancelBookingByAdmin(rideMoveDeps(app), request.body);
      return { success: true, message: msg.bookingCancelledByAdmin, data };
    },
  );
};
