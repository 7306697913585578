import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '#shared/api/fields.ts';

/**
 * GET /api/health: the app answers and the database answers; with a read replica, whether the public
 * reads use it now (`ok`) or bypass it (`lagging`, `down`). A bypassed replica does not fail the check:
 * the primary answers its reads.
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
          }),
        },
      },
    },
    async () => {
      const { replica } = app.deps.database;
      const [, replicaHealth] = await Promise.all([app.deps.database.ping(), replica?.health()]);
      return {
        success: true,
        message: 'ok',
        database: app.deps.database.kind,
        uptime: Math.round(process.uptime()),
        ...(replicaHealth ? { readReplica: replicaHealth.reason } : {}),
      };
    },
  );
};
