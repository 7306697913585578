import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { ApplyCouponBody } from '#shared/api/booking.ts';
import { windowInstants } from '#shared/api/search.ts';
import { couponDiscount, quote } from '#shared/domain/pricing.ts';
import { msg } from '#shared/messages.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bookings, couponRedemptions, coupons } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { listedBikeToBook } from '#server/features/checkout/listed-bike.ts';
import { liveHold } from '#server/features/checkout/holds.ts';
import { taxRates } from '#server/features/checkout/tax-rates.ts';
import { couponUnusableReason } from './coupon-validity.ts';

/*
 * Whether a customer may use a coupon on a total (decisions.md): it exists, is active, is not past its
 * expiry day, has uses left under `limit`, was not used by this customer before, and the total reaches
 * `minPurchase`. A live payment hold that carries a coupon reserves one use of it: it counts against
 * the limit for everyone else, and against "once per customer" for its own customer.
 */

export interface CouponToApply {
  id: string;
  couponCode: string;
  discountValue: number;
  minPurchase: number;
  maxDiscount: number;
}

export type CouponRefusal = 'unknown' | 'inactive' | 'expired' | 'used-up' | 'already-used' | 'min-purchase';

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** The customer's refusal (400) with its message; the route adds it as `data.message` too. */
export function couponRefusal(reason: CouponRefusal, minPurchase = 0): AppError {
  const message = {
    unknown: msg.couponUnknown,
    inactive: msg.couponInactive,
    expired: msg.couponExpired,
    'used-up': msg.couponUsedUp,
    'already-used': msg.couponAlreadyUsed,
    'min-purchase': msg.couponMinPurchase(inr.format(minPurchase)),
  }[reason];
  return new AppError('VALIDATION', message, { errors: { coupon: message } });
}

export interface CheckCouponOptions {
  code: string;
  userId: string;
  /** the tax-inclusive total the coupon would apply to */
  total: number;
  /** inside a transaction: lock the coupon row (FOR UPDATE) so two uses cannot both take the last one */
  lock?: boolean;
  /** count the customer's own live holds carrying the coupon as uses (bookbike: yes; applyCoupon: no) */
  ownHoldsCount?: boolean;
}

/** Loads the coupon of a code (any letter case) and checks every rule; throws the first refusal. */
export async function checkCoupon(db: DbOrTx, options: CheckCouponOptions): Promise<CouponToApply> {
  const query = db
    .select({
      id: coupons.id,
      couponCode: coupons.couponCode,
      discountValue: coupons.discountValue,
      minPurchase: coupons.minPurchase,
      maxDiscount: coupons.maxDiscount,
      status: coupons.status,
      expireDate: coupons.expireDate,
      limit: coupons.limit,
    })
    .from(coupons)
    .where(sql`upper(${coupons.couponCode}) = upper(${options.code})`);
  const [coupon] = options.lock ? await query.for('update') : await query;
  if (!coupon) throw couponRefusal('unknown');

  // inactive and expired first, then "you used it" (more useful than "used up" to who used it)
  const state = couponUnusableReason(coupon, 0);
  if (state) throw couponRefusal(state);
  const uses = await couponUses(db, coupon.id, options.userId);
  if (uses.redeemedByUser || (options.ownHoldsCount && uses.ownHolds > 0)) throw couponRefusal('already-used');
  if (couponUnusableReason(coupon, uses.redeemed + uses.othersHolds)) throw couponRefusal('used-up');
  if (options.total < coupon.minPurchase) throw couponRefusal('min-purchase', coupon.minPurchase);
  return coupon;
}

/**
 * Locks the coupon of a code (FOR UPDATE) early in a transaction, before any booking row, so every
 * flow takes its locks in one order (coupon, then bookings) and two cannot wait on each other.
 */
export async function lockCouponByCode(tx: DbOrTx, code: string): Promise<void> {
  await tx
    .select({ id: coupons.id })
    .from(coupons)
    .where(sql`upper(${coupons.couponCode}) = upper(${code})`)
    .for('update');
}

/** How a coupon has been used: redemptions (all, and by this customer) and live holds carrying it. */
export async function couponUses(db: DbOrTx, couponId: string, userId: string) {
  const [redeemed] = await db
    .select({
      all: count(),
      byUser: sql<number>`count(*) FILTER (WHERE ${couponRedemptions.userId} = ${userId})`.mapWith(Number),
    })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, couponId));
  const [holds] = await db
    .select({
      others: sql<number>`count(*) FILTER (WHERE ${ne(bookings.userId, userId)})`.mapWith(Number),
      own: sql<number>`count(*) FILTER (WHERE ${eq(bookings.userId, userId)})`.mapWith(Number),
    })
    .from(bookings)
    .where(and(eq(bookings.couponId, couponId), liveHold));
  return {
    redeemed: redeemed?.all ?? 0,
    redeemedByUser: (redeemed?.byUser ?? 0) > 0,
    othersHolds: holds?.others ?? 0,
    ownHolds: holds?.own ?? 0,
  };
}

/**
 * applyCoupon: the discount a coupon gives the caller. With a bike and a window the server prices the
 * ride itself (the client's `grandTotal` is then ignored); otherwise `grandTotal` is the total. The
 * price is recomputed by bookbike in any case.
 */
export async function applyCoupon(
  db: DbOrTx,
  userId: string,
  body: ApplyCouponBody,
): Promise<{ discount: number; distotal: number; total: number }> {
  const total = body.bike ? await rideTotal(db, body.bike, body) : (body.grandTotal ?? 0);
  const coupon = await checkCoupon(db, { code: body.coupon, userId, total });
  const discount = couponDiscount(total, coupon);
  return { discount, distotal: total - discount, total };
}

async function rideTotal(db: DbOrTx, bikeId: string, body: ApplyCouponBody): Promise<number> {
  const bike = await listedBikeToBook(db, bikeId);
  const { pickupAt, dropAt } = windowInstants({
    pickUpDate: body.pickUpDate ?? '',
    pickUpTime: body.pickUpTime ?? '',
    dropDate: body.dropDate ?? '',
    dropTime: body.dropTime ?? '',
  });
  return quote({ rentPerHour: bike.rentPerHour, pickupAt, dropAt, rates: taxRates() }).total;
}
