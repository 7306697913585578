import { z } from 'zod';
import type { ChatMessage } from '../api/chat.ts';
import { idField } from '../api/fields.ts';
import { msg, type SENDER_ADMIN, type SENDER_USER } from '../messages.ts';

/** Socket.io event names of spec section 7 ('Realtime'). */
export const CHAT_EVENTS = {
  send: 'send_message',
  receive: 'receive_message',
} as const;

/** The socket's path and the client's connection policy (spec section 9; socket.io-client's defaults). */
export const SOCKET_PATH = '/socket.io';
export const SOCKET_CLIENT_OPTIONS = {
  path: SOCKET_PATH,
  timeout: 20_000,
  reconnection: true,
  reconnectionAttempts: Number.POSITIVE_INFINITY,
  reconnectionDelay: 1_000,
  reconnectionDelayMax: 5_000,
  randomizationFactor: 0.5,
} as const;

/** The longest message, in characters (after trimming). */
export const CHAT_MESSAGE_MAX = 2_000;

export type ChatSender = typeof SENDER_ADMIN | typeof SENDER_USER;

/** A chat message as it travels over the socket: the stored message (spec section 3, 'Chat message'). */
export type ChatMessagePayload = ChatMessage;

const chatText = (empty: string) =>
  z
    .string({ error: empty })
    .trim()
    .min(1, empty)
    .max(CHAT_MESSAGE_MAX, msg.messageTooLong(CHAT_MESSAGE_MAX));

/**
 * What a customer's `send_message` may carry: only the text. Any `user` or `sender` in the payload is
 * dropped: the server takes both from the socket's token (a customer writes to their own conversation).
 */
export const userSendMessage = z.object({ text: chatText(msg.messageEmpty) }, { error: msg.messageEmpty });
export type UserSendMessage = z.infer<typeof userSendMessage>;

/** What an admin's `send_message` carries: the conversation (the customer's id) and the text. */
export const adminSendMessage = z.object(
  { user: idField(msg.chatConversationRequired), text: chatText(msg.adminMessageEmpty) },
  { error: msg.adminMessageEmpty },
);
export type AdminSendMessage = z.infer<typeof adminSendMessage>;

/** The handshake's `auth`: the area's token, and which role it is for (tried in that order without one). */
export const socketAuth = z.object({
  token: z.string().min(1),
  role: z.enum(['user', 'admin']).optional(),
});
export type SocketAuth = z.infer<typeof socketAuth>;

/** The acknowledgement of `send_message`: the stored message, or why it was refused. */
export type ChatAck = { success: true; message: string; data: ChatMessage } | { success: false; message: string };

/** Typed event maps for socket.io's generics, shared by the server and the web client. */
export interface ServerToClientEvents {
  [CHAT_EVENTS.receive]: (message: ChatMessagePayload) => void;
}
export interface ClientToServerEvents {
  [CHAT_EVENTS.send]: (message: { user?: string; text: string }, ack: (result: ChatAck) => void) => void;
}
