import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { msg } from '#shared/messages.ts';
import { AppError } from '#server/errors.ts';

/**
 * Limits on the OTP calls. Per e-mail address, the OTP challenges themselves allow 5 sends an hour
 * and 5 attempts a code (server/features/otp, in the database, so shared by every instance); on top:
 * - per client address, each route counting separately (the route's `rateLimit` config): one client
 *   cannot mail codes to many addresses, nor spread guesses over many challenges. Generous enough
 *   for several people behind one carrier-grade NAT;
 * - per e-mail address on the verify calls: 20 a day, from any client address. The challenge limits
 *   alone let a guesser try 25 codes an hour (5 codes × 5 attempts), 600 a day against 10 000
 *   possible codes; with this cap the odds of opening someone's reset are 0.2 % a day. The bound over
 *   a year comes from the lock ladder in the database (server/features/otp/lock-ladder.ts, ≤ 1 %).
 * The counters live in Redis when REDIS_URL is set (server/plugins/rate-limit-store.ts).
 */
const byAddress = (request: { ip: string }) => request.ip;

export const OTP_LIMITS = {
  sendsPerAddress: { max: 20, timeWindow: 15 * 60_000 },
  verifiesPerAddress: { max: 30, timeWindow: 15 * 60_000 },
  verifiesPerEmail: { max: 20, timeWindow: 24 * 60 * 60_000 },
} as const;

/** checkEmail, resendOtp, forgetpassword, forgetPassResendOtp (and the partner's reset calls). */
export const otpSendRateLimit = {
  hook: 'preHandler' as const,
  ...OTP_LIMITS.sendsPerAddress,
  keyGenerator: byAddress,
};

/** verifyOtp, verifyForgotOtp (and the partner's verifyForgotOtp). */
export const otpVerifyRateLimit = {
  hook: 'preHandler' as const,
  ...OTP_LIMITS.verifiesPerAddress,
  keyGenerator: byAddress,
};

/** The e-mail a verify call is about: `{ data: { email }, otp }` on every verify route. */
function verifiedEmail(request: { body?: unknown }): string {
  const body = request.body as { data?: { email?: unknown } } | undefined;
  const email = body?.data?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/** The per-e-mail cap of one verify route (`purpose` names its challenge), as a route hook. */
export function otpVerifyEmailLimit(app: FastifyInstance, purpose: 'register' | 'user-reset' | 'partner-reset') {
  const perEmail = app.createRateLimit({
    ...OTP_LIMITS.verifiesPerEmail,
    keyGenerator: (request) => `otp-verify:${purpose}:${verifiedEmail(request)}`,
  });
  return {
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      const result = await perEmail(request);
      if (result.isAllowed || !result.isExceeded) return;
      reply.header('retry-after', result.ttlInSeconds);
      throw new AppError('TOO_MANY', msg.tooManyRequests);
    },
  };
}
