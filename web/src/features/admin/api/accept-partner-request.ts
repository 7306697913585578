import { sendMailToPartnerResponse, type SendMailToPartnerResponse } from '#shared/api/admin.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/**
 * GET /api/admin/sendMailToPartner?email: Accept — the request becomes 'mailSented' and the partner is
 * told by e-mail that they may log in. Answers the refreshed requests list (every row).
 */
export function acceptPartnerRequest(email: string): Promise<SendMailToPartnerResponse> {
  return apiRequest('admin', '/sendMailToPartner', { query: { email }, schema: sendMailToPartnerResponse });
}
