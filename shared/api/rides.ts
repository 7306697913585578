import { z } from 'zod';
import { msg } from '../messages.ts';
import { bookingStatusesShown } from './booking.ts';
import { envelope, idField } from './fields.ts';
import { rideRefund } from './refund-fields.ts';
import { rideSettlement } from './settlement-fields.ts';

/*
 * My Rides on /userProfile (spec sections 2, 3, 4, 7): userRides and cancelRide. Payment holds are not
 * rides: only booked, cancelled and completed bookings are listed.
 */

/**
 * A ride (spec section 3). Dates 'YYYY-MM-DD' and times 'hh:mm AM/PM' in India time; `date` the day it
 * was booked; money whole rupees; `canCancel` true while it is booked and its pick-up is still ahead;
 * `refund` its latest refund or null.
 */
export const ride = z.object({
  _id: z.string(),
  date: z.string(),
  bike: z.object({
    _id: z.string(),
    name: z.string(),
    brand: z.string(),
    rentPerHour: z.number().int(),
    engineCC: z.number().int(),
    image: z.array(z.string()),
  }),
  user: z.object({
    id: z.string(),
    fname: z.string(),
    lname: z.string(),
    email: z.string(),
    mobile: z.string().nullable(),
  }),
  pickUpDate: z.string(),
  pickUpTime: z.string(),
  dropDate: z.string(),
  dropTime: z.string(),
  city: z.string(),
  pickUpPoint: z.string(),
  dropPoint: z.string(),
  helmet: z.number().int(),
  hours: z.number().int(),
  rent: z.number().int(),
  cgst: z.number().int(),
  sgst: z.number().int(),
  discountAmount: z.number().int(),
  totalAmount: z.number().int(),
  grandTotal: z.number().int(),
  /** the refundable deposit paid with the rent (issue #17), untaxed; 0 when none */
  deposit: z.number().int(),
  paymentMethod: z.string(),
  paymentStatus: z.string(),
  status: z.enum(bookingStatusesShown),
  canCancel: z.boolean(),
  /** the ride's latest refund, null when none (issue #16) */
  refund: rideRefund,
  /** the settlement at return, null until completed (issue #17) */
  settlement: rideSettlement,
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
