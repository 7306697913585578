import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { partnerRequestsResponse, type PartnerRequestsResponse } from '#shared/api/admin.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** GET /api/admin/partnerRequests?page: one page (20) of the requests not yet verified, newest first. */
export function usePartnerRequests(page: number) {
  return useQuery({
    queryKey: adminKeys.requestsPage(page),
    queryFn: ({ signal }): Promise<PartnerRequestsResponse> =>
      apiRequest('admin', '/partnerRequests', { query: { page }, schema: partnerRequestsResponse, signal }),
    placeholderData: keepPreviousData,
  });
}
