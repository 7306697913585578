import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adjustSettlementBody,
  adjustSettlementResponse,
  resolveDisputeBody,
  resolveDisputeResponse,
} from '#shared/api/balance.ts';
import { msg } from '#shared/messages.ts';
import { adjustSettlement } from '#server/features/rentals/return/adjust-settlement.ts';
import { resolveDispute } from '#server/features/rentals/return/resolve-dispute.ts';
import { caller } from '#server/plugins/auth.ts';

const secured = { tags: ['admin'], security: [{ bearer: [] }] };

/** SETTLEMENTS (issue #17): lowering a settled damage charge, with the refund of what was paid beyond it; resolving a dispute (issue #34). */
export const settlementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/adjustSettlement',
    { schema: { ...secured, body: adjustSettlementBody, response: { 200: adjustSettlementResponse } } },
    async (request) => {
      const data = await adjustSettlement(app.deps.db, caller(request).id, request.body);
      return { success: true, message: msg.settlementAdjusted, data };
    },
  );

  app.post(
    '/resolveDispute',
    { schema: { ...secured, body: resolveDisputeBody, response: { 200: resolveDisputeResponse } } },
    async (request) => {
      const data = await resolveDispute(app.deps.db, request.body, app.deps.now());
      // both sides' mails were queued with the move: deliver them now, not at the next sweep
      await app.deps.outbox.kick();
      return { success: true, message: msg.disputeResolved, data };
    },
  );
};
