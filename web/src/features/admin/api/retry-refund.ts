import { retryRefundResponse, type RetryRefundResponse } from '#shared/api/cancellations.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** POST /api/admin/retryRefund `{ id }`: queues a failed refund again; answers the refund. */
export function retryRefund(id: string): Promise<RetryRefundResponse> {
  return apiRequest('admin', '/retryRefund', { body: { id }, schema: retryRefundResponse });
}
