import type { ChatMessage } from '#shared/api/chat.ts';
import type { ChatAck } from '#shared/realtime/chat-events.ts';
import type { ChatSocket } from '#web/lib/socket.ts';

/*
 * Helpers of the chat's component tests: a stand-in for the socket.io socket that the test drives
 * (connect, drop, deliver a message, answer an emit), and message records shaped like the server's.
 */

type Listener = (...args: unknown[]) => void;

export class FakeSocket {
  connected = false;
  active = true;
  /** every payload sent with send_message */
  readonly sent: { text: string; user?: string }[] = [];
  /** how the "server" acknowledges a send_message; a success storing the message by default */
  ack: (payload: { text: string; user?: string }) => ChatAck = (payload) => ({
    success: true,
    message: 'Message sent!',
    data: makeMessage({
      text: payload.text,
      user: payload.user ?? 'me',
      sender: payload.user ? 'Admin' : 'User',
      // stored now: later than any record a test made
      time: new Date(Date.UTC(2030, 0, 1) + this.sent.length * 1_000).toISOString(),
    }),
  });
  private readonly listeners = new Map<string, Set<Listener>>();

  on(event: string, listener: Listener): this {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }

  off(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  connect(): this {
    return this;
  }

  disconnect(): this {
    return this;
  }

  timeout(): { emitWithAck: (event: string, payload: { text: string; user?: string }) => Promise<ChatAck> } {
    return {
      emitWithAck: async (_event, payload) => {
        this.sent.push(payload);
        return this.ack(payload);
      },
    };
  }

  /** Fires a socket event as socket.io would (connect, disconnect, connect_error, receive_message). */
  fire(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }

  online(): void {
    this.connected = true;
    this.active = true;
    this.fire('connect');
  }

  /** The connection dropped and socket.io is retrying (`reason` as socket.io gives it). */
  offline(reason: string): void {
    this.connected = false;
    this.fire('disconnect', reason);
  }

  /** The server refused the handshake: socket.io does not retry. */
  refused(message: string): void {
    this.connected = false;
    this.active = false;
    this.fire('connect_error', new Error(message));
  }

  asSocket(): ChatSocket {
    return this as unknown as ChatSocket;
  }
}

let counter = 0;

/** A message as the server sends it, sent a second after the previous one made here. */
export function makeMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  counter += 1;
  return {
    _id: `msg-${counter}`,
    user: 'u1',
    text: `message ${counter}`,
    sender: 'User',
    time: new Date(Date.UTC(2026, 10, 20, 4, 0, counter)).toISOString(),
    ...overrides,
  };
}
