import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatMessagesResponse } from '#shared/api/chat.ts';
import { listConversationMessages } from '#server/features/chat/list-conversation-messages.ts';
import { caller } from '#server/plugins/auth.ts';

const secured = { tags: ['customer'], security: [{ bearer: [] }] };

/**
 * The customer's chat history. There is no id parameter: a customer reads their own conversation only.
 * New messages arrive over the socket (server/plugins/realtime.ts).
 */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/fetchIndividualChat', { schema: { ...secured, response: { 200: chatMessagesResponse } } }, async (request) => {
    const data = await listConversationMessages(app.deps.db, caller(request).id);
    return { success: true, message: 'ok', data };
  });
};
