import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BikeCard } from '#shared/api/catalog.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const tariffKey = ['catalog', 'tariff'] as const;

/** GET /api/getTariff: every listed bike, cheapest first (/tariff). */
export const tariffQuery = queryOptions({
  queryKey: tariffKey,
  queryFn: async ({ signal }): Promise<BikeCard[]> => {
    // The schema downloads alongside the request: a /tariff the server rendered hydrates without zod.
    const schema = import('#shared/api/catalog.ts').then((api) => api.getTariffResponse);
    return (await apiRequest('customer', '/getTariff', { schema, signal })).data;
  },
});

export function useTariff() {
  return useQuery(tariffQuery);
}
