import { envelope } from '#shared/api/fields.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** POST /api/partner/resendOtp (public): mails a new reset code. Resolves with the server's message. */
export async function partnerResendOtp(email: string): Promise<string> {
  return (await apiRequest('partner', '/resendOtp', { body: { email }, token: null, schema: envelope })).message;
}
