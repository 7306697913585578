import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '#shared/api/fields.ts';
import { msg } from '#shared/messages.ts';
import { AppError } from '#server/errors.ts';
import {
  isSharedSecret,
  receiveMsg91Webhook,
  receiveWhatsAppWebhook,
} from '#server/features/text-messages/receive-text-webhooks.ts';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const textWebhookResponse = envelope.extend({ data: z.object({ recorded: z.number() }) });

const metaVerifyQuery = z.object({
  'hub.mode': z.string().optional(),
  'hub.verify_token': z.string().optional(),
  'hub.challenge': z.string().max(200).optional(),
});

const msg91Query = z.object({ secret: z.string().max(200).optional() });

/**
 * The delivery reports of WhatsApp (Meta) and SMS (MSG91) (issue #33): public, called by the providers.
 * Meta's POST is signed (X-Hub-Signature-256 over the raw body, keyed by WHATSAPP_APP_SECRET) and its
 * subscription GET echoes `hub.challenge` for WHATSAPP_VERIFY_TOKEN; MSG91's carries the shared
 * MSG91_WEBHOOK_SECRET in its URL. The body is kept raw in this plugin alone (the signature is over it).
 */
export const textWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  const deps = () => ({
    db: app.deps.db,
    now: () => app.deps.now(),
    smsConfigured: Boolean(app.deps.textProviders.sms),
  });

  app.get(
    '/whatsapp/webhook',
    { config: { public: true }, schema: { tags: ['provider'], querystring: metaVerifyQuery } },
    async (request, reply) => {
      const query = request.query;
      if (
        query['hub.mode'] !== 'subscribe' ||
        !isSharedSecret(app.deps.env.WHATSAPP_VERIFY_TOKEN, query['hub.verify_token']) ||
        !query['hub.challenge']
      ) {
        throw new AppError('FORBIDDEN', msg.webhookSignatureInvalid);
      }
      return reply.type('text/plain').send(query['hub.challenge']);
    },
  );

  app.post(
    '/whatsapp/webhook',
    { config: { public: true }, schema: { tags: ['provider'], response: { 200: textWebhookResponse } } },
    async (request) => {
      const outcome = await receiveWhatsAppWebhook(
        { ...deps(), appSecret: app.deps.env.WHATSAPP_APP_SECRET, log: request.log },
        {
          rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          signature: header(request.headers['x-hub-signature-256']),
        },
      );
      if (outcome.requeued) await app.deps.textOutbox.kick();
      return { success: true, message: msg.webhookReceived, data: { recorded: outcome.recorded } };
    },
  );

  app.post(
    '/msg91/webhook',
    {
      config: { public: true },
      schema: { tags: ['provider'], querystring: msg91Query, response: { 200: textWebhookResponse } },
    },
    async (request) => {
      const outcome = await receiveMsg91Webhook(
        { ...deps(), secret: app.deps.env.MSG91_WEBHOOK_SECRET, log: request.log },
        {
          rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          secret: request.query.secret ?? header(request.headers['x-webhook-secret']),
        },
      );
      return { success: true, message: msg.webhookReceived, data: outcome };
    },
  );
};
