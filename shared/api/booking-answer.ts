import { z } from 'zod';
import { LICENCE_STATUSES } from '../domain/licence-rules.ts';
import { rideRefund } from './refund-fields.ts';
import { rideSettlement } from './settlement-fields.ts';

/*
 * The booking answer (issue #30): the fields every audience sees, defined once. Each audience extends
 * it with its own: the customer's ride (rides.ts) and the invoice's order (booking.ts) through
 * `customerBooking`, the partner's booking (partner.ts), and the admin's, which is the partner's with
 * its partner (cancellations.ts). Apart from those files, so each imports it without a cycle.
 */

/** The statuses a booking answer shows: paid rides and their outcome (payment holds never). */
export const bookingStatusesShown = ['booked', 'cancelled', 'completed'] as const;
export type ShownBookingStatus = (typeof bookingStatusesShown)[number];

/** The customer who booked. */
export const bookingCustomer = z.object({
  fname: z.string(),
  lname: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
});

/** The bike as it was booked (a later edit of the bike never changes it). */
export const bookedBike = z.object({ name: z.string(), brand: z.string() });

/**
 * The hand-over (issue #32, D81): when the partner started the ride, the odometer then, and the photos
 * taken as short-lived signed URLs (private files); null until the ride is started.
 */
export const rideHandover = z
  .object({ at: z.string(), startKm: z.number().int(), photos: z.array(z.string()) })
  .nullable();
export type RideHandover = z.infer<typeof rideHandover>;

/**
 * A booking. Dates 'YYYY-MM-DD' and times 'hh:mm AM/PM' in India time; money whole rupees as stored
 * with the booking (`totalAmount` the rent, `cgst` and `sgst` as charged, `grandTotal` what was paid).
 */
export const bookingAnswer = z.object({
  _id: z.string(),
  user: bookingCustomer,
  bike: bookedBike,
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
  /** everything the customer paid (issue #34): rent + deposit at checkout, plus any balance */
  paid: z.number().int(),
  /** the customer's driving licence now (issue #32): pending, approved, rejected; null when none yet */
  licenceStatus: z.enum(LICENCE_STATUSES).nullable(),
  paymentMethod: z.string(),
  paymentStatus: z.string(),
  status: z.enum(bookingStatusesShown),
  /** the latest refund, null when none (issue #16) */
  refund: rideRefund,
  /** the hand-over, null until the partner starts the ride (issue #32): the status stays `booked` */
  handover: rideHandover,
  /** the settlement at return, null until completed (issue #17); with its `returnPhotos` (issue #32) */
  settlement: rideSettlement,
});
export type BookingAnswer = z.infer<typeof bookingAnswer>;

/** What the customer's own answers (a ride, the invoice) add: `date` the day it was booked, the bike's id and photos. */
export const customerBooking = bookingAnswer.extend({
  date: z.string(),
  bike: bookedBike.extend({ _id: z.string(), image: z.array(z.string()) }),
});
