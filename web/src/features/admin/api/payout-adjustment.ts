import {
  payoutAdjustmentResponse,
  type PayoutAdjustmentBody,
  type PayoutAdjustmentResponse,
} from '#shared/api/ledger.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** POST /api/admin/payoutAdjustment: an entry of the amount (positive or negative) with a note. */
export function payoutAdjustment(body: PayoutAdjustmentBody): Promise<PayoutAdjustmentResponse> {
  return apiRequest('admin', '/payoutAdjustment', { method: 'POST', body, schema: payoutAdjustmentResponse });
}
