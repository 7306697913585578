import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { earningsCsvQuery, earningsQuery, earningsResponse } from '#shared/api/ledger.ts';
import { msg } from '#shared/messages.ts';
import { earningsCsv } from '#server/features/ledger/earnings-csv.ts';
import { listEarnings } from '#server/features/ledger/list-earnings.ts';
import { caller } from '#server/plugins/auth.ts';

const secured = { tags: ['partner'], security: [{ bearer: [] }] };

/** EARNINGS (issue #18): the signed-in partner's own ledger entries, a page at a time or as CSV. */
export const earningsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/earnings',
    { schema: { ...secured, querystring: earningsQuery, response: { 200: earningsResponse } } },
    async (request) => {
      const data = await listEarnings(app.deps.db, caller(request).id, request.query);
      return { success: true, message: msg.earningsListed, data };
    },
  );

  app.get('/earnings.csv', { schema: { ...secured, querystring: earningsCsvQuery } }, async (request, reply) => {
    const csv = await earningsCsv(app.deps.db, caller(request).id, request.query);
    const name = `earnings-${request.query.from}-to-${request.query.to}.csv`;
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });
};
