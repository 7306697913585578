import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '#shared/api/fields.ts';

/** GET /api/health: the app answers and the database answers. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        response: { 200: envelope.extend({ database: z.enum(['pglite', 'postgres']), uptime: z.number() }) },
      },
    },
    async () => {
      await app.deps.database.ping();
      return { success: true, message: 'ok', database: app.deps.database.kind, uptime: Math.round(process.uptime()) };
    },
  );
};
