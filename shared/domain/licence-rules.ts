/**
 * Who may ride which bike (issue #32, decision D77): the checkout's licence rules as pure functions,
 * so the server's refusal and the tests read one definition.
 * Sources: Motor Vehicles Act 1988 s.4 (age: 16 for gearless up to 50 cc, 18 otherwise) and Central
 * Motor Vehicles Rules r.2 / Form 4 classes (MCWOG: motorcycle without gear, MCWG: with gear); the 21
 * above 500 cc is the rental industry's own rule (Royal Brothers, ONN, Wheelify), not the law's.
 */

export const LICENCE_CLASSES = ['MCWOG', 'MCWG'] as const;
export type LicenceClass = (typeof LICENCE_CLASSES)[number];

export const TRANSMISSIONS = ['gearless', 'geared'] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];

export const LICENCE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type LicenceStatus = (typeof LICENCE_STATUSES)[number];

/** The youngest rider of any bike, and of one above BIG_BIKE_CC. */
export const MIN_RIDER_AGE = 18;
export const MIN_BIG_BIKE_AGE = 21;
export const BIG_BIKE_CC = 500;

/** MCWG covers every motorcycle; MCWOG only those without gears (scooters, most electrics). */
export function classCovers(classes: readonly LicenceClass[], transmission: Transmission): boolean {
  if (classes.includes('MCWG')) return true;
  return transmission === 'gearless' && classes.includes('MCWOG');
}

/** Whole years from `dob` to `on` (both `YYYY-MM-DD`): a birthday counts on its day. */
export function ageOn(dob: string, on: string): number {
  const [by = 0, bm = 0, bd = 0] = dob.split('-').map(Number);
  const [y = 0, m = 0, d = 0] = on.split('-').map(Number);
  const before = m < bm || (m === bm && d < bd);
  return y - by - (before ? 1 : 0);
}

export function minimumAge(engineCC: number): number {
  return engineCC > BIG_BIKE_CC ? MIN_BIG_BIKE_AGE : MIN_RIDER_AGE;
}

export type LicenceRefusal =
  { rule: 'class' } | { rule: 'expiry' } | { rule: 'age'; minimum: number } | { rule: 'rejected'; reason: string };

/**
 * The first rule a licence breaks for a ride, or undefined. Dates are India calendar dates
 * (`YYYY-MM-DD`); a licence valid until the drop date covers the whole of that day.
 */
export function licenceRefusal(
  licence: {
    classes: readonly LicenceClass[];
    dob: string;
    validUntil: string;
    status: LicenceStatus;
    reason: string | null;
  },
  ride: { transmission: Transmission; engineCC: number; pickupDate: string; dropDate: string },
): LicenceRefusal | undefined {
  if (licence.status === 'rejected') return { rule: 'rejected', reason: licence.reason ?? '' };
  if (!classCovers(licence.classes, ride.transmission)) return { rule: 'class' };
  if (licence.validUntil < ride.dropDate) return { rule: 'expiry' };
  const minimum = minimumAge(ride.engineCC);
  if (ageOn(licence.dob, ride.pickupDate) < minimum) return { rule: 'age', minimum };
  return undefined;
}
