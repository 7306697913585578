import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { cancelRideAnswer, userRidesAnswer } from './refund-answers.ts';
import { bookingKeys } from './use-bike-search.ts';

/** POST /api/userRides: the customer's rides (newest first, each with its refund) and the ids already rated. */
export function useRides() {
  return useQuery({
    queryKey: bookingKeys.rides,
    queryFn: async ({ signal }) => {
      const answer = await apiRequest('customer', '/userRides', {
        method: 'POST',
        schema: userRidesAnswer,
        signal,
        quiet: true,
      });
      return { rides: answer.data, doneReviews: answer.doneReviews };
    },
  });
}

/**
 * POST /api/cancelRide `{ order }`: answers the ride with its refund; refreshes the rides, the search (the
 * bike is free again) and the ride's invoice (its credit note).
 */
export function useCancelRide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (order: string) =>
      (await apiRequest('customer', '/cancelRide', { body: { order }, schema: cancelRideAnswer })).data,
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: bookingKeys.rides }),
        client.invalidateQueries({ queryKey: bookingKeys.allBikes }),
        client.invalidateQueries({ queryKey: ['booking', 'order'] }),
      ]);
    },
  });
}
