import { z } from 'zod';
import { msg } from '../messages.ts';
import { envelope, idField } from './fields.ts';
import { rideWindowFields } from './search.ts';

/*
 * Partner availability (issue #19): blocks of a bike's time, the turnaround buffer, the calendar and its
 * iCal feed. Partner bearer on every call but the feed, whose token is its key. Dates and slots are
 * India time, as the search's (hourly 06:00 AM–06:00 PM); `from` and `to` in answers are ISO instants.
 */

export const blockReasons = ['service', 'offline', 'other'] as const;
export type BlockReason = (typeof blockReasons)[number];

/** The buffer's field lives in buffer-minutes.ts (partner.ts needs it without a circular import). */
export { BUFFER_STEP_MINUTES, MAX_BUFFER_MINUTES, bufferMinutesField } from './buffer-minutes.ts';

/**
 * POST /api/partner/blockBike. The window's field rules are the search's (each with its message); a
 * block ending before it starts or lasting more than a year is refused by the server (400).
 */
export const blockBikeBody = z.object({
  id: idField(msg.invalidId),
  fromDate: rideWindowFields.pickUpDate,
  fromTime: rideWindowFields.pickUpTime,
  toDate: rideWindowFields.dropDate,
  toTime: rideWindowFields.dropTime,
  reason: z.enum(blockReasons, { error: msg.blockReasonInvalid }),
});
export type BlockBikeBody = z.infer<typeof blockBikeBody>;

export const bikeBlock = z.object({
  _id: z.string(),
  bikeId: z.string(),
  from: z.string(),
  to: z.string(),
  reason: z.enum(blockReasons),
});
export type BikeBlock = z.infer<typeof bikeBlock>;
export const blockBikeResponse = envelope.extend({ data: bikeBlock });
export type BlockBikeResponse = z.infer<typeof blockBikeResponse>;

/** DELETE /api/partner/unblockBike?id= (the block's id). */
export const unblockBikeQuery = z.object({ id: idField(msg.invalidId) });
export const unblockBikeResponse = envelope.extend({ data: z.object({ _id: z.string() }) });
export type UnblockBikeResponse = z.infer<typeof unblockBikeResponse>;

/** GET /api/partner/bikeCalendar?id=&month=YYYY-MM */
export const bikeCalendarQuery = z.object({
  id: idField(msg.invalidId),
  month: z.string({ error: msg.monthInvalid }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, msg.monthInvalid),
});
export type BikeCalendarQuery = z.infer<typeof bikeCalendarQuery>;

/** A paid ride (or a live payment hold) of the bike, overlapping the month; `customer` the rider's name. */
export const calendarBooking = z.object({
  _id: z.string(),
  from: z.string(),
  to: z.string(),
  status: z.string(),
  customer: z.string(),
});
export type CalendarBooking = z.infer<typeof calendarBooking>;

export const bikeCalendar = z.object({
  bookings: z.array(calendarBooking),
  blocks: z.array(bikeBlock.omit({ bikeId: true })),
  bufferMinutes: z.number().int(),
});
export type BikeCalendar = z.infer<typeof bikeCalendar>;
export const bikeCalendarResponse = envelope.extend({ data: bikeCalendar });
export type BikeCalendarResponse = z.infer<typeof bikeCalendarResponse>;

/** POST /api/partner/calendarToken `{ id }`: a new private feed address; the old one stops working. */
export const calendarTokenBody = z.object({ id: idField(msg.invalidId) });
export const calendarTokenResponse = envelope.extend({ data: z.object({ url: z.string() }) });
export type CalendarTokenResponse = z.infer<typeof calendarTokenResponse>;

/** GET /api/partner/bikeCalendar.ics?token= (no bearer). */
export const calendarFeedQuery = z.object({
  token: z
    .string({ error: msg.calendarTokenInvalid })
    .trim()
    .min(20, msg.calendarTokenInvalid)
    .max(200, msg.calendarTokenInvalid),
});
