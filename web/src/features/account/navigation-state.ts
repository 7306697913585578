import { z } from 'zod';
import { registerForm, type RegisterForm } from '#shared/api/account.ts';
import { emailField } from '#shared/api/fields.ts';

/*
 * What the account forms hand to their OTP screens through the router's navigation state (spec
 * section 2: "carrying the form values"). It stays out of the URL because the register values hold
 * the password. The state is read back through these schemas: it is whatever the history entry holds.
 */

/** /register → /otp: the register form's values, sent again with the code to verifyOtp. */
export interface RegisterOtpState {
  data: RegisterForm;
}

/**
 * /forgotPassword → /verifyForgetPassword, and /partner/forgotpass → /partner/verifyForgotOtp: only
 * the e-mail. NOTE: the new password is not carried: the server stored it (hashed) when forgetpassword
 * was called, and verifyForgotOtp reads only the e-mail.
 */
export interface ResetOtpState {
  email: string;
}

const registerOtpState = z.object({ data: registerForm });
const resetOtpState = z.object({ email: emailField() });

/** The register values carried to /otp, or null when the page was opened without them. */
export function readRegisterOtpState(state: unknown): RegisterForm | null {
  const parsed = registerOtpState.safeParse(state);
  return parsed.success ? parsed.data.data : null;
}

/** The e-mail carried to a reset OTP screen, or null when opened without it (a refresh, a bookmark). */
export function readResetOtpState(state: unknown): string | null {
  const parsed = resetOtpState.safeParse(state);
  return parsed.success ? parsed.data.email : null;
}
