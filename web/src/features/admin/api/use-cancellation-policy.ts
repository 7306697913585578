import { useQuery } from '@tanstack/react-query';
import { cancellationPolicyResponse } from '#shared/api/cancellations.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** GET /api/admin/cancellationPolicy: the tiers in force now, highest hoursBefore first. */
export function useCancellationPolicy() {
  return useQuery({
    queryKey: adminKeys.cancellationPolicy,
    queryFn: async ({ signal }) =>
      (await apiRequest('admin', '/cancellationPolicy', { schema: cancellationPolicyResponse, signal })).data,
  });
}
