import type { FastifyInstance } from 'fastify';
import { fileSigner, type FileSigner } from '#server/features/files/signed-url.ts';
import type { RideMoveDeps } from '#server/features/rentals/ride-move-deps.ts';

/** What a move of a booked ride needs, from the app; the clock is read on every call (tests pin it). */
export function rideMoveDeps(app: FastifyInstance): RideMoveDeps {
  return {
    db: app.deps.db,
    outbox: app.deps.outbox,
    log: app.log,
    now: () => app.deps.now(),
    sign: photoSigner(app),
    store: app.deps.store,
  };
}

/** Signs the ride's private photos (hand-over, return) in a booking answer with this server's secret. */
export function photoSigner(app: FastifyInstance): FileSigner {
  return fileSigner(app.deps.env.JWT_SECRET);
}
