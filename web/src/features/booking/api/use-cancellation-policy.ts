import { useQuery } from '@tanstack/react-query';
import { cancellationPolicyResponse } from '#shared/api/cancellations.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/**
 * GET /api/cancellationPolicy (open): the tiers in force now, highest hoursBefore first. Quiet: the
 * checkout's note shows a failure itself, and paying does not depend on it.
 */
export function useCancellationPolicy() {
  return useQuery({
    queryKey: ['booking', 'cancellationPolicy'],
    queryFn: async ({ signal }) =>
      (
        await apiRequest('customer', '/cancellationPolicy', {
          schema: cancellationPolicyResponse,
          signal,
          quiet: true,
          token: null,
        })
      ).data.tiers,
    staleTime: 60_000,
  });
}
