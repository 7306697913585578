import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '#shared/api/fields.ts';

/**
 * GET /api/health: the app answers and the database answers; with a read replica, whether the public
 * reads use it now (`ok`) or bypass it (`lagging`, `down`). A bypassed replica does not fail the check:
 * the primary answers its reads. `searchFeed` (issue #29): whether the change feed that keeps the search
 * index and the read cache exact is heard now (`live`; its heartbeat came back in time) or not (`down`:
 * every search and cached read goes to the database), and `searchFeedDownSeconds` the time it has been
 * down since the feed first came up (this time down included). Neither fails the check: the database
 * answers every read while the feed is down.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        response: {
          200: envelope.extend({
            database: z.enum(['pglite', 'postgres']),
            uptime: z.number(),
            readReplica: z.enum(['ok', 'lagging', 'down', 'unchecked']).optional(),
            searchFeed: z.enum(['live', 'down']),
            searchFeedDownSeconds: z.number(),
          }),
        },
      },
    },
    async () => {
      const { replica, changes } = app.deps.database;
      const [, replicaHealth] = await Promise.all([app.deps.database.ping(), replica?.health()]);
      return {
        success: true,
        message: 'ok',
        database: app.deps.database.kind,
        uptime: Math.round(process.uptime()),
        ...(replicaHealth ? { readReplica: replicaHealth.reason } : {}),
        searchFeed: changes.live ? ('live' as const) : ('down' as const),
        searchFeedDownSeconds: Math.round(changes.downMs / 100) / 10,
      };
    },
  );
};
