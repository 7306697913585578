import {
  cancellationPolicyResponse,
  type CancellationPolicyBody,
  type CancellationPolicyResponse,
} from '#shared/api/cancellations.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/**
 * PUT /api/admin/cancellationPolicy `{ tiers }`: a new version of the policy, for bookings paid from now
 * on; a 400 names the field (`tiers.1.flat`) and changes nothing.
 */
export function saveCancellationPolicy(body: CancellationPolicyBody): Promise<CancellationPolicyResponse> {
  return apiRequest('admin', '/cancellationPolicy', { method: 'PUT', body, schema: cancellationPolicyResponse });
}
