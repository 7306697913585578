import { verifyPartnerResponse, type VerifyPartnerResponse } from '#shared/api/admin.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/**
 * GET /api/admin/verifyPartner?email: Verify Partner ('mailSented' → `true`: the bikes are shown to
 * customers) or Unverify (back to 'mailSented'). Answers the partner as the single page shows it.
 */
export function verifyPartner(email: string): Promise<VerifyPartnerResponse> {
  return apiRequest('admin', '/verifyPartner', { query: { email }, schema: verifyPartnerResponse });
}
