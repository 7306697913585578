import { useQuery } from '@tanstack/react-query';
import { monthlySalesRatioResponse } from '#shared/api/partner.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { partnerKeys, usePartnerId } from './partner-keys.ts';

/** GET /api/partner/monthlySalesRatio: this month's cancelled and completed rides. */
export function useMonthlySalesRatio() {
  const partnerId = usePartnerId();
  return useQuery({
    queryKey: partnerKeys.monthlyRatio(partnerId),
    queryFn: async ({ signal }) =>
      (await apiRequest('partner', '/monthlySalesRatio', { schema: monthlySalesRatioResponse, signal })).data,
  });
}
