import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import type { ChatMessage } from '#shared/api/chat.ts';
import {
  CHAT_EVENTS,
  SOCKET_PATH,
  type ChatAck,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '#shared/realtime/chat-events.ts';

/** Helpers of the chat tests: real socket.io clients against a listening app. */

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Listens on a free local port (createTestApp's app is not listening) and returns its base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return `http://127.0.0.1:${address.port}`;
}

export interface Connected {
  socket: TestSocket;
  /** every receive_message this socket got, in order */
  received: ChatMessage[];
}

/**
 * Connects a client with `auth` and resolves once connected, or rejects with the server's refusal
 * (the connect_error's message). No automatic reconnection unless asked: a test decides.
 */
export function connectClient(baseUrl: string, auth: object, options: { reconnection?: boolean } = {}): Promise<Connected> {
  const socket: TestSocket = connect(baseUrl, {
    path: SOCKET_PATH,
    auth,
    transports: ['websocket'],
    reconnection: options.reconnection ?? false,
    reconnectionDelay: 100,
    reconnectionDelayMax: 200,
    forceNew: true,
    timeout: 5_000,
  });
  const received: ChatMessage[] = [];
  socket.on(CHAT_EVENTS.receive, (message) => received.push(message));
  return new Promise((resolve, reject) => {
    const refused = (error: Error) => {
      socket.close();
      reject(error);
    };
    socket.once('connect', () => {
      // later connection errors belong to automatic reconnection, not to this first connection
      socket.off('connect_error', refused);
      resolve({ socket, received });
    });
    socket.once('connect_error', refused);
  });
}

/** Emits send_message and resolves with the server's acknowledgement. */
export function send(socket: TestSocket, payload: { user?: string; text: string } | Record<string, unknown>): Promise<ChatAck> {
  return socket.timeout(5_000).emitWithAck(CHAT_EVENTS.send, payload as { text: string });
}

/** Resolves when `check` passes (polled every 20 ms), or rejects after `timeoutMs`. */
export async function eventually(check: () => boolean, timeoutMs = 5_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
