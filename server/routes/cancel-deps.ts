import type { FastifyInstance } from 'fastify';
import type { CancelDeps } from '#server/features/rentals/cancel-ride.ts';

/**
 * What a cancellation needs: the database, the mailer and log of its mails, the provider (the mail
 * says when the refund arrives) and the clock, read on every call so a test can pin `app.deps.now`.
 */
export function cancelDeps(app: FastifyInstance): CancelDeps {
  return {
    db: app.deps.db,
    mailer: app.deps.mailer,
    log: app.log,
    provider: app.deps.env.PAYMENT_PROVIDER,
    now: () => app.deps.now(),
  };
}
