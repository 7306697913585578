import { envelope } from '#shared/api/fields.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** POST /api/resendOtp: mails a new registration code to `email`. Resolves with the message. */
export async function resendOtp(email: string): Promise<string> {
  const answer = await apiRequest('customer', '/resendOtp', { body: { email }, token: null, schema: envelope });
  return answer.message;
}
