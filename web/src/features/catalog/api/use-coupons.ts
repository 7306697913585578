import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OfferCoupon } from '#shared/api/catalog.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const couponsKey = ['catalog', 'coupons'] as const;

/**
 * GET /api/getCoupons: the coupons a customer can still apply (/offers). The app starts it when
 * it opens on /offers, while the page's code downloads (areas/customer/start-page-data.ts).
 */
export const couponsQuery = queryOptions({
  queryKey: couponsKey,
  queryFn: async ({ signal }): Promise<OfferCoupon[]> => {
    // The schema downloads alongside the request: zod is not part of the customer area's code.
    const schema = import('#shared/api/catalog.ts').then((api) => api.getCouponsResponse);
    return (await apiRequest('customer', '/getCoupons', { schema, signal })).data;
  },
});

export function useCoupons() {
  return useQuery(couponsQuery);
}
