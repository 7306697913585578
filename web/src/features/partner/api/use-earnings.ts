import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { earningsResponse } from '#shared/api/ledger.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { partnerKeys, usePartnerId } from './partner-keys.ts';

/** GET /api/partner/earnings?page= : the partner's own ledger entries and the totals pending and paid. */
export function useEarnings(page: number) {
  const partnerId = usePartnerId();
  return useQuery({
    queryKey: partnerKeys.earningsPage(partnerId, page),
    queryFn: ({ signal }) => apiRequest('partner', '/earnings', { query: { page }, schema: earningsResponse, signal }),
    placeholderData: keepPreviousData,
  });
}
