import { z } from 'zod';
import { msg } from '../messages.ts';
import { envelope, formNumber, idField } from './fields.ts';
import { partnerBooking } from './partner.ts';
import { MAX_ODOMETER_KM } from './settlement.ts';

/*
 * Hand-over and return photos (issue #32, decision D81): POST /api/partner/startRide, and the photos
 * completeRide takes with the return. Both are multipart: text fields plus the repeated file field
 * RIDE_PHOTO_FIELD. The answer's `handover` is booking-answer.ts's (every booking answer carries it).
 */

/** Multipart file field of startRide and completeRide, repeated once per photo. */
export const RIDE_PHOTO_FIELD = 'photos';
/** The hand-over's photos: the four sides, the odometer, the fuel gauge (at least), at most 8. */
export const MIN_HANDOVER_PHOTOS = 4;
export const MAX_HANDOVER_PHOTOS = 8;
/** A damage charge on a ride handed over with photos needs this many return photos (at most 8). */
export const MIN_DAMAGE_RETURN_PHOTOS = 2;
export const MAX_RETURN_PHOTOS = 8;
/** A ride may be started this many minutes before its pick-up time (the keys change hands early). */
export const HANDOVER_EARLY_MINUTES = 60;

/** The text fields of POST /api/partner/startRide (multipart): the booking and the odometer at hand-over. */
export const startRideForm = z.object({
  id: idField(msg.invalidId),
  startKm: z.preprocess(
    formNumber,
    z
      .number({ error: msg.startKmInvalid })
      .int(msg.startKmInvalid)
      .min(0, msg.startKmInvalid)
      .max(MAX_ODOMETER_KM, msg.startKmInvalid),
  ),
});
export type StartRideForm = z.infer<typeof startRideForm>;
export type StartRideInput = z.input<typeof startRideForm>;

/** Answers the partner's booking, still `booked`, now with its `handover`. */
export const startRideResponse = envelope.extend({ data: partnerBooking });
export type StartRideResponse = z.infer<typeof startRideResponse>;
