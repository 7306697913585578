import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTariffResponse, type BikeCard } from '#shared/api/catalog.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const tariffKey = ['catalog', 'tariff'] as const;

/** GET /api/getTariff: every listed bike, cheapest first (/tariff). */
export const tariffQuery = queryOptions({
  queryKey: tariffKey,
  queryFn: async ({ signal }): Promise<BikeCard[]> =>
    (await apiRequest('customer', '/getTariff', { schema: getTariffResponse, signal })).data,
});

export function useTariff() {
  return useQuery(tariffQuery);
}
