import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  findOrderQuery,
  findOrderResponse,
  sandboxPayBody,
  sandboxPayResponse,
  verifyPaymentBody,
  verifyPaymentResponse,
} from '#shared/api/booking.ts';
import { envelope } from '#shared/api/fields.ts';
import { msg } from '#shared/messages.ts';
import type { PaymentProvider } from '#server/features/payments/payment-provider.ts';
import { findOrder } from '#server/features/rentals/pay/find-order.ts';
import { sandboxPay } from '#server/features/rentals/pay/sandbox-pay.ts';
import { verifyPayment } from '#server/features/rentals/pay/verify-payment.ts';
import { caller } from '#server/plugins/auth.ts';
import { photoSigner } from '../ride-move-deps.ts';

const secured = { tags: ['customer'], security: [{ bearer: [] }] };

/** Paying: the sandbox card form, the verification that books the bike, and the invoice. */
export const paymentRoutes: FastifyPluginAsyncZod<{ provider: PaymentProvider }> = async (app, options) => {
  app.post(
    '/sandboxPay',
    { schema: { ...secured, body: sandboxPayBody, response: { 200: sandboxPayResponse, 402: envelope } } },
    async (request, reply) => {
      const result = await sandboxPay(
        { db: app.deps.db, provider: options.provider },
        caller(request).id,
        request.body,
      );
      // NOTE: 402 Payment Required is answered here: errors.ts has no code for a declined card
      if (!result.paid) return reply.status(402).send({ success: false, message: result.message });
      return { success: true, message: msg.paymentAuthorised, data: result.response };
    },
  );

  app.post(
    '/verifyPayment',
    { schema: { ...secured, body: verifyPaymentBody, response: { 200: verifyPaymentResponse } } },
    async (request) => {
      const deps = { db: app.deps.db, provider: options.provider, outbox: app.deps.outbox, log: request.log };
      const data = await verifyPayment(deps, caller(request).id, request.body);
      return { success: true, message: msg.paymentVerified, data };
    },
  );

  app.get(
    '/findOrder',
    { schema: { ...secured, querystring: findOrderQuery, response: { 200: findOrderResponse } } },
    async (request) => {
      return {
        success: true,
        message: 'ok',
        data: await findOrder(app.deps.db, caller(request).id, request.query.id, photoSigner(app)),
      };
    },
  );
};
