import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cancelRideResponse, userRidesResponse } from '#shared/api/rides.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { bookingKeys } from './use-bike-search.ts';

/** POST /api/userRides: the customer's rides (newest first) and the ids already rated. */
export function useRides() {
  return useQuery({
    queryKey: bookingKeys.rides,
    queryFn: async ({ signal }) => {
      const answer = await apiRequest('customer', '/userRides', { method: 'POST', schema: userRidesResponse, signal, quiet: true });
      return { rides: answer.data, doneReviews: answer.doneReviews };
    },
  });
}

/** POST /api/cancelRide `{ order }`; refreshes the rides and the search (the bike is free again). */
export function useCancelRide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (order: string) =>
      (await apiRequest('customer', '/cancelRide', { body: { order }, schema: cancelRideResponse })).data,
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: bookingKeys.rides }),
        client.invalidateQueries({ queryKey: bookingKeys.allBikes }),
      ]);
    },
  });
}
