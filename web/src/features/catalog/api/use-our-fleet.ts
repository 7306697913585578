import { useQuery } from '@tanstack/react-query';
import { ourFleetResponse, type BikeCard } from '#shared/api/catalog.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const ourFleetKey = ['catalog', 'ourFleet'] as const;

/** GET /api/ourFleet: the home page's OUR FLEET grid (the newest listed bikes). */
export function useOurFleet() {
  return useQuery({
    queryKey: ourFleetKey,
    queryFn: async ({ signal }): Promise<BikeCard[]> =>
      (await apiRequest('customer', '/ourFleet', { schema: ourFleetResponse, signal })).data,
  });
}
