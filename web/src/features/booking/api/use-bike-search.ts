import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import type { SearchState } from '../search-params.ts';

/** Query keys of the booking feature, so a booking or a cancellation can refresh the search. */
export const bookingKeys = {
  bikes: (state: SearchState) => ['booking', 'bikes', state] as const,
  allBikes: ['booking', 'bikes'] as const,
  cities: ['booking', 'cities'] as const,
  rides: ['booking', 'rides'] as const,
};

/*
 * The schemas download alongside the requests (zod is not part of the customer area's code): the
 * app starts both calls when it opens on /viewBikes, while the page's code downloads
 * (areas/customer/start-page-data.ts).
 */
const searchApi = () => import('#shared/api/search.ts');

/** GET /api/getBikes for the URL's search. */
export function bikeSearchQuery(state: SearchState) {
  return queryOptions({
    queryKey: bookingKeys.bikes(state),
    queryFn: async ({ signal }) => {
      const schema = searchApi().then((api) => api.getBikesResponse);
      return (await apiRequest('customer', '/getBikes', { query: { ...state }, schema, signal, quiet: true })).data;
    },
  });
}

/** GET /api/retriveCities: the cities of the city select. */
export const citiesQuery = queryOptions({
  queryKey: bookingKeys.cities,
  queryFn: async ({ signal }) => {
    const schema = searchApi().then((api) => api.retriveCitiesResponse);
    return (await apiRequest('customer', '/retriveCities', { schema, signal, quiet: true })).data;
  },
  staleTime: 5 * 60 * 1000,
});

/** The URL's search; the previous page stays on screen while the next loads. */
export function useBikeSearch(state: SearchState) {
  return useQuery({ ...bikeSearchQuery(state), placeholderData: keepPreviousData });
}

export function useCities() {
  return useQuery(citiesQuery);
}
