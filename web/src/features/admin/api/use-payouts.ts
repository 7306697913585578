import { useQuery } from '@tanstack/react-query';
import { payoutsResponse } from '#shared/api/ledger.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** GET /api/admin/payouts?week= : the week's statement, partner by partner. */
export function usePayouts(week: string) {
  return useQuery({
    queryKey: adminKeys.payoutsWeek(week),
    queryFn: ({ signal }) => apiRequest('admin', '/payouts', { query: { week }, schema: payoutsResponse, signal }),
  });
}
