import { deleteCouponResponse } from '#shared/api/coupons.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/**
 * GET /api/admin/deleteCoupon?id: removes a coupon. One that has been used is refused (409, 'deactivate
 * it instead', toasted by the API client). Resolves with the server's message.
 */
export async function deleteCoupon(id: string): Promise<string> {
  return (await apiRequest('admin', '/deleteCoupon', { query: { id }, schema: deleteCouponResponse })).message;
}
