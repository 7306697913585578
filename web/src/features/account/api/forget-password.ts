import type { ForgetPasswordBody } from '#shared/api/account.ts';
import { envelope } from '#shared/api/fields.ts';
import { apiRequest, type ApiRequestOptions } from '#web/lib/api-client.ts';

/**
 * POST /api/forgetpassword: the e-mail and the new password (kept hashed by the server until the
 * code is confirmed); mails a 4-digit code. Resolves with the message.
 */
export async function forgetPassword(
  body: ForgetPasswordBody,
  options: Pick<ApiRequestOptions, 'quiet'> = {},
): Promise<string> {
  const answer = await apiRequest('customer', '/forgetpassword', { body, token: null, schema: envelope, ...options });
  return answer.message;
}
