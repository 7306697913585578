import { useQuery } from '@tanstack/react-query';
import { getCouponsResponse, type OfferCoupon } from '#shared/api/catalog.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const couponsKey = ['catalog', 'coupons'] as const;

/** GET /api/getCoupons: the coupons a customer can still apply (/offers). */
export function useCoupons() {
  return useQuery({
    queryKey: couponsKey,
    queryFn: async ({ signal }): Promise<OfferCoupon[]> =>
      (await apiRequest('customer', '/getCoupons', { schema: getCouponsResponse, signal })).data,
  });
}
