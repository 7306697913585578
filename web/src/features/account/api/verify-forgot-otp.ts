import type { VerifyForgotOtpBody } from '#shared/api/account.ts';
import { envelope } from '#shared/api/fields.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** POST /api/verifyForgotOtp: confirms the code; the new password takes effect. Resolves with the message. */
export async function verifyForgotOtp(body: VerifyForgotOtpBody): Promise<string> {
  const answer = await apiRequest('customer', '/verifyForgotOtp', { body, token: null, schema: envelope, quiet: true });
  return answer.message;
}
