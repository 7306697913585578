import { z } from 'zod';
import { BIKE_CATEGORIES } from '../domain/categories.ts';
import { TRANSMISSIONS, type Transmission } from '../domain/licence-rules.ts';
import { istYear } from '../domain/time.ts';
import { msg } from '../messages.ts';
import { idField, requiredString } from './fields.ts';

/*
 * A partner's bike (spec sections 3 and 5): the ADD BIKE form and the bike every partner call answers.
 */

export const MIN_MAKE_YEAR = 1950;
/** Most photos one bike may have (one request of POST /api/partner/addBikes). */
export const MAX_BIKE_IMAGES = 8;
/** Multipart file field of POST /api/partner/addBikes, repeated once per photo. */
export const BIKE_IMAGE_FIELD = 'image';

/**
 * A whole number typed into a form (a string) or sent as a number. Empty → `required`; anything that
 * is not plain digits (`'12abc'`, `'1e3'`, `'-5'`, `'2.5'`) → `invalid`.
 */
const wholeNumber = (required: string, invalid: () => string) =>
  z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const trimmed = value.trim();
      if (trimmed === '') return undefined;
      return /^[0-9]{1,9}$/.test(trimmed) ? Number(trimmed) : trimmed;
    },
    z
      .number({ error: (issue) => (issue.input === undefined || issue.input === null ? required : invalid()) })
      .int({ error: invalid }),
  );

/**
 * The most a bike may cost an hour, whole rupees (issue #28): the longest ride (MAX_RENTAL_DAYS) at this
 * rate, with its taxes and the largest deposit, stays under bookbike's amount bound and far from an
 * integer overflow of the booking's columns.
 */
export const MAX_RENT_PER_HOUR = 50_000;

/** The most a bike's refundable security deposit may be, whole rupees (issue #17). */
export const MAX_BIKE_DEPOSIT = 50_000;

/**
 * The refundable security deposit (issue #17): whole rupees 0–MAX_BIKE_DEPOSIT, 0 when absent or
 * empty (a bike without one behaves exactly as before). Anything else (`-1`, `1.5`, `abc`, `50001`) is
 * `depositInvalid`.
 */
const depositField = () =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === null) return 0;
      if (typeof value !== 'string') return value;
      const trimmed = value.trim();
      if (trimmed === '') return 0;
      return /^[0-9]{1,9}$/.test(trimmed) ? Number(trimmed) : trimmed;
    },
    z
      .number({ error: msg.depositInvalid })
      .int({ error: msg.depositInvalid })
      .min(0, { error: msg.depositInvalid })
      .max(MAX_BIKE_DEPOSIT, { error: msg.depositInvalid }),
  );

/** Letters, digits, single spaces and hyphens, upper-cased: 'ka 01  ab 1234' → 'KA 01 AB 1234'. */
const plateNumber = () =>
  requiredString(msg.bikePlateRequired, 20)
    .transform((plate) => plate.replace(/\s+/g, ' ').toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9][A-Z0-9 -]*$/, msg.bikePlateInvalid));

/**
 * A new bike's transmission when the form leaves it out (issue #32): scooters and electric two-wheelers
 * (Ather, Ola, iQube: twist and go, an MCWOG licence rides them) gearless, the rest geared.
 */
export const defaultTransmission = (category: string): Transmission =>
  category === 'Scooters' || category === 'Electric' ? 'gearless' : 'geared';

/** Next year in India, read at validation time (a server running over New Year moves with it). */
export const maxMakeYear = () => istYear() + 1;
const makeYearInvalid = () => msg.bikeMakeYearInvalid(MIN_MAKE_YEAR, maxMakeYear());

/**
 * The ADD BIKE form's fields, with the spec's messages (section 5). On the wire (POST
 * /api/partner/addBikes, multipart) they are text fields of the same names next to the repeated
 * `image` files. `makeYear` runs from 1950 to next year (India time), so a new model year can be listed.
 */
export const addBikeForm = z.object({
  name: requiredString(msg.bikeNameRequired, 80),
  brand: requiredString(msg.bikeBrandRequired, 60),
  category: z.enum(BIKE_CATEGORIES, { error: msg.bikeCategoryRequired }),
  makeYear: wholeNumber(msg.bikeMakeYearRequired, makeYearInvalid).refine(
    (year) => year >= MIN_MAKE_YEAR && year <= maxMakeYear(),
    { error: makeYearInvalid },
  ),
  rentPerHour: wholeNumber(msg.bikeRentRequired, () => msg.bikeRentInvalid)
    .refine((rent) => rent > 0, msg.bikeRentInvalid)
    .refine((rent) => rent <= MAX_RENT_PER_HOUR, msg.bikeRentTooHigh(MAX_RENT_PER_HOUR)),
  engineCC: wholeNumber(msg.bikeEngineRequired, () => msg.bikeEngineInvalid).refine(
    (cc) => cc > 0,
    msg.bikeEngineInvalid,
  ),
  plateNumber: plateNumber(),
  deposit: depositField(),
  /**
   * issue #32: which licence class rides it. Left out (an older client): addBikes takes
   * defaultTransmission(category), editBike keeps the bike's.
   */
  transmission: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(TRANSMISSIONS, { error: msg.transmissionInvalid }).optional(),
  ),
});
export type AddBikeForm = z.infer<typeof addBikeForm>;
export type AddBikeInput = z.input<typeof addBikeForm>;

/**
 * The EDIT BIKE form (issue 17): the ADD BIKE fields with the same rules and messages, plus `id`, the
 * partner's bike. On the wire (POST /api/partner/editBike, multipart) the `image` files are optional:
 * none keeps the bike's photos, any replace them all.
 */
export const editBikeForm = addBikeForm.extend({ id: idField(msg.invalidId) });
export type EditBikeForm = z.infer<typeof editBikeForm>;

/** A bike as the partner's calls answer it (spec section 3). `image`: photo URLs; `status`: true = visible. */
export const partnerBike = z.object({
  _id: z.string(),
  name: z.string(),
  brand: z.string(),
  category: z.string(),
  makeYear: z.number().int(),
  rentPerHour: z.number().int(),
  engineCC: z.number().int(),
  plateNumber: z.string(),
  /** the refundable security deposit, whole rupees (issue #17) */
  deposit: z.number().int(),
  /** issue #32: gearless (MCWOG or MCWG) or geared (MCWG) */
  transmission: z.enum(TRANSMISSIONS),
  image: z.array(z.string()),
  status: z.boolean(),
});
export type PartnerBike = z.infer<typeof partnerBike>;
