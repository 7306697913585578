import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '#shared/api/fields.ts';
import { partnerForgotPasswordForm, partnerResendOtpBody, partnerVerifyForgotOtpBody } from '#shared/api/partner.ts';
import { msg } from '#shared/messages.ts';
import {
  confirmPasswordReset,
  requestPasswordReset,
  resendPasswordReset,
} from '#server/features/accounts/password-reset.ts';
import { otpSendRateLimit, otpVerifyEmailLimit, otpVerifyRateLimit } from '../otp-rate-limit.ts';

/**
 * The partner's forgot-password flow (public): forgetpassword → verifyForgotOtp, resendOtp in between.
 * The same OTP challenges and limits as the customer flow, with purpose 'partner-reset'; a verified
 * reset bumps the partner's token version, ending every older session.
 */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/forgetpassword',
    {
      config: { public: true, rateLimit: otpSendRateLimit },
      schema: { tags: ['partner'], body: partnerForgotPasswordForm, response: { 200: envelope } },
    },
    async (request) => {
      const { email, password } = request.body;
      await requestPasswordReset(app.deps, { role: 'partner', email, password });
      return { success: true, message: msg.resetOtpSent };
    },
  );

  app.post(
    '/verifyForgotOtp',
    {
      config: { public: true, rateLimit: otpVerifyRateLimit },
      ...otpVerifyEmailLimit(app, 'partner-reset'),
      schema: { tags: ['partner'], body: partnerVerifyForgotOtpBody, response: { 200: envelope } },
    },
    async (request) => {
      const { data, otp } = request.body;
      await confirmPasswordReset(app.deps, { role: 'partner', email: data.email, code: otp });
      return { success: true, message: msg.passwordChanged };
    },
  );

  app.post(
    '/resendOtp',
    {
      config: { public: true, rateLimit: otpSendRateLimit },
      schema: { tags: ['partner'], body: partnerResendOtpBody, response: { 200: envelope } },
    },
    async (request) => {
      await resendPasswordReset(app.deps, { role: 'partner', email: request.body.email });
      return { success: true, message: msg.resetOtpSent };
    },
  );
};
