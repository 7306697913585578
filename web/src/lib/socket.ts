import type { Socket } from 'socket.io-client';
import {
  SOCKET_CLIENT_OPTIONS,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '#shared/realtime/chat-events.ts';
import { areaConfig } from './areas.ts';

/** The chat's socket, typed with the shared event maps. */
export type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The areas that chat: the customer site and the admin back office (partners have no chat). */
export type ChatArea = 'customer' | 'admin';

const roleOf = { customer: 'user', admin: 'admin' } as const;

interface Entry {
  socket: Promise<ChatSocket>;
  users: number;
  idleTimer?: ReturnType<typeof setTimeout>;
  unsubscribe?: () => void;
}

const entries = new Map<ChatArea, Entry>();

/** How long a socket nobody uses stays open (a re-render or React's StrictMode remount is not a close). */
const IDLE_CLOSE_MS = 1_000;

/**
 * Creates the area's socket: socket.io-client is imported only now, so the home page does not load it
 * until the chat panel opens. The options are the spec's (section 9, socket.io-client's defaults); the
 * handshake's `auth` is read at every (re)connection, so it always carries the area's current token.
 */
async function createSocket(area: ChatArea): Promise<ChatSocket> {
  const { io } = await import('socket.io-client');
  const { store } = areaConfig[area];
  const socket: ChatSocket = io({
    ...SOCKET_CLIENT_OPTIONS,
    auth: (send) => send({ token: store.getToken() ?? '', role: roleOf[area] }),
  });
  return socket;
}

/**
 * Takes the area's one socket, creating and connecting it on first use (or reconnecting it when a
 * refusal or `releaseSocket` left it closed). Every call must be paired with `releaseSocket(area)`.
 * Signing out of the area closes it for good.
 */
export function acquireSocket(area: ChatArea): Promise<ChatSocket> {
  let entry = entries.get(area);
  if (!entry) {
    const { store } = areaConfig[area];
    const created: Entry = { socket: createSocket(area), users: 0 };
    created.unsubscribe = store.subscribe(() => {
      if (store.getState().status === 'signedOut') closeSocket(area);
    });
    entries.set(area, created);
    entry = created;
  }
  entry.users += 1;
  clearTimeout(entry.idleTimer);
  return entry.socket.then((socket) => {
    // a socket the server refused, or that was released, does not retry by itself
    if (!socket.active) socket.connect();
    return socket;
  });
}

/** Gives the socket back; once nobody uses it for a moment, it disconnects (it is kept for next time). */
export function releaseSocket(area: ChatArea): void {
  const entry = entries.get(area);
  if (!entry) return;
  entry.users = Math.max(0, entry.users - 1);
  if (entry.users > 0) return;
  clearTimeout(entry.idleTimer);
  entry.idleTimer = setTimeout(() => {
    if (entry.users === 0) void entry.socket.then((socket) => socket.disconnect());
  }, IDLE_CLOSE_MS);
}

/** Closes and forgets the area's socket (on sign-out): the next `acquireSocket` starts a new one. */
export function closeSocket(area: ChatArea): void {
  const entry = entries.get(area);
  if (!entry) return;
  entries.delete(area);
  clearTimeout(entry.idleTimer);
  entry.unsubscribe?.();
  void entry.socket.then((socket) => socket.disconnect());
}
