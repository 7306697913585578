import { useQuery } from '@tanstack/react-query';
import { getBikeDetailsResponse } from '#shared/api/search.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** GET /api/getBikeDetails?id: the bike of /checkOut, its reviews, its partner's points and the tax rates. */
export function useBikeDetails(id: string) {
  return useQuery({
    queryKey: ['booking', 'bikeDetails', id],
    queryFn: async ({ signal }) =>
      apiRequest('customer', '/getBikeDetails', { query: { id }, schema: getBikeDetailsResponse, signal, quiet: true }),
    enabled: id !== '',
  });
}
