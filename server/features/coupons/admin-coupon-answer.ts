import type { AdminCoupon } from '#shared/api/coupons.ts';
import { coupons } from '#server/db/schema/index.ts';
import { couponRedemptionCount } from './coupon-validity.ts';

/** The columns of a coupon as the admin sees it, with its redemption count (one indexed subquery). */
export const adminCouponColumns = {
  id: coupons.id,
  image: coupons.image,
  couponName: coupons.couponName,
  couponCode: coupons.couponCode,
  discountValue: coupons.discountValue,
  minPurchase: coupons.minPurchase,
  maxDiscount: coupons.maxDiscount,
  expireDate: coupons.expireDate,
  limit: coupons.limit,
  status: coupons.status,
  redeemed: couponRedemptionCount,
  createdAt: coupons.createdAt,
};

type AdminCouponRecord = Omit<AdminCoupon, '_id' | 'createdAt'> & { id: string; createdAt: Date };

/** A selected row as the admin calls answer it (`_id`, ISO dates). */
export function toAdminCoupon(row: AdminCouponRecord): AdminCoupon {
  const { id, createdAt, ...rest } = row;
  return { _id: id, ...rest, createdAt: createdAt.toISOString() };
}
