import { z } from 'zod';
import { emailField } from '#shared/api/fields.ts';

/**
 * What /partner/forgotpass hands to /partner/verifyForgotOtp in navigation state. NOTE: only the
 * e-mail: the server stored the new password (hashed) when forgetpassword was called, and
 * verifyForgotOtp reads only `data.email`, so the password need not sit in the browser's history.
 */
export interface PartnerResetOtpState {
  email: string;
}

const state = z.object({ email: emailField() });

/** The e-mail carried to the OTP page, or null when the page was opened without it (a refresh, a bookmark). */
export function readPartnerResetOtpState(value: unknown): string | null {
  const parsed = state.safeParse(value);
  return parsed.success ? parsed.data.email : null;
}
