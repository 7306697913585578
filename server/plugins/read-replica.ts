import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { REPLICA_CHECK_EVERY_MS, type ReadReplica } from '#server/db/read-replica.ts';
import { AppError } from '#server/errors.ts';
import type { CachedRead } from '#server/lib/read-cache/cached-read.ts';

/** The cookie of a client's last successful write (ms since the epoch, the server's clock). */
export const WROTE_COOKIE = 'revon_wrote';
/** besides the lag limit and the check's age: clocks of several instances, a slow response */
const SETTLE_MARGIN_MS = 1_000;
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Runs a public read on the read replica when there is one, it is healthy and this client has not
     * written within the lag; on the primary otherwise, and again on the primary if the replica fails
     * under it (a replica never makes a 500). Writes and the checks that guard money or availability
     * never use this: they read `app.deps.db`.
     */
    replicaRead<T>(run: (db: DbOrTx) => Promise<T>): Promise<T>;
  }
  interface FastifyReply {
    /** `sendCached` whose misses are read by `request.replicaRead` (kept only when the replica has settled) */
    sendCachedFromReplica<Input, Output>(
      read: CachedRead<Input, Output>,
      input: Input,
      envelope: (output: Output) => unknown,
    ): Promise<FastifyReply>;
  }
}

/** How long after a write (or a change) the replica may still lack it: reads needing it go to the primary. */
function settleMs(replica: ReadReplica): number {
  return replica.maxLagMs + REPLICA_CHECK_EVERY_MS + SETTLE_MARGIN_MS;
}

function wroteAt(request: FastifyRequest): number | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === WROTE_COOKIE && value && /^\d{1,15}$/.test(value)) return Number(value);
  }
  return undefined;
}

/** The database this request's public read may use: the replica, or the primary. */
async function publicReadDb(
  request: FastifyRequest,
  primary: Db,
  replica: ReadReplica | undefined,
): Promise<{ db: Db; replica: ReadReplica | undefined }> {
  if (!replica) return { db: primary, replica: undefined };
  const wrote = wroteAt(request);
  // a future time (another instance's clock, a forged cookie) only sends this client to the primary
  if (wrote !== undefined && Date.now() - wrote < settleMs(replica)) return { db: primary, replica: undefined };
  const health = await replica.health();
  return health.usable ? { db: replica.db, replica } : { db: primary, replica: undefined };
}

/**
 * Gives every request `replicaRead` and every reply `sendCachedFromReplica`, and marks each
 * successful write's answer with the WROTE_COOKIE so that client's next reads (on any instance) go to
 * the primary. Called, not registered, on the root app before the routes.
 */
export function registerReadReplica(app: FastifyInstance): void {
  const primary = app.deps.db;
  const replica = app.deps.database.replica;

  const onReplica = async <T>(request: FastifyRequest, run: (db: DbOrTx, settle: number) => Promise<T>): Promise<T> => {
    const chosen = await publicReadDb(request, primary, replica);
    if (!chosen.replica) return run(primary, 0);
    try {
      return await run(chosen.db, settleMs(chosen.replica));
    } catch (error) {
      // the read's own answer (a 404) stands; anything else is the replica failing: the primary answers
      if (error instanceof AppError) throw error;
      chosen.replica.failed();
      request.log.warn({ err: error }, 'read replica failed; read again on the primary');
      return run(primary, 0);
    }
  };

  app.decorateRequest('replicaRead', function replicaRead<T>(this: FastifyRequest, run: (db: DbOrTx) => Promise<T>) {
    return onReplica(this, (db) => run(db));
  });

  app.decorateReply(
    'sendCachedFromReplica',
    async function sendCachedFromReplica<Input, Output>(
      this: FastifyReply,
      read: CachedRead<Input, Output>,
      input: Input,
      envelope: (output: Output) => unknown,
    ): Promise<FastifyReply> {
      return onReplica(this.request, (db, settle) => this.sendCached(read, input, envelope, { db, settleMs: settle }));
    },
  );

  if (!replica) return;
  const maxAgeSeconds = Math.ceil(settleMs(replica) / 1000);
  app.addHook('onSend', async (request, reply) => {
    if (READ_METHODS.has(request.method) || reply.statusCode >= 400) return;
    reply.header(
      'set-cookie',
      `${WROTE_COOKIE}=${Date.now()}; Max-Age=${maxAgeSeconds}; Path=/; HttpOnly; SameSite=Lax`,
    );
  });
}
