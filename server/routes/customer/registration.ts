import { matchLanguage, pickLanguage } from '#shared/messages/language.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkEmailQuery, resendOtpBody, verifyOtpBody } from '#shared/api/account.ts';
import { envelope } from '#shared/api/fields.ts';
import { msg } from '#shared/messages.ts';
import {
  completeRegistration,
  resendRegistrationOtp,
  startRegistration,
} from '#server/features/accounts/register-user.ts';
import { otpSendRateLimit, otpVerifyEmailLimit, otpVerifyRateLimit } from '../otp-rate-limit.ts';

/** Registration with an e-mail OTP: checkEmail → verifyOtp (resendOtp in between). All open. */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/checkEmail',
    {
      config: { public: true, rateLimit: otpSendRateLimit },
      schema: { tags: ['customer'], querystring: checkEmailQuery, response: { 200: envelope } },
    },
    async (request) => {
      await startRegistration(app.deps, request.query.email, pickLanguage(request.headers['accept-language']));
      return { success: true, message: msg.otpSent };
    },
  );

  app.post(
    '/verifyOtp',
    {
      config: { public: true, rateLimit: otpVerifyRateLimit },
      ...otpVerifyEmailLimit(app, 'register'),
      schema: { tags: ['customer'], body: verifyOtpBody, response: { 200: envelope } },
    },
    async (request) => {
      await completeRegistration(
        app.deps,
        request.body.data,
        request.body.otp,
        // null when the request names no language of ours: the first login then takes the visit's
        matchLanguage(request.headers['accept-language']),
      );
      return { success: true, message: msg.registered };
    },
  );

  app.post(
    '/resendOtp',
    {
      config: { public: true, rateLimit: otpSendRateLimit },
      schema: { tags: ['customer'], body: resendOtpBody, response: { 200: envelope } },
    },
    async (request) => {
      await resendRegistrationOtp(app.deps, request.body.email, pickLanguage(request.headers['accept-language']));
      return { success: true, message: msg.otpResent };
    },
  );
};
