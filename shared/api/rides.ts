import { z } from 'zod';
import { msg } from '../messages.ts';
import { bookingCustomer, customerBooking } from './booking-answer.ts';
import { envelope, idField } from './fields.ts';

/*
 * My Rides on /userProfile (spec sections 2, 3, 4, 7): userRides and cancelRide. Payment holds are not
 * rides: only booked, cancelled and completed bookings are listed.
 */

/**
 * A ride (spec section 3): the customer's booking (booking-answer.ts) with the bike's rent and engine,
 * the customer's id, and `canCancel`, true while it is booked and its pick-up is still ahead.
 */
export const ride = customerBooking.extend({
  bike: customerBooking.shape.bike.extend({ rentPerHour: z.number().int(), engineCC: z.number().int() }),
  user: bookingCustomer.extend({ id: z.string() }),
  canCancel: z.boolean(),
});
export type Ride = z.infer<typeof ride>;

/** POST /api/userRides: the caller's rides, newest first; `doneReviews` the ids of the rides already rated. */
export const userRidesResponse = envelope.extend({ data: z.array(ride), doneReviews: z.array(z.string()) });
export type UserRidesResponse = z.infer<typeof userRidesResponse>;

/**
 * POST /api/cancelRide `{ order, refund? }`: the id of one of the caller's booked rides, and the refund
 * they were shown (whole rupees, issue #28). When the policy now gives another refund: 409
 * `refundChanged` with the new quote (`cancellationQuote`) as `data`, nothing cancelled.
 */
export const cancelRideBody = z.object({
  order: idField(msg.invalidId),
  refund: z
    .number({ error: msg.refundShownInvalid })
    .int(msg.refundShownInvalid)
    .min(0, msg.refundShownInvalid)
    .max(100_000_000, msg.refundShownInvalid)
    .optional(),
});
export type CancelRideBody = z.infer<typeof cancelRideBody>;

/** Answers the ride, now `cancelled` (it replaces the row). */
export const cancelRideResponse = envelope.extend({ data: ride });
export type CancelRideResponse = z.infer<typeof cancelRideResponse>;
