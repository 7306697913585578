import { eq, not } from 'drizzle-orm';
import type { AdminCoupon } from '#shared/api/coupons.ts';
import { msg } from '#shared/messages.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { coupons } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { adminCouponColumns, toAdminCoupon } from './admin-coupon-answer.ts';

/**
 * Activate/Deactivate (changeCouponStatus?id): flips `status` in one statement and answers the coupon.
 * An inactive coupon leaves /offers and cannot be applied; redemptions already made stand.
 */
export async function toggleCouponStatus(db: DbOrTx, couponId: string): Promise<AdminCoupon> {
  const [updated] = await db
    .update(coupons)
    .set({ status: not(coupons.status) })
    .where(eq(coupons.id, couponId))
    .returning({ id: coupons.id });
  if (!updated) throw new AppError('NOT_FOUND', msg.couponNotFound);
  const [row] = await db.select(adminCouponColumns).from(coupons).where(eq(coupons.id, updated.id));
  if (!row) throw new AppError('NOT_FOUND', msg.couponNotFound);
  return toAdminCoupon(row);
}
