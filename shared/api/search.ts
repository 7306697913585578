import { z } from 'zod';
import { BIKE_SORTS } from '../domain/bike-sorts.ts';
import { BIKE_CATEGORIES } from '../domain/categories.ts';
import {
  MAX_ADVANCE_DAYS,
  MAX_RENTAL_DAYS,
  daysBetween,
  isDateString,
  isTimeSlot,
  slotInstant,
} from '../domain/slots.ts';
import { istDate } from '../domain/time.ts';
import { msg } from '../messages.ts';
import { bikeCard } from './catalog.ts';
import { envelope, optionalString, requiredString } from './fields.ts';
import { idQuery, pageQuery, partnerLocation } from './partner.ts';
import { bikeReview } from './reviews.ts';
import { taxRatesSchema } from './tax-rates-fields.ts';

/*
 * The bike search of /viewBikes (getBikes, retriveCities) and the bike of /checkOut (getBikeDetails),
 * spec sections 2, 5 and 7. The ride window (pick-up and drop date + hourly slot, India time) and its
 * rules are written once here: the search form, getBikes, applyCoupon and bookbike all use them.
 */

// ---- The ride window ----

/** The four window fields, each with its spec message when empty (spec section 5). */
// an empty field says only "required"
const emptyOr = (test: (value: string) => boolean) => (value: string) => value === '' || test(value);

export const rideWindowFields = {
  pickUpDate: requiredString(msg.pickUpDateRequired, 10).refine(emptyOr(isDateString), msg.pickUpDateInvalid),
  pickUpTime: requiredString(msg.pickUpTimeRequired, 8).refine(emptyOr(isTimeSlot), msg.pickUpTimeInvalid),
  dropDate: requiredString(msg.dropDateRequired, 10).refine(emptyOr(isDateString), msg.dropDateInvalid),
  dropTime: requiredString(msg.dropTimeRequired, 8).refine(emptyOr(isTimeSlot), msg.dropTimeInvalid),
};

export interface RideWindow {
  pickUpDate: string;
  pickUpTime: string;
  dropDate: string;
  dropTime: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The first broken rule of a window whose four fields are well formed, or undefined. The spec's rules first, in its order
 * (pick-up not before today, India time; drop date not before pick-up; not the same date and time),
 * then ours (decision D29): a slot of today that has already begun is past; the drop comes after the
 * pick-up; a ride starts within MAX_ADVANCE_DAYS and lasts at most MAX_RENTAL_DAYS.
 */
export function rideWindowIssue(
  window: RideWindow,
  now: Date = new Date(),
): { path: keyof RideWindow; message: string } | undefined {
  // a malformed field has its own message already (zod runs object checks even then)
  if (![window.pickUpDate, window.dropDate].every(isDateString)) return undefined;
  if (![window.pickUpTime, window.dropTime].every(isTimeSlot)) return undefined;
  const today = istDate(now);
  if (window.pickUpDate < today) return { path: 'pickUpDate', message: msg.pickUpDatePast };
  if (window.dropDate < window.pickUpDate) return { path: 'dropDate', message: msg.dropBeforePickUp };
  if (window.dropDate === window.pickUpDate && window.dropTime === window.pickUpTime) {
    return { path: 'dropTime', message: msg.sameTimes };
  }
  const pickupAt = slotInstant(window.pickUpDate, window.pickUpTime);
  const dropAt = slotInstant(window.dropDate, window.dropTime);
  if (dropAt <= pickupAt) return { path: 'dropTime', message: msg.dropTimeBeforePickUp };
  if (pickupAt <= now) return { path: 'pickUpTime', message: msg.pickUpTimePast };
  if (daysBetween(today, window.pickUpDate) > MAX_ADVANCE_DAYS) {
    return { path: 'pickUpDate', message: msg.pickUpTooFarAhead(MAX_ADVANCE_DAYS) };
  }
  if (dropAt.getTime() - pickupAt.getTime() > MAX_RENTAL_DAYS * DAY_MS) {
    return { path: 'dropDate', message: msg.rideTooLong(MAX_RENTAL_DAYS) };
  }
  return undefined;
}

/** A zod check that adds the window's first broken rule (runs once every field is well formed). */
export function checkRideWindow(window: RideWindow, ctx: z.RefinementCtx): void {
  const issue = rideWindowIssue(window);
  if (issue) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
}

/** The window's instants (the pick-up and drop slots in India time). */
export function windowInstants(window: RideWindow): { pickupAt: Date; dropAt: Date } {
  return {
    pickupAt: slotInstant(window.pickUpDate, window.pickUpTime),
    dropAt: slotInstant(window.dropDate, window.dropTime),
  };
}

// ---- Search ----

/**
 * The search panel's Apply (spec section 5): city and the whole window are required, messages in the
 * spec's order ('City is required', 'pick up date is required', …). The web validates Apply and
 * BOOK NOW ('select all the feilds') with it.
 */
export const bikeSearchForm = z
  .object({ city: requiredString(msg.cityRequired, 60), ...rideWindowFields })
  .superRefine(checkRideWindow);
export type BikeSearchForm = z.infer<typeof bikeSearchForm>;

const WINDOW_KEYS = ['pickUpDate', 'pickUpTime', 'dropDate', 'dropTime'] as const;

/** True when the query names any part of a window: then the whole search form applies. */
export function hasRideWindow(query: Partial<Record<(typeof WINDOW_KEYS)[number], string>>): boolean {
  return WINDOW_KEYS.some((key) => (query[key] ?? '') !== '');
}

/**
 * GET /api/getBikes?page&sort&category&search&city&pickUpDate&pickUpTime&dropDate&dropTime. Every
 * filter is optional: with no window the list shows every listed bike (of `city` when given), so
 * /viewBikes has bikes before Apply; as soon as any window field is given, city and the whole window
 * are required and checked like the search form, and only bikes free for the whole window are listed.
 */
export const getBikesQuery = z
  .object({
    page: pageQuery.shape.page,
    sort: z.enum(BIKE_SORTS, { error: msg.invalidSort }).default(''),
    category: z.enum(['', ...BIKE_CATEGORIES], { error: msg.invalidCategory }).default(''),
    search: optionalString(60).default(''),
    city: optionalString(60).default(''),
    pickUpDate: optionalString(10).default(''),
    pickUpTime: optionalString(10).default(''),
    dropDate: optionalString(10).default(''),
    dropTime: optionalString(10).default(''),
  })
  .superRefine((query, ctx) => {
    if (!hasRideWindow(query)) return;
    const parsed = bikeSearchForm.safeParse(query);
    if (parsed.success) return;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
export type GetBikesQuery = z.infer<typeof getBikesQuery>;
export type GetBikesInput = z.input<typeof getBikesQuery>;

/** A bike of the search list: the card, its make year and its city (the partner's). */
export const searchBike = bikeCard.extend({ makeYear: z.number().int(), city: z.string() });
export type SearchBike = z.infer<typeof searchBike>;

/** 8 bikes a page; `totalPages` 0 when nothing matches; a page past the end answers the last page. */
export const getBikesResponse = envelope.extend({
  data: z.object({ bikes: z.array(searchBike), page: z.number().int(), totalPages: z.number().int() }),
});
export type GetBikesResponse = z.infer<typeof getBikesResponse>;

/** GET /api/retriveCities: the cities with at least one listed bike, alphabetical. */
export const retriveCitiesResponse = envelope.extend({ data: z.array(z.string()) });
export type RetriveCitiesResponse = z.infer<typeof retriveCitiesResponse>;

// ---- The bike of /checkOut ----

/** GET /api/getBikeDetails?id */
export const bikeDetailsQuery = idQuery;
export type BikeDetailsQuery = z.infer<typeof bikeDetailsQuery>;

/**
 * A listed bike with its city and partner (spec section 3: `partnerId` with `_id`), and its refundable
 * security deposit in whole rupees (issue #17; 0: none), paid with the rent.
 */
export const bikeDetails = searchBike.extend({
  partnerId: z.object({ _id: z.string() }),
  deposit: z.number().int(),
});
export type BikeDetails = z.infer<typeof bikeDetails>;

export { taxRatesSchema };

/**
 * `data` the bike, `review` its reviews (newest first), `locations` its partner's pick-up/drop points
 * (oldest first), and `taxes`: the CGST/SGST rates the server charges, for the page's quote.
 */
export const getBikeDetailsResponse = envelope.extend({
  data: bikeDetails,
  review: z.array(bikeReview),
  locations: z.array(partnerLocation),
  taxes: taxRatesSchema,
});
export type GetBikeDetailsResponse = z.infer<typeof getBikeDetailsResponse>;
