import { envelope } from '#shared/api/fields.ts';
import { apiRequest, type ApiRequestOptions } from '#web/lib/api-client.ts';

/**
 * GET /api/checkEmail?email: refuses an address that has an account (409) and otherwise mails a
 * 4-digit OTP to it. Resolves with the server's message.
 */
export async function checkEmail(email: string, options: Pick<ApiRequestOptions, 'quiet'> = {}): Promise<string> {
  const answer = await apiRequest('customer', '/checkEmail', {
    query: { email },
    token: null,
    schema: envelope,
    ...options,
  });
  return answer.message;
}
