import { sql } from 'drizzle-orm';
import { msg } from '#shared/messages.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { coupons } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { couponUses } from './coupon-uses.ts';
import { couponUnusableReason } from './coupon-validity.ts';
import { formatMoney } from '#shared/format/money.ts';

/*
 * Whether a customer may use a coupon on a total (decision D32): it exists, is active, is not past its
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

/** The customer's refusal (400) with its message; the route adds it as `data.message` too. */
export function couponRefusal(reason: CouponRefusal, minPurchase = 0): AppError {
  const message = {
    unknown: msg.couponUnknown,
    inactive: msg.couponInactive,
    expired: msg.couponExpired,
    'used-up': msg.couponUsedUp,
    'already-used': msg.couponAlreadyUsed,
    'min-purchase': msg.couponMinPurchase(formatMoney(minPurchase)),
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
