import type { ChatMessage } from '#shared/api/chat.ts';
import { msg } from '#shared/messages.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { chatMessages } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { chatMessageColumns, toChatMessage } from './chat-message-row.ts';

const FOREIGN_KEY_VIOLATION = '23503';

function isForeignKeyViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === FOREIGN_KEY_VIOLATION) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Stores one message of a customer's conversation and returns it as it will be broadcast. The caller
 * has validated the text and decided the sender from the socket's token. A conversation of a customer
 * who does not exist (or was deleted meanwhile) is a NOT_FOUND.
 */
export async function saveChatMessage(
  db: DbOrTx,
  input: { userId: string; sender: ChatMessage['sender']; text: string; bookingId?: string },
): Promise<ChatMessage> {
  try {
    const [row] = await db
      .insert(chatMessages)
      .values({ userId: input.userId, sender: input.sender, text: input.text, bookingId: input.bookingId ?? null })
      .returning(chatMessageColumns);
    if (!row) throw new AppError('INTERNAL');
    return toChatMessage(row);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError('NOT_FOUND', msg.userNotFound);
    throw error;
  }
}
