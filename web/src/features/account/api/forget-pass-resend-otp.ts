import { envelope } from '#shared/api/fields.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** POST /api/forgetPassResendOtp: mails a new password-reset code to `email`. Resolves with the message. */
export async function forgetPassResendOtp(email: string): Promise<string> {
  const answer = await apiRequest('customer', '/forgetPassResendOtp', {
    body: { email },
    token: null,
    schema: envelope,
  });
  return answer.message;
}
