import { z } from 'zod';
import { msg, SENDER_ADMIN, SENDER_USER } from '../messages.ts';
import { envelope, idField } from './fields.ts';

/*
 * The chat's HTTP calls (spec section 7): the customer's `GET /api/fetchIndividualChat` (bearer) and
 * the admin's `GET /api/admin/fetchChat` and `GET /api/admin/fetchIndividualChat?id`. The socket's
 * payloads are in ../realtime/chat-events.ts; both carry the same message shape.
 */

/** The most recent messages a conversation call answers (oldest first); older ones are kept, not sent. */
export const CHAT_HISTORY_LIMIT = 200;

/** The most conversations `fetchChat` answers (the most recently active first). */
export const CHAT_CONVERSATIONS_LIMIT = 500;

export const chatSenders = [SENDER_ADMIN, SENDER_USER] as const;

/** One chat message (spec section 3): the conversation's customer id, the text, who wrote it, when (ISO). */
export const chatMessage = z.object({
  _id: z.string(),
  /** the customer's id: the conversation */
  user: z.string(),
  text: z.string(),
  sender: z.enum(chatSenders),
  time: z.string(),
  /** the booking the message is about (a dispute, issue #34): the admin's chat links to it */
  bookingId: z.string().nullable().optional(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** `fetchIndividualChat` (customer and admin): the conversation's latest messages, oldest first. */
export const chatMessagesResponse = envelope.extend({ data: z.array(chatMessage) });
export type ChatMessagesResponse = z.infer<typeof chatMessagesResponse>;

/**
 * One row of the admin's conversation list (spec section 3, 'Chat conversation summary'): the customer,
 * the time and text of the conversation's latest message, and `unread`, the customer's messages since
 * an admin last wrote in it (0 once an admin has replied).
 */
export const chatConversation = z.object({
  userDetails: z.object({
    _id: z.string(),
    image: z.string().nullable(),
    fname: z.string(),
    lname: z.string(),
  }),
  time: z.string(),
  text: z.string(),
  sender: z.enum(chatSenders),
  unread: z.number().int(),
});
export type ChatConversation = z.infer<typeof chatConversation>;

/** GET /api/admin/fetchChat: conversations, the most recently active first. */
export const chatConversationsResponse = envelope.extend({ data: z.array(chatConversation) });
export type ChatConversationsResponse = z.infer<typeof chatConversationsResponse>;

/** `?id=<user id>` of the admin's fetchIndividualChat. */
export const adminChatQuery = z.object({ id: idField(msg.invalidId) });
export type AdminChatQuery = z.infer<typeof adminChatQuery>;
