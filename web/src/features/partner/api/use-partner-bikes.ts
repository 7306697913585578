import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { viewBikesResponse, type ViewBikesResponse } from '#shared/api/partner.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { partnerKeys, usePartnerId } from './partner-keys.ts';

export type PartnerBikesPage = ViewBikesResponse['data'];

/**
 * GET /api/partner/viewBikes?page: one page (6) of the partner's bikes, hidden ones included. While
 * another page loads the previous one stays on screen, so the table does not collapse.
 */
export function usePartnerBikes(page: number) {
  const partnerId = usePartnerId();
  return useQuery({
    queryKey: partnerKeys.bikesPage(partnerId, page),
    queryFn: async ({ signal }): Promise<PartnerBikesPage> =>
      (await apiRequest('partner', '/viewBikes', { query: { page }, schema: viewBikesResponse, signal })).data,
    placeholderData: keepPreviousData,
  });
}
