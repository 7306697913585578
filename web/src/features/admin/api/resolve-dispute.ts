import { resolveDisputeResponse, type ResolveDisputeResponse } from '#shared/api/balance.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** POST /api/admin/resolveDispute `{ id, decision }` (issue #34). Quiet: the dialog shows a refusal itself. */
export function resolveDispute(body: { id: string; decision: string }): Promise<ResolveDisputeResponse> {
  return apiRequest('admin', '/resolveDispute', { body, schema: resolveDisputeResponse, quiet: true });
}
