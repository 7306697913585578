import { and, count, eq, gte, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { TIME_ZONE } from '#shared/domain/limits.ts';
import { istInstant } from '#shared/domain/time.ts';
import { couponRedemptions, coupons } from '#server/db/schema/index.ts';

/*
 * The one rule of when a coupon may be applied (decision D28): it is active, not past its expiry date
 * (valid to the end of that day, India time), and has redemptions left under its `limit`. The
 * once-per-user rule and the minimum purchase are checked by checkCoupon on top of this.
 * Two forms of the same rule: a function over a loaded coupon, and a SQL condition for queries.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a coupon needs for the rule. */
export interface CouponTerms {
  status: boolean;
  /** 'YYYY-MM-DD' */
  expireDate: string;
  limit: number;
}

export type CouponUnusableReason = 'inactive' | 'expired' | 'used-up';

/** The instant a coupon stops being valid: the India midnight that ends its `expireDate`. */
export function couponExpiresAt(expireDate: string): Date {
  return new Date(istInstant(expireDate).getTime() + DAY_MS);
}

/**
 * Why a coupon cannot be applied now, or undefined when it can. `redeemed` is how many times it was
 * redeemed (coupon_redemptions rows); checked in the order inactive, expired, used up.
 */
export function couponUnusableReason(
  coupon: CouponTerms,
  redeemed: number,
  now: Date = new Date(),
): CouponUnusableReason | undefined {
  if (!coupon.status) return 'inactive';
  if (now.getTime() >= couponExpiresAt(coupon.expireDate).getTime()) return 'expired';
  if (redeemed >= coupon.limit) return 'used-up';
  return undefined;
}

/** True when the coupon may be applied now (see couponUnusableReason). */
export function isCouponRedeemable(coupon: CouponTerms, redeemed: number, now: Date = new Date()): boolean {
  return couponUnusableReason(coupon, redeemed, now) === undefined;
}

/**
 * SQL: how many times the `coupons` row in scope was redeemed (an integer). NOTE: built with a query
 * builder, not a raw sql`` string, so its columns stay table-qualified even where Drizzle drops the
 * qualifier (the select list of a one-table query), keeping the subquery correlated to `coupons`.
 */
export const couponRedemptionCount = sql<number>`(${new QueryBuilder()
  .select({ n: count() })
  .from(couponRedemptions)
  .where(eq(couponRedemptions.couponId, coupons.id))})`.mapWith(Number);

/** SQL condition on a `coupons` row: the rule above, evaluated by the database at `now()`. */
export const redeemableCoupon = and(
  eq(coupons.status, true),
  gte(coupons.expireDate, sql`(now() AT TIME ZONE ${TIME_ZONE})::date`),
  sql`${couponRedemptionCount} < ${coupons.limit}`,
);
