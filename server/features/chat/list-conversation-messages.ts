import { desc, eq } from 'drizzle-orm';
import { CHAT_HISTORY_LIMIT, type ChatMessage } from '#shared/api/chat.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { chatMessages } from '#server/db/schema/index.ts';
import { chatMessageColumns, toChatMessage } from './chat-message-row.ts';

/**
 * One customer's conversation: its latest `limit` messages, oldest first (the order a chat reads in).
 * Reads the newest rows through the (user_id, created_at) index and reverses them, so a long history
 * costs the same as a short one.
 */
export async function listConversationMessages(
  db: DbOrTx,
  userId: string,
  limit: number = CHAT_HISTORY_LIMIT,
): Promise<ChatMessage[]> {
  const rows = await db
    .select(chatMessageColumns)
    .from(chatMessages)
    .where(eq(chatMessages.userId, userId))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(limit);
  return rows.reverse().map(toChatMessage);
}
