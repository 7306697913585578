import type { SENDER_ADMIN, SENDER_USER } from '../messages.ts';

/** Socket.io event names of spec section 7 ('Realtime'). */
export const CHAT_EVENTS = {
  send: 'send_message',
  receive: 'receive_message',
} as const;

export type ChatSender = typeof SENDER_ADMIN | typeof SENDER_USER;

/** A chat message as it travels over the socket and is stored (spec section 3, 'Chat message'). */
export interface ChatMessagePayload {
  /** the customer's id: the conversation */
  user: string;
  text: string;
  sender: ChatSender;
  time: string;
}

/** Typed event maps for socket.io's generics, shared by the server and the web client. */
export interface ServerToClientEvents {
  [CHAT_EVENTS.receive]: (message: ChatMessagePayload) => void;
}
export interface ClientToServerEvents {
  [CHAT_EVENTS.send]: (message: { user?: string; text: string }, ack?: (result: { success: boolean; message: string }) => void) => void;
}
