import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  disputeDamageBody,
  disputeDamageResponse,
  payBalanceBody,
  payBalanceResponse,
  verifyBalancePaymentBody,
  verifyBalancePaymentResponse,
} from '#shared/api/balance.ts';
import { msg } from '#shared/messages.ts';
import { CHAT_EVENTS } from '#shared/realtime/chat-events.ts';
import { disputeDamage } from '#server/features/rentals/return/dispute-damage.ts';
import { payBalance } from '#server/features/rentals/return/pay-balance.ts';
import { verifyBalancePayment } from '#server/features/rentals/return/verify-balance-payment.ts';
import { ADMINS_ROOM, userRoom } from '#server/features/chat/chat-socket-types.ts';
import type { PaymentProvider } from '#server/features/payments/payment-provider.ts';
import { caller } from '#server/plugins/auth.ts';

const secured = { tags: ['customer'], security: [{ bearer: [] }] };

/** After the settlement (issue #17): paying a balance due, and disputing a damage charge. */
export const balanceRoutes: FastifyPluginAsyncZod<{ provider: PaymentProvider }> = async (app, options) => {
  app.post(
    '/payBalance',
    { schema: { ...secured, body: payBalanceBody, response: { 200: payBalanceResponse } } },
    async (request) => {
      const deps = { db: app.deps.db, provider: options.provider, log: request.log };
      const data = await payBalance(deps, caller(request).id, request.body.id);
      return { success: true, message: msg.balanceOrderCreated, data };
    },
  );

  app.post(
    '/verifyBalancePayment',
    { schema: { ...secured, body: verifyBalancePaymentBody, response: { 200: verifyBalancePaymentResponse } } },
    async (request) => {
      const deps = { db: app.deps.db, provider: options.provider, log: request.log };
      const data = await verifyBalancePayment(deps, caller(request).id, request.body);
      return { success: true, message: msg.balancePaid, data };
    },
  );

  app.post(
    '/disputeDamage',
    { schema: { ...secured, body: disputeDamageBody, response: { 200: disputeDamageResponse } } },
    async (request) => {
      const userId = caller(request).id;
      const { chat, ...data } = await disputeDamage(app.deps.db, userId, request.body, app.deps.now());
      await app.deps.outbox.kick();
      // the admins' Chats screen hears it at once, like a message typed in the chat
      app.realtime.io.to([userRoom(userId), ADMINS_ROOM]).emit(CHAT_EVENTS.receive, chat);
      return { success: true, message: msg.disputeSent, data };
    },
  );
};
