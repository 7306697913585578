import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { partnerVerifiedListResponse, type PartnerVerifiedListResponse } from '#shared/api/admin.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** GET /api/admin/partnerVerifiedList?page: one page (20) of the verified partners, blocked ones included. */
export function useVerifiedPartners(page: number) {
  return useQuery({
    queryKey: adminKeys.partnersPage(page),
    queryFn: ({ signal }): Promise<PartnerVerifiedListResponse> =>
      apiRequest('admin', '/partnerVerifiedList', { query: { page }, schema: partnerVerifiedListResponse, signal }),
    placeholderData: keepPreviousData,
  });
}
