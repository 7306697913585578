import { couponResponse, type CouponResponse } from '#shared/api/coupons.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** GET /api/admin/changeCouponStatus?id: Activate or Deactivate; answers the coupon as it now is. */
export function changeCouponStatus(id: string): Promise<CouponResponse> {
  return apiRequest('admin', '/changeCouponStatus', { query: { id }, schema: couponResponse });
}
