import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminRefundsQuery,
  adminRefundsResponse,
  retryRefundBody,
  retryRefundResponse,
} from '#shared/api/cancellations.ts';
import { msg } from '#shared/messages.ts';
import { listAdminRefunds } from '#server/features/refunds/list-admin-refunds.ts';
import { retryRefund } from '#server/features/refunds/retry-refund.ts';

const secured = { tags: ['admin'], security: [{ bearer: [] }] };

/** REFUNDS (issue #16): every refund with its attempts, and Retry of a failed one. */
export const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/refunds',
    { schema: { ...secured, querystring: adminRefundsQuery, response: { 200: adminRefundsResponse } } },
    async (request) => {
      return { success: true, message: msg.refundsListed, data: await listAdminRefunds(app.deps.db, request.query) };
    },
  );

  app.post(
    '/retryRefund',
    { schema: { ...secured, body: retryRefundBody, response: { 200: retryRefundResponse } } },
    async (request) => {
      const data = await retryRefund(app.deps.database, request.body.id);
      return { success: true, message: msg.refundRetried, data };
    },
  );
};
