import { text } from '../messages.ts';
import { EXCESS_KM_CHARGE, KM_LIMIT, MIN_RENT_HOURS } from './limits.ts';

/*
 * Every rounding rule of the price of a ride (spec section 9, decision D31), in whole rupees. The
 * checkout page shows this quote; the server recomputes it from the bike, the times and the coupon,
 * and stores what it charged. Helmets carry no charge (decision D31).
 */

/** CGST and SGST in percent of the rent. */
export interface TaxRates {
  cgstPercent: number;
  sgstPercent: number;
}

/**
 * The spec's 14 % + 14 %. NOTE: the operator must be able to change them without code
 * (decision D31), so the server passes its configured rates; these are only the defaults.
 */
export const DEFAULT_TAX_RATES: TaxRates = { cgstPercent: 14, sgstPercent: 14 };

/** What pricing reads of a coupon: a percentage of the tax-inclusive total, capped, above a minimum. */
export interface CouponPricing {
  discountValue: number;
  minPurchase: number;
  maxDiscount: number;
}

export interface QuoteInput {
  rentPerHour: number;
  pickupAt: Date;
  dropAt: Date;
  coupon?: CouponPricing | null;
  rates?: TaxRates;
}

export interface Quote {
  /** the ride's length: pick-up to drop, in whole hours (rounded up) */
  hours: number;
  /** the hours charged: at least MIN_RENT_HOURS */
  chargedHours: number;
  /** chargedHours × rentPerHour; the invoice's `totalAmount` is this too */
  rent: number;
  cgst: number;
  sgst: number;
  /** rent + cgst + sgst: what a coupon's percentage and minimum purchase apply to */
  total: number;
  discount: number;
  /** total − discount: what the customer pays */
  grandTotal: number;
}

const HOUR_MS = 60 * 60 * 1000;

/** Whole hours from pick-up to drop, rounded up (hourly slots make it exact). */
export function rideHours(pickupAt: Date, dropAt: Date): number {
  return Math.max(0, Math.ceil((dropAt.getTime() - pickupAt.getTime()) / HOUR_MS));
}

/** A tax on the rent, rounded down to the rupee. */
export function taxOn(rent: number, percent: number): number {
  return Math.floor((rent * percent) / 100);
}

/**
 * The discount a coupon gives on a tax-inclusive total: `discountValue` % of it rounded down, capped by
 * `maxDiscount`; 0 when the total is under `minPurchase`. Never more than the total.
 */
export function couponDiscount(total: number, coupon: CouponPricing): number {
  if (total < coupon.minPurchase) return 0;
  const percent = Math.floor((total * coupon.discountValue) / 100);
  return Math.max(0, Math.min(percent, coupon.maxDiscount, total));
}

/** The price of a ride: rent for at least 24 hours, each tax rounded down, then the coupon. */
export function quote({ rentPerHour, pickupAt, dropAt, coupon, rates = DEFAULT_TAX_RATES }: QuoteInput): Quote {
  const hours = rideHours(pickupAt, dropAt);
  const chargedHours = Math.max(hours, MIN_RENT_HOURS);
  const rent = chargedHours * rentPerHour;
  const cgst = taxOn(rent, rates.cgstPercent);
  const sgst = taxOn(rent, rates.sgstPercent);
  const total = rent + cgst + sgst;
  const discount = coupon ? couponDiscount(total, coupon) : 0;
  return { hours, chargedHours, rent, cgst, sgst, total, discount, grandTotal: total - discount };
}

/**
 * The invoice's rent line: 'Minimum 24.0 hour charges applicable' for a ride of 24 hours or less
 * (spec section 2), otherwise 'Rent for N hours'.
 */
export function rentLine(
  hours: number,
  /** the words of another language (a mail's, issue #33): English when none are given */
  words: { minimumCharge: string; rentForHours: (hours: number) => string } = text,
): string {
  return hours <= MIN_RENT_HOURS ? words.minimumCharge : words.rentForHours(hours);
}

/** Rupees → paise, the unit of payment providers' amounts. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/**
 * Paise a provider reports (a capture) → whole rupees, rounded down: our orders are whole rupees, and
 * a refund of the result can never exceed what was captured.
 */
export function fromPaise(paise: number): number {
  return Math.floor(paise / 100);
}

/**
 * A tier of the cancellation policy (issue #16): a cancellation made at least `hoursBefore` hours before
 * the pick-up pays `flat` rupees plus `percent` % of the amount paid.
 */
export interface CancellationTier {
  hoursBefore: number;
  flat: number;
  percent: number;
}

/** The policy in force until an admin changes it (issue #16). */
export const DEFAULT_CANCELLATION_TIERS: readonly CancellationTier[] = [
  { hoursBefore: 6, flat: 100, percent: 0 },
  { hoursBefore: 2, flat: 0, percent: 50 },
  { hoursBefore: 0, flat: 0, percent: 75 },
];

export interface CancellationSplit {
  fee: number;
  refund: number;
}

/** Hours from `now` to the pick-up, exact (negative once the pick-up time has passed). */
export function hoursBeforePickup(pickupAt: Date, now: Date): number {
  return (pickupAt.getTime() - now.getTime()) / HOUR_MS;
}

/**
 * The fee and refund of a cancellation `hoursBefore` hours before the pick-up: the first tier (highest
 * `hoursBefore` first) whose `hoursBefore` the cancellation reaches decides; `flat` + `percent` % of the
 * amount paid rounded down, never more than the amount paid. Before no tier (after the pick-up time)
 * the whole amount is kept. The refund is the rest.
 */
export function cancellationSplit(
  amountPaid: number,
  tiers: readonly CancellationTier[],
  hoursBefore: number,
): CancellationSplit {
  const tier = [...tiers].sort((a, b) => b.hoursBefore - a.hoursBefore).find((t) => hoursBefore >= t.hoursBefore);
  const fee = tier ? Math.min(amountPaid, tier.flat + Math.floor((amountPaid * tier.percent) / 100)) : amountPaid;
  return { fee, refund: amountPaid - fee };
}

/**
 * What a customer pays at checkout (issue #17): the ride's grand total (rent, taxes, coupon) plus the
 * bike's refundable deposit, which is never taxed and never discounted.
 */
export function amountToPay(grandTotal: number, deposit: number): number {
  return grandTotal + deposit;
}

/**
 * A cancellation of a ride paid with a deposit (issue #17): the policy's fee applies to the rent's
 * grand total only; the deposit always comes back in full. `amountPaid` is the whole payment.
 */
export function cancellationSplitWithDeposit(
  grandTotal: number,
  deposit: number,
  tiers: readonly CancellationTier[],
  hoursBefore: number,
): CancellationSplit & { amountPaid: number } {
  const split = cancellationSplit(grandTotal, tiers, hoursBefore);
  return { amountPaid: amountToPay(grandTotal, deposit), fee: split.fee, refund: split.refund + deposit };
}

/**
 * What a cancellation kept of the rent (issue #28): everything paid (`grandTotal` + `deposit`) minus the
 * whole refund, never below 0 nor above the rent paid. The deposit always goes back, so whatever is
 * kept is rent: the partner's cancellation entry is computed on this, never on the refund itself.
 */
export function rentKeptOnCancellation(grandTotal: number, deposit: number, refunded: number): number {
  return Math.min(grandTotal, Math.max(0, amountToPay(grandTotal, deposit) - refunded));
}

/**
 * The latest return a settlement accepts, in days after the drop time (issue #28): a ride returned later
 * is a dispute for the admin, not a late fee, and the bound keeps every late fee far from an overflow.
 */
export const MAX_RETURN_DAYS_AFTER_DROP = 30;

/** The latest return time a settlement accepts for a ride dropped at `dropAt` (inclusive). */
export function latestReturn(dropAt: Date): Date {
  return new Date(dropAt.getTime() + MAX_RETURN_DAYS_AFTER_DROP * 24 * HOUR_MS);
}

/** A return later than this after the drop time is charged by the hour (issue #17). */
export const LATE_GRACE_MINUTES = 30;

export interface ReturnInput {
  /** the ride's booked length in whole hours (the booking's `hours`) */
  hours: number;
  /** the rent per hour the booking was paid at */
  rentPerHour: number;
  dropAt: Date;
  returnedAt: Date;
  startKm: number;
  endKm: number;
  /** whole rupees, untaxed */
  damage: number;
  /** the refundable deposit held, whole rupees */
  deposit: number;
  /** the rates stored with the booking */
  rates: TaxRates;
}

export interface Settlement {
  allowanceKm: number;
  excessKm: number;
  excessCharge: number;
  lateHours: number;
  lateFee: number;
  cgst: number;
  sgst: number;
  damage: number;
  charges: number;
  deposit: number;
  depositRefund: number;
  due: number;
}

/**
 * The km a ride of `hours` booked hours may cover without an excess charge: KM_LIMIT for each started
 * day of the booked length (at least one day). The checkout shows it; the settlement charges beyond it.
 */
export function kmAllowance(hours: number): number {
  return KM_LIMIT * Math.ceil(Math.max(hours, MIN_RENT_HOURS) / MIN_RENT_HOURS);
}

/**
 * The settlement of a returned ride (issue #17), whole rupees, each product rounded down: KM_LIMIT km
 * for each started day of the booked length (at least one day); EXCESS_KM_CHARGE a km beyond; a return
 * more than LATE_GRACE_MINUTES after the drop pays every started hour late at the rent per hour; the
 * excess and late charges are taxed at the booking's rates; damage is not taxed. The charges come out
 * of the deposit first; the rest of the deposit goes back, or the rest of the charges is due.
 */
export function settleReturn(input: ReturnInput): Settlement {
  const allowanceKm = kmAllowance(input.hours);
  const excessKm = Math.max(0, input.endKm - input.startKm - allowanceKm);
  const excessCharge = Math.floor(excessKm * EXCESS_KM_CHARGE);
  const lateMs = input.returnedAt.getTime() - input.dropAt.getTime();
  const lateHours = lateMs > LATE_GRACE_MINUTES * 60_000 ? Math.ceil(lateMs / HOUR_MS) : 0;
  const lateFee = lateHours * input.rentPerHour;
  const cgst = taxOn(excessCharge + lateFee, input.rates.cgstPercent);
  const sgst = taxOn(excessCharge + lateFee, input.rates.sgstPercent);
  const charges = excessCharge + lateFee + cgst + sgst + input.damage;
  return {
    allowanceKm,
    excessKm,
    excessCharge,
    lateHours,
    lateFee,
    cgst,
    sgst,
    damage: input.damage,
    charges,
    deposit: input.deposit,
    depositRefund: Math.max(0, input.deposit - charges),
    due: Math.max(0, charges - input.deposit),
  };
}

/** A damage charge can be disputed for this long after the ride was settled (issue #17). */
export const DAMAGE_DISPUTE_HOURS = 48;

/** Whether a damage charge settled at `settledAt` can still be disputed at `now` (up to 48 h, inclusive). */
export function disputeWindowOpen(settledAt: Date, now: Date): boolean {
  return now.getTime() - settledAt.getTime() <= DAMAGE_DISPUTE_HOURS * 60 * 60 * 1000;
}

export interface DamageLoweringInput {
  /** the settlement as it stands: its charges (damage included) and the deposit it was settled against */
  charges: number;
  damage: number;
  deposit: number;
  /** the lowered damage charge, whole rupees, 0 ≤ newDamage < damage */
  newDamage: number;
  /**
   * What the customer has paid towards the charges and still not had back: the deposit, plus the
   * balance payment if made, minus every refund of this ride since its settlement (the deposit refund,
   * earlier adjustments).
   */
  retained: number;
  /** what of the balance payment has not been refunded yet (0 when the balance was not paid) */
  balanceRefundable: number;
}

export interface DamageLowering {
  damage: number;
  charges: number;
  depositRefund: number;
  due: number;
  /** what goes back now: all the customer retained beyond the new charges */
  refund: number;
  /** of `refund`: first from the balance payment, up to what it still carries; the rest from the booking's */
  refundFromBalance: number;
  refundFromBooking: number;
}

/**
 * An admin lowers a settled damage charge (issue #17). The charges drop by the difference; the
 * deposit covers them first as at the return (depositRefund/due recomputed, so the settlement always
 * agrees with its damage). Whatever the customer has paid and kept paid beyond the new charges goes
 * back at once: from the balance payment first (up to what of it is not refunded yet), the rest from
 * the booking's payment. A balance not yet paid is simply lowered (`due`), nothing refunded for it.
 * Whole rupees in, whole rupees out: no rounding.
 */
export function lowerDamage(input: DamageLoweringInput): DamageLowering {
  const charges = input.charges - (input.damage - input.newDamage);
  const refund = Math.max(0, input.retained - charges);
  const refundFromBalance = Math.min(refund, Math.max(0, input.balanceRefundable));
  return {
    damage: input.newDamage,
    charges,
    depositRefund: Math.max(0, input.deposit - charges),
    due: Math.max(0, charges - input.deposit),
    refund,
    refundFromBalance,
    refundFromBooking: refund - refundFromBalance,
  };
}

/**
 * The rent per hour a booking was paid at (issue #17: the late fee's rate): its `rent` is the charged
 * hours (at least MIN_RENT_HOURS) × that rate (see `quote`), so the division is exact, and a later
 * price edit of the bike never changes it.
 */
export function bookedRentPerHour(booking: { rent: number; hours: number }): number {
  return booking.rent / Math.max(booking.hours, MIN_RENT_HOURS);
}
