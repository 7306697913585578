import { useQuery } from '@tanstack/react-query';
import { cancellationQuoteResponse } from '#shared/api/cancellations.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/**
 * GET /api/cancellationQuote?id: what cancelling the ride now gives back. Never cached: the fee
 * depends on the time left before pick-up, so each opening of the dialog asks again. Quiet: the
 * dialog shows the failure itself.
 */
export function useCancellationQuote(id: string) {
  return useQuery({
    queryKey: ['booking', 'cancellationQuote', id],
    queryFn: async ({ signal }) =>
      (
        await apiRequest('customer', '/cancellationQuote', {
          query: { id },
          schema: cancellationQuoteResponse,
          signal,
          quiet: true,
        })
      ).data,
    gcTime: 0,
    staleTime: 0,
  });
}
