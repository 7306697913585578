import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getBikesResponse, retriveCitiesResponse } from '#shared/api/search.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import type { SearchState } from '../search-params.ts';

/** Query keys of the booking feature, so a booking or a cancellation can refresh the search. */
export const bookingKeys = {
  bikes: (state: SearchState) => ['booking', 'bikes', state] as const,
  allBikes: ['booking', 'bikes'] as const,
  cities: ['booking', 'cities'] as const,
  rides: ['booking', 'rides'] as const,
};

/** GET /api/getBikes for the URL's search; the previous page stays on screen while the next loads. */
export function useBikeSearch(state: SearchState) {
  return useQuery({
    queryKey: bookingKeys.bikes(state),
    queryFn: async ({ signal }) =>
      (await apiRequest('customer', '/getBikes', { query: { ...state }, schema: getBikesResponse, signal, quiet: true }))
        .data,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/retriveCities: the cities of the city select. */
export function useCities() {
  return useQuery({
    queryKey: bookingKeys.cities,
    queryFn: async ({ signal }) =>
      (await apiRequest('customer', '/retriveCities', { schema: retriveCitiesResponse, signal, quiet: true })).data,
    staleTime: 5 * 60 * 1000,
  });
}
