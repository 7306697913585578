import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { OfferCoupon } from '#shared/api/catalog.ts';
import { TIME_ZONE } from '#shared/domain/limits.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { couponRedemptions, coupons } from '#server/db/schema/index.ts';

/**
 * getCoupons: the coupons a customer could still apply: active, not past their expiry date (valid to
 * the end of that day, India time) and with redemptions left under their limit. Newest first.
 */
export function listOffers(db: DbOrTx): Promise<OfferCoupon[]> {
  const redeemed = db
    .select({ count: sql<number>`count(*)` })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, coupons.id));
  return db
    .select({
      _id: coupons.id,
      couponName: coupons.couponName,
      couponCode: coupons.couponCode,
      image: coupons.image,
      discountValue: coupons.discountValue,
      minPurchase: coupons.minPurchase,
      maxDiscount: coupons.maxDiscount,
      expireDate: coupons.expireDate,
    })
    .from(coupons)
    .where(
      and(
        eq(coupons.status, true),
        gte(coupons.expireDate, sql`(now() AT TIME ZONE ${TIME_ZONE})::date`),
        sql`(${redeemed}) < ${coupons.limit}`,
      ),
    )
    .orderBy(desc(coupons.createdAt), desc(coupons.id));
}
