import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '#shared/api/auth.ts';
import { msg } from '#shared/messages.ts';
import { AppError } from '#server/errors.ts';

/**
 * Brute-force protection for the three login calls (each role counts on its own):
 * - per client address and e-mail: 10 tries a minute (the route's `rateLimit` config);
 * - per client address: 30 tries a minute, whatever the e-mails (one machine trying many accounts);
 * - per account: 20 FAILED tries in 15 minutes, from any address (many machines guessing one
 *   password; client addresses are cheap, and X-Forwarded-For is whatever the nearest proxy passes).
 * Only failures count for the account, so its owner's own logins never lock it; an attacker can lock
 * it for at most 15 minutes, and a password reset still works meanwhile.
 * The counters live in Redis when REDIS_URL is set (server/plugins/rate-limit-store.ts).
 */
export const LOGIN_LIMITS = {
  perAddressAndEmail: { max: 10, timeWindow: 60_000 },
  perAddress: { max: 30, timeWindow: 60_000 },
  failuresPerAccount: { max: 20, timeWindow: 15 * 60_000 },
} as const;

function emailOf(request: { body?: unknown }): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

export const loginRateLimit = {
  // after validation, so the key can read the parsed e-mail
  hook: 'preHandler' as const,
  ...LOGIN_LIMITS.perAddressAndEmail,
  keyGenerator: (request: { ip: string; body?: unknown }) => `${request.ip}|${emailOf(request)}`,
};

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
type LimitResult = Awaited<ReturnType<Limiter>>;

function refuse(reply: FastifyReply, result: LimitResult): never {
  if (!result.isAllowed) reply.header('retry-after', result.ttlInSeconds);
  throw new AppError('TOO_MANY', msg.tooManyRequests);
}

/** The per-address and per-account limits of one role's login route, as route hooks. */
export function loginLimits(app: FastifyInstance, role: Role) {
  const perAddress = app.createRateLimit({
    ...LOGIN_LIMITS.perAddress,
    keyGenerator: (request) => `login:${role}:ip:${request.ip}`,
  });
  const failuresPerAccount = app.createRateLimit({
    ...LOGIN_LIMITS.failuresPerAccount,
    keyGenerator: (request) => `login:${role}:failed:${emailOf(request)}`,
  });

  return {
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      const address = await perAddress(request);
      if (!address.isAllowed && address.isExceeded) refuse(reply, address);
      // read without counting: only a failed login counts (onSend)
      const account = await failuresPerAccount(request, { increment: false });
      if (!account.isAllowed && account.remaining === 0) refuse(reply, account);
    },
    // before the answer leaves, so the next attempt already sees the count
    onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (reply.statusCode === 401 && emailOf(request)) await failuresPerAccount(request);
      return payload;
    },
  };
}
