import { envelope } from '#shared/api/fields.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/**
 * POST /api/partner/verifyForgotOtp (public): the code makes the new password take effect. Only
 * `data.email` is read by the server. Resolves with the server's message.
 */
export async function partnerVerifyForgotOtp(email: string, otp: string): Promise<string> {
  const body = { data: { email }, otp };
  return (await apiRequest('partner', '/verifyForgotOtp', { body, token: null, schema: envelope, quiet: true }))
    .message;
}
