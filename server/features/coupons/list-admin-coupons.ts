import { desc } from 'drizzle-orm';
import type { AdminCoupon } from '#shared/api/coupons.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { coupons } from '#server/db/schema/index.ts';
import { adminCouponColumns, toAdminCoupon } from './admin-coupon-answer.ts';

/** The admin's COUPONS table: every coupon (inactive and expired included), newest first. */
export async function listAdminCoupons(db: DbOrTx): Promise<AdminCoupon[]> {
  const rows = await db.select(adminCouponColumns).from(coupons).orderBy(desc(coupons.createdAt), desc(coupons.id));
  return rows.map(toAdminCoupon);
}
