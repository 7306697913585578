import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMailsQuery, adminMailsResponse, retryMailBody, retryMailResponse } from '#shared/api/mails.ts';
import { msg } from '#shared/messages.ts';
import { listAdminMails, retryMail } from '#server/features/mail/admin-mails.ts';

const secured = { tags: ['admin'], security: [{ bearer: [] }] };

/** MAILS (issue #30): the outbox's undelivered mails (never their text), and Retry of a failed one. */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mails',
    { schema: { ...secured, querystring: adminMailsQuery, response: { 200: adminMailsResponse } } },
    async (request) => {
      return { success: true, message: msg.mailsListed, data: await listAdminMails(app.deps.db, request.query) };
    },
  );

  app.post(
    '/retryMail',
    { schema: { ...secured, body: retryMailBody, response: { 200: retryMailResponse } } },
    async (request) => {
      // the app's clock and outbox of the moment (a test pins `app.deps.now`)
      const data = await retryMail(
        { db: app.deps.db, outbox: app.deps.outbox, now: () => app.deps.now() },
        request.body.id,
      );
      return { success: true, message: msg.mailRetried, data };
    },
  );
};
