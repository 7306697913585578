import type { ChatMessage } from '#shared/api/chat.ts';
import { chatMessages } from '#server/db/schema/index.ts';

/** The columns a chat message answer needs. */
export const chatMessageColumns = {
  id: chatMessages.id,
  userId: chatMessages.userId,
  sender: chatMessages.sender,
  text: chatMessages.text,
  createdAt: chatMessages.createdAt,
  bookingId: chatMessages.bookingId,
};

export interface ChatMessageRow {
  id: string;
  userId: string;
  sender: ChatMessage['sender'];
  text: string;
  createdAt: Date;
  bookingId?: string | null;
}

/** A stored message as the API and the socket carry it (spec section 3: user, text, sender, time). */
export function toChatMessage(row: ChatMessageRow): ChatMessage {
  return {
    _id: row.id,
    user: row.userId,
    text: row.text,
    sender: row.sender,
    time: row.createdAt.toISOString(),
    ...(row.bookingId ? { bookingId: row.bookingId } : {}),
  };
}
