import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingMoneyQuery,
  bookingMoneyResponse,
  moneyAuditResponse,
  trialBalanceQuery,
  trialBalanceResponse,
} from '#shared/api/finance.ts';
import { msg } from '#shared/messages.ts';
import { auditMoneySnapshot } from '#server/features/journal/audit-snapshot.ts';
import { bookingMoney } from '#server/features/journal/booking-money.ts';
import { trialBalance } from '#server/features/journal/trial-balance.ts';

const secured = { tags: ['admin'], security: [{ bearer: [] }] };

/** FINANCE (issue #28): the money audit, the trial balance and one booking's money lines. */
export const financeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/finance/audit', { schema: { ...secured, response: { 200: moneyAuditResponse } } }, async () => {
    return { success: true, message: msg.auditListed, data: await auditMoneySnapshot(app.deps.db) };
  });

  app.get(
    '/finance/trialBalance',
    { schema: { ...secured, querystring: trialBalanceQuery, response: { 200: trialBalanceResponse } } },
    async (request) => {
      return { success: true, message: msg.trialBalanceListed, data: await trialBalance(app.deps.db, request.query) };
    },
  );

  app.get(
    '/bookingMoney',
    { schema: { ...secured, querystring: bookingMoneyQuery, response: { 200: bookingMoneyResponse } } },
    async (request) => {
      return { success: true, message: msg.bookingMoneyListed, data: await bookingMoney(app.deps.db, request.query.id) };
    },
  );
};
