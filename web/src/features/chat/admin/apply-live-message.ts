import type { ChatConversation, ChatMessage } from '#shared/api/chat.ts';
import { SENDER_ADMIN } from '#shared/messages.ts';

/**
 * The admin's conversation list after a live message: that conversation moves to the top with the new
 * text and time; its unread count (customer messages since an admin last wrote) grows by one for a
 * customer message and drops to 0 for an admin's. Returns null when the conversation is not in the
 * list yet (a customer's first message): the caller fetches the list again for their name and photo.
 * Applying the same message twice changes nothing (it comes back both as an ack and as a broadcast).
 */
export function applyLiveMessage(list: readonly ChatConversation[], message: ChatMessage): ChatConversation[] | null {
  const index = list.findIndex((row) => row.userDetails._id === message.user);
  const row = list[index];
  if (!row) return null;
  if (row.time > message.time || (row.time === message.time && row.text === message.text)) return [...list];
  const updated: ChatConversation = {
    ...row,
    text: message.text,
    time: message.time,
    sender: message.sender,
    unread: message.sender === SENDER_ADMIN ? 0 : row.unread + 1,
  };
  return [updated, ...list.slice(0, index), ...list.slice(index + 1)];
}

/**
 * The list as fetched, except that a conversation the cache knows a newer message of keeps the
 * cached row: a list answer that left the server before a live message arrived must not undo it.
 */
export function mergeConversations(
  fetched: readonly ChatConversation[],
  cached: readonly ChatConversation[] | undefined,
): ChatConversation[] {
  if (!cached) return [...fetched];
  const newer = new Map(cached.map((row) => [row.userDetails._id, row]));
  return fetched
    .map((row) => {
      const known = newer.get(row.userDetails._id);
      return known && known.time > row.time ? known : row;
    })
    .sort((a, b) => (a.time < b.time ? 1 : a.time > b.time ? -1 : 0));
}
