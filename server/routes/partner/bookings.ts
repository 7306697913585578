import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeBookingStatusBody,
  changeBookingStatusResponse,
  findBookingsResponse,
  pageQuery,
} from '#shared/api/partner.ts';
import { RIDE_PHOTO_FIELD, startRideForm, startRideResponse } from '#shared/api/handover.ts';
import { completeRideResponse } from '#shared/api/settlement.ts';
import { msg } from '#shared/messages.ts';
import { changeBookingStatus } from '#server/features/rentals/change-booking-status.ts';
import { startRide } from '#server/features/rentals/handover/start-ride.ts';
import { completeRide } from '#server/features/rentals/return/complete-ride.ts';
import { listPartnerBookings } from '#server/features/rentals/views/list-partner-bookings.ts';
import { caller } from '#server/plugins/auth.ts';
import { parseFields } from '../parse-fields.ts';
import { photoSigner, rideMoveDeps } from '../ride-move-deps.ts';
import { readCompleteRide, readRideParts } from './ride-parts.ts';

const secured = { tags: ['partner'], security: [{ bearer: [] }] };

/**
 * BOOKINGS: the bookings of the caller's bikes, the final cancelled/completed choice, starting a ride at
 * the hand-over (issue #32) and completing it with its settlement.
 */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/findBookings',
    { schema: { ...secured, querystring: pageQuery, response: { 200: findBookingsResponse } } },
    async (request) => {
      const { bookings, page, totalPages } = await listPartnerBookings(
        app.deps.db,
        caller(request).id,
        request.query.page,
        photoSigner(app),
      );
      return { success: true, message: 'ok', data: bookings, page, totalPages };
    },
  );

  app.post(
    '/changeBookingStatus',
    { schema: { ...secured, body: changeBookingStatusBody, response: { 200: changeBookingStatusResponse } } },
    async (request) => {
      const data = await changeBookingStatus(rideMoveDeps(app), caller(request).id, request.body);
      return { success: true, message: msg.bookingStatusChanged(data.status), data };
    },
  );

  app.post(
    '/startRide',
    { schema: { ...secured, consumes: ['multipart/form-data'], response: { 200: startRideResponse } } },
    async (request) => {
      const parts = await readRideParts(request);
      // the fields are checked before any photo is stored
      const fields = parseFields(startRideForm, parts.fields);
      const photos = parts.files[RIDE_PHOTO_FIELD] ?? [];
      const data = await startRide(rideMoveDeps(app), caller(request).id, { fields, photos });
      return { success: true, message: msg.rideHandedOver, data };
    },
  );

  // JSON (completeRideBody) as before, or multipart with the return's photos (completeRideForm, issue #32):
  // no body schema, the handler validates whichever arrived with the same shared schema
  app.post(
    '/completeRide',
    {
      schema: {
        ...secured,
        consumes: ['application/json', 'multipart/form-data'],
        response: { 200: completeRideResponse },
      },
    },
    async (request) => {
      const { body, photos } = await readCompleteRide(request);
      const data = await completeRide(rideMoveDeps(app), caller(request).id, body, photos);
      return { success: true, message: msg.rideCompleted, data };
    },
  );
};
