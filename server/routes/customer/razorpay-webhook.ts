import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { razorpayWebhookResponse } from '#shared/api/razorpay-webhook.ts';
import { msg } from '#shared/messages.ts';
import { receiveRazorpayWebhook } from '#server/features/captures/receive-razorpay-webhook.ts';
import type { PaymentProvider } from '#server/features/payments/payment-provider.ts';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * POST /api/razorpay/webhook (issue 28): called by Razorpay, not by a signed-in user (public: the
 * signature of the raw body is the authentication). The body is kept raw (Buffer) in this plugin
 * alone, since the signature is over its exact bytes; the feature checks it, then parses it.
 */
export const razorpayWebhookRoutes: FastifyPluginAsyncZod<{ provider: PaymentProvider }> = async (app, options) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/razorpay/webhook',
    { config: { public: true }, schema: { tags: ['provider'], response: { 200: razorpayWebhookResponse } } },
    async (request) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const outcome = await receiveRazorpayWebhook(
        {
          db: app.deps.db,
          providerName: options.provider.name,
          webhookSecret: app.deps.env.RAZORPAY_WEBHOOK_SECRET,
          outbox: app.deps.outbox,
          log: request.log,
        },
        {
          rawBody,
          signature: header(request.headers['x-razorpay-signature']),
          eventId: header(request.headers['x-razorpay-event-id']),
        },
      );
      return { success: true, message: msg.webhookReceived, data: { outcome } };
    },
  );
};
