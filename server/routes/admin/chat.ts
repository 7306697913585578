import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminChatQuery, chatConversationsResponse, chatMessagesResponse } from '#shared/api/chat.ts';
import { listConversationMessages } from '#server/features/chat/list-conversation-messages.ts';
import { listConversations } from '#server/features/chat/list-conversations.ts';
import { requireChatUser } from '#server/features/chat/require-chat-user.ts';

const secured = { tags: ['admin'], security: [{ bearer: [] }] };

/** Chats: the conversation list and one conversation's messages. Replies go over the socket. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/fetchChat', { schema: { ...secured, response: { 200: chatConversationsResponse } } }, async () => {
    const data = await listConversations(app.deps.db);
    return { success: true, message: 'ok', data };
  });

  app.get(
    '/fetchIndividualChat',
    { schema: { ...secured, querystring: adminChatQuery, response: { 200: chatMessagesResponse } } },
    async (request) => {
      await requireChatUser(app.deps.db, request.query.id);
      const data = await listConversationMessages(app.deps.db, request.query.id);
      return { success: true, message: 'ok', data };
    },
  );
};
