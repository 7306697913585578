import { useQuery } from '@tanstack/react-query';
import { partnerProfileResponse, type PartnerProfile } from '#shared/api/partner.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { partnerKeys, usePartnerId } from './partner-keys.ts';

/** POST /api/partner/partnerProfile: the partner's profile; Aadhaar and PAN as 5-minute signed URLs. */
export function usePartnerProfile() {
  const partnerId = usePartnerId();
  return useQuery({
    queryKey: partnerKeys.profile(partnerId),
    queryFn: async ({ signal }): Promise<PartnerProfile> =>
      (await apiRequest('partner', '/partnerProfile', { method: 'POST', schema: partnerProfileResponse, signal })).data,
    // The proof URLs expire after 5 minutes: fetch afresh each time the page opens.
    staleTime: 0,
  });
}
