import { markPayoutPaidResponse, type MarkPayoutPaidResponse } from '#shared/api/ledger.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** POST /api/admin/markPayoutPaid: the partner's week paid with the transfer's UTR (twice: a 409). */
export function markPayoutPaid(body: {
  partnerId: string;
  week: string;
  reference: string;
  paidOn?: string;
}): Promise<MarkPayoutPaidResponse> {
  return apiRequest('admin', '/markPayoutPaid', { method: 'POST', body, schema: markPayoutPaidResponse });
}
