import type { FastifyInstance, FastifyReply } from 'fastify';
import type { DbOrTx } from '#server/db/client.ts';
import { cachedJson, type CachedRead } from '#server/lib/read-cache/cached-read.ts';

/** Where a miss is read (the primary by default) and, from a replica, how long it needs to settle. */
export interface CachedSource {
  db: DbOrTx;
  settleMs: number;
}

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Answers with `read`'s answer to `input` in the route's `envelope`, serialized by the route's own
     * response schema, from the app's read cache (decision D46) while no table the read declares has
     * changed. Auth and validation have run before: only the answer is shared, so `input` must hold
     * everything it depends on besides those tables (the caller too, if it mattered).
     */
    sendCached<Input, Output>(
      read: CachedRead<Input, Output>,
      input: Input,
      envelope: (output: Output) => unknown,
      source?: CachedSource,
    ): Promise<FastifyReply>;
  }
}

/**
 * Gives every route `reply.sendCached`, over `app.deps.readCache`. Called, not registered, on the root
 * app before the routes: the decoration must reach every area.
 */
export function registerReadCache(app: FastifyInstance): void {
  app.decorateReply(
    'sendCached',
    async function sendCached<Input, Output>(
      this: FastifyReply,
      read: CachedRead<Input, Output>,
      input: Input,
      envelope: (output: Output) => unknown,
      source?: CachedSource,
    ): Promise<FastifyReply> {
      // the route is part of the key: its envelope and response schema make the bytes
      const scope = ` ${this.request.routeOptions.url ?? ''}`;
      const body = await cachedJson(
        app.deps.readCache,
        source?.db ?? app.deps.db,
        read,
        input,
        (output) => {
          const json = this.serialize(envelope(output));
          return typeof json === 'string' ? Buffer.from(json) : Buffer.from(json as ArrayBuffer);
        },
        scope,
        source?.settleMs ?? 0,
      );
      // bytes with a JSON content type are sent as they are, not serialized again
      return this.type('application/json; charset=utf-8').send(body);
    },
  );
}
