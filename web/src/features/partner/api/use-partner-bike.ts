import { useQuery } from '@tanstack/react-query';
import type { PartnerBike } from '#shared/api/bikes.ts';
import { viewBikesResponse } from '#shared/api/partner.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { partnerKeys, usePartnerId } from './partner-keys.ts';

/**
 * One of the partner's bikes for the EDIT BIKE page, `null` when it is not theirs (or gone). The
 * bikes list hands the bike over with the Edit link (`known`), so this reads only when the page is
 * opened directly: the viewBikes pages, in order, until the bike is found.
 */
export function usePartnerBike(bikeId: string, known: PartnerBike | undefined) {
  const partnerId = usePartnerId();
  return useQuery({
    queryKey: partnerKeys.bike(partnerId, bikeId),
    enabled: !known,
    queryFn: async ({ signal }): Promise<PartnerBike | null> => {
      for (let page = 1; ; page++) {
        const { data } = await apiRequest('partner', '/viewBikes', {
          query: { page },
          schema: viewBikesResponse,
          signal,
        });
        const found = data.bikes.find((bike) => bike._id === bikeId);
        if (found) return found;
        if (page >= data.totalPages) return null;
      }
    },
  });
}
