import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { forgetPassResendOtpBody, verifyForgotOtpBody, type ForgetPasswordBody } from '#shared/api/account.ts';
import { envelope } from '#shared/api/fields.ts';
import { msg } from '#shared/messages.ts';
import {
  confirmPasswordReset,
  requestPasswordReset,
  resendPasswordReset,
  type ResetRole,
} from '#server/features/accounts/password-reset.ts';
import { otpSendRateLimit, otpVerifyEmailLimit, otpVerifyRateLimit } from './otp-rate-limit.ts';

export interface PasswordResetRoutesOptions {
  role: ResetRole;
  /** the OpenAPI tag of the area ('customer', 'partner') */
  tag: string;
  /** forgetpassword's body: the area's form schema (each area words its length message its own way) */
  requestBody: z.ZodType<ForgetPasswordBody>;
  /** where a new code is asked for: '/forgetPassResendOtp' (customer) or '/resendOtp' (partner) */
  resendPath: string;
}

/**
 * The forgot-password flow of a customer or partner (public): forgetpassword → verifyForgotOtp, with
 * the resend call in between. Both areas use the same OTP challenges and limits, with the purpose
 * 'user-reset' or 'partner-reset'; a verified reset bumps the account's token version, ending every
 * older session.
 */
export function passwordResetRoutes({
  role,
  tag,
  requestBody,
  resendPath,
}: PasswordResetRoutesOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/forgetpassword',
      {
        config: { public: true, rateLimit: otpSendRateLimit },
        schema: { tags: [tag], body: requestBody, response: { 200: envelope } },
      },
      async (request) => {
        const { email, password } = request.body;
        await requestPasswordReset(app.deps, { role, email, password });
        return { success: true, message: msg.resetOtpSent };
      },
    );

    app.post(
      '/verifyForgotOtp',
      {
        config: { public: true, rateLimit: otpVerifyRateLimit },
        ...otpVerifyEmailLimit(app, `${role}-reset`),
        schema: { tags: [tag], body: verifyForgotOtpBody, response: { 200: envelope } },
      },
      async (request) => {
        await confirmPasswordReset(app.deps, { role, email: request.body.data.email, code: request.body.otp });
        return { success: true, message: msg.passwordChanged };
      },
    );

    app.post(
      resendPath,
      {
        config: { public: true, rateLimit: otpSendRateLimit },
        schema: { tags: [tag], body: forgetPassResendOtpBody, response: { 200: envelope } },
      },
      async (request) => {
        await resendPasswordReset(app.deps, { role, email: request.body.email });
        return { success: true, message: msg.resetOtpSent };
      },
    );
  };
}
