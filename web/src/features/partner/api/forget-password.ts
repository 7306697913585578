import { envelope } from '#shared/api/fields.ts';
import type { PartnerForgotPasswordForm } from '#shared/api/partner.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/**
 * POST /api/partner/forgetpassword (public): mails a 4-digit code; the new password waits, hashed, for
 * it. Resolves with the server's message.
 */
export async function partnerForgetPassword(values: PartnerForgotPasswordForm): Promise<string> {
  return (await apiRequest('partner', '/forgetpassword', { body: values, token: null, schema: envelope })).message;
}
