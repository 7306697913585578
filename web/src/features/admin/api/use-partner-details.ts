import { useQuery } from '@tanstack/react-query';
import { partnerDetailsResponse, type AdminPartnerDetails } from '#shared/api/admin.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/**
 * GET /api/admin/partnerDetails?id: the partner single page's data; Aadhaar and PAN as 5-minute signed
 * URLs. Nothing is fetched without an id.
 */
export function usePartnerDetails(id: string) {
  return useQuery({
    queryKey: adminKeys.partner(id),
    queryFn: async ({ signal }): Promise<AdminPartnerDetails> =>
      (await apiRequest('admin', '/partnerDetails', { query: { id }, schema: partnerDetailsResponse, signal })).data,
    enabled: id !== '',
    // The document URLs expire after 5 minutes: fetch afresh each time the page opens.
    staleTime: 0,
  });
}
