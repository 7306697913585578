import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BikeCard } from '#shared/api/catalog.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const ourFleetKey = ['catalog', 'ourFleet'] as const;

/** GET /api/ourFleet: the home page's OUR FLEET grid (the newest listed bikes). */
export const ourFleetQuery = queryOptions({
  queryKey: ourFleetKey,
  queryFn: async ({ signal }): Promise<BikeCard[]> => {
    // The schema downloads alongside the request: zod is not part of the home page's first load.
    const schema = import('#shared/api/catalog.ts').then((api) => api.ourFleetResponse);
    return (await apiRequest('customer', '/ourFleet', { schema, signal })).data;
  },
});

export function useOurFleet() {
  return useQuery(ourFleetQuery);
}
