import type { VerifyOtpBody } from '#shared/api/account.ts';
import { envelope } from '#shared/api/fields.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** POST /api/verifyOtp: the register form's values and the code; creates the account. Resolves with the message. */
export async function verifyOtp(body: VerifyOtpBody): Promise<string> {
  const answer = await apiRequest('customer', '/verifyOtp', { body, token: null, schema: envelope, quiet: true });
  return answer.message;
}
