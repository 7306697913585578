import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cancellationQuoteResponse, type CancellationQuote } from '#shared/api/cancellations.ts';
import { msg } from '#shared/messages.ts';
import { ApiError, apiRequest } from '#web/lib/api-client.ts';
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
 * POST /api/cancelRide `{ order, refund }`: `refund` the amount the customer was shown (issue #28);
 * answers the ride with its refund; refreshes the rides, the search (the bike is free again) and the
 * ride's invoice (its credit note). Quiet: a changed refund (409 with the new quote, see
 * `changedRefundQuote`) is shown in the dialog, anything else is toasted by the caller.
 */
export function useCancelRide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { order: string; refund: number }) =>
      (await apiRequest('customer', '/cancelRide', { body: input, schema: cancelRideAnswer, quiet: true })).data,
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: bookingKeys.rides }),
        client.invalidateQueries({ queryKey: bookingKeys.allBikes }),
        client.invalidateQueries({ queryKey: ['booking', 'order'] }),
      ]);
    },
  });
}

/** The new quote of a cancelRide refused because the refund changed (409 'The refund has changed'), else null. */
export function changedRefundQuote(error: unknown): CancellationQuote | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.message !== msg.refundChanged) return null;
  const answer = cancellationQuoteResponse.safeParse(error.body);
  return answer.success ? answer.data.data : null;
}
