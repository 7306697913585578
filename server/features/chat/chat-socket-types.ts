import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '#shared/realtime/chat-events.ts';
import type { AccountState } from '#server/features/accounts/find-account.ts';

/** What the handshake leaves on each socket: who it is (from the token) and the token, to re-check it. */
export interface ChatSocketData {
  account: AccountState;
  token: string;
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no events between server instances
export type InterServerEvents = {};
export type ChatServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, ChatSocketData>;
export type ChatSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, ChatSocketData>;

/** The room of one customer's conversation: their own sockets join it. */
export const userRoom = (userId: string) => `user:${userId}`;
/** Every admin socket joins this room and hears every conversation. */
export const ADMINS_ROOM = 'admins';
