import { useQuery } from '@tanstack/react-query';
import { couponsResponse, type AdminCoupon } from '#shared/api/coupons.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** GET /api/admin/coupons: every coupon, inactive and expired ones included, newest first. */
export function useAdminCoupons() {
  return useQuery({
    queryKey: adminKeys.coupons,
    queryFn: async ({ signal }): Promise<AdminCoupon[]> =>
      (await apiRequest('admin', '/coupons', { schema: couponsResponse, signal })).data,
  });
}
