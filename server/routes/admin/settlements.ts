import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adjustSettlementBody, adjustSettlementResponse } from '#shared/api/balance.ts';
import { msg } from '#shared/messages.ts';
import { adjustSettlement } from '#server/features/balance/adjust-settlement.ts';
import { caller } from '#server/plugins/auth.ts';

const secured = { tags: ['admin'], security: [{ bearer: [] }] };

/** SETTLEMENTS (issue #17): lowering a settled damage charge, with the refund of what was paid beyond it. */
export const settlementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/adjustSettlement',
    { schema: { ...secured, body: adjustSettlementBody, response: { 200: adjustSettlementResponse } } },
    async (request) => {
      const data = await adjustSettlement(app.deps.db, caller(request).id, request.body);
      return { success: true, message: msg.settlementAdjusted, data };
    },
  );
};
