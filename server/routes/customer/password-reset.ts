import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forgetPassResendOtpBody, forgetPasswordBody, verifyForgotOtpBody } from '#shared/api/account.ts';
import { envelope } from '#shared/api/fields.ts';
import { msg } from '#shared/messages.ts';
import {
  confirmPasswordReset,
  requestPasswordReset,
  resendPasswordReset,
} from '#server/features/accounts/password-reset.ts';
import { otpSendRateLimit, otpVerifyEmailLimit, otpVerifyRateLimit } from '../otp-rate-limit.ts';

/** The customer's forgot-password flow: forgetpassword → verifyForgotOtp (forgetPassResendOtp in between). */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/forgetpassword',
    {
      config: { public: true, rateLimit: otpSendRateLimit },
      schema: { tags: ['customer'], body: forgetPasswordBody, response: { 200: envelope } },
    },
    async (request) => {
      const { email, password } = request.body;
      await requestPasswordReset(app.deps, { role: 'user', email, password });
      return { success: true, message: msg.resetOtpSent };
    },
  );

  app.post(
    '/verifyForgotOtp',
    {
      config: { public: true, rateLimit: otpVerifyRateLimit },
      ...otpVerifyEmailLimit(app, 'user-reset'),
      schema: { tags: ['customer'], body: verifyForgotOtpBody, response: { 200: envelope } },
    },
    async (request) => {
      await confirmPasswordReset(app.deps, { role: 'user', email: request.body.data.email, code: request.body.otp });
      return { success: true, message: msg.passwordChanged };
    },
  );

  app.post(
    '/forgetPassResendOtp',
    {
      config: { public: true, rateLimit: otpSendRateLimit },
      schema: { tags: ['customer'], body: forgetPassResendOtpBody, response: { 200: envelope } },
    },
    async (request) => {
      await resendPasswordReset(app.deps, { role: 'user', email: request.body.email });
      return { success: true, message: msg.resetOtpSent };
    },
  );
};
