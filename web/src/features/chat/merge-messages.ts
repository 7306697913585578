import type { ChatMessage } from '#shared/api/chat.ts';

/**
 * One conversation from several sources (a history fetch, live messages, an acknowledgement): each
 * message once (by id), oldest first. Merging rather than replacing means a history answer that left
 * the server before a live message arrived cannot make that message disappear.
 */
export function mergeMessages(base: readonly ChatMessage[] | undefined, extra: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const message of base ?? []) byId.set(message._id, message);
  for (const message of extra) byId.set(message._id, message);
  // ISO times of one format compare correctly as strings; sort is stable for equal times.
  return [...byId.values()].sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
}
