import {
  adjustSettlementResponse,
  type AdjustSettlementInput,
  type AdjustSettlementResponse,
} from '#shared/api/balance.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/**
 * POST /api/admin/adjustSettlement `{ id, damage, reason }`: lowers a settled ride's damage charge;
 * answers the settlement as it now stands and the adjustment (what was refunded). Quiet: the dialog
 * shows a refusal itself.
 */
export function adjustSettlement(body: AdjustSettlementInput): Promise<AdjustSettlementResponse> {
  return apiRequest('admin', '/adjustSettlement', { body, schema: adjustSettlementResponse, quiet: true });
}
