/**
 * Brute-force protection for the login calls: per client address and e-mail, 10 tries a minute.
 * NOTE: in-process store; several instances behind a balancer each count separately until the
 * Redis store lands (see docs/decisions.md).
 */
export const loginRateLimit = {
  // after validation, so the key can read the parsed e-mail
  hook: 'preHandler' as const,
  max: 10,
  timeWindow: '1 minute',
  keyGenerator: (request: { ip: string; body?: unknown }) => {
    const body = request.body as { email?: unknown } | undefined;
    const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
    return `${request.ip}|${email}`;
  },
};
