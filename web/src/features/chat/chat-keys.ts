/*
 * Query keys of the chat. The customer's conversation is keyed by their id, so signing in as someone
 * else never shows the previous person's messages. The admin's keys sit under the admin area's prefix.
 */
export const chatKeys = {
  customer: (userId: string) => ['chat', 'customer', userId] as const,
  adminAll: ['admin', 'chats'] as const,
  adminList: ['admin', 'chats', 'list'] as const,
  adminConversation: (userId: string) => ['admin', 'chats', 'conversation', userId] as const,
};
