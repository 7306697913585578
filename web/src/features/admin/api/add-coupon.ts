import { COUPON_IMAGE_FIELD, couponResponse, type AddCouponForm, type CouponResponse } from '#shared/api/coupons.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** POST /api/admin/addCoupon (multipart): the seven fields and the image; answers the new coupon. */
export function addCoupon(values: AddCouponForm, image: File): Promise<CouponResponse> {
  const form = new FormData();
  for (const [field, value] of Object.entries(values)) form.append(field, String(value));
  form.append(COUPON_IMAGE_FIELD, image);
  return apiRequest('admin', '/addCoupon', { body: form, schema: couponResponse });
}
