import { rejectPartnerResponse } from '#shared/api/admin.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/**
 * GET /api/admin/rejectPartner?email: Reject — the request is removed and the partner told by e-mail.
 * Resolves with the server's message.
 */
export async function rejectPartnerRequest(email: string): Promise<string> {
  return (await apiRequest('admin', '/rejectPartner', { query: { email }, schema: rejectPartnerResponse })).message;
}
