import type { ChatMessage } from '#shared/api/chat.ts';
import { msg, SENDER_ADMIN, SENDER_USER } from '#shared/messages.ts';
import { adminSendMessage, CHAT_EVENTS, userSendMessage, type ChatAck } from '#shared/realtime/chat-events.ts';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import type { AccountState } from '#server/features/accounts/find-account.ts';
import { ADMINS_ROOM, userRoom, type ChatServer, type ChatSocket } from './chat-socket-types.ts';
import { saveChatMessage } from './save-chat-message.ts';
import { createSendLimiter } from './send-limiter.ts';

export interface ChatHandlerDeps {
  db: Db;
  /** Reloads the socket's account from its token; throws an AppError once it is blocked, gone or revoked. */
  recheck: (socket: ChatSocket) => Promise<AccountState>;
  /** where a message that could not be stored is reported (the app's pino logger fits) */
  log: { error: (details: { err: unknown }, message: string) => void };
}

interface SendOutcome {
  ack: ChatAck;
  /** the account may no longer speak: end the socket after acknowledging */
  disconnect?: boolean;
}

/**
 * The chat over socket.io (spec section 7, Realtime). On connection a customer's socket joins its own
 * conversation's room and an admin's joins the admins' room. `send_message` is answered through its
 * acknowledgement; the sender and the conversation come from the socket's token, never the payload
 * (a customer's `user` and `sender` are ignored). A message is stored before it is broadcast, so
 * what anyone sees live is also in the history.
 */
export function registerChatHandlers(io: ChatServer, deps: ChatHandlerDeps): void {
  io.on('connection', (socket) => {
    const { account } = socket.data;
    void socket.join(account.role === 'admin' ? ADMINS_ROOM : userRoom(account.id));
    const limiter = createSendLimiter();

    socket.on(CHAT_EVENTS.send, (payload: unknown, ack: unknown) => {
      const reply = typeof ack === 'function' ? (ack as (result: ChatAck) => void) : () => undefined;
      void sendMessage(io, socket, payload, deps, limiter.allow()).then((outcome) => {
        reply(outcome.ack);
        if (outcome.disconnect) socket.disconnect(true);
      });
    });
  });
}

async function sendMessage(
  io: ChatServer,
  socket: ChatSocket,
  payload: unknown,
  deps: ChatHandlerDeps,
  allowed: boolean,
): Promise<SendOutcome> {
  if (!allowed) return { ack: { success: false, message: msg.chatTooFast } };
  let account: AccountState;
  try {
    // A block, a password change or an expired token ends the right to write, not only new connections.
    account = await deps.recheck(socket);
  } catch (error) {
    const message = error instanceof AppError ? error.message : msg.unauthorized;
    return { ack: { success: false, message }, disconnect: true };
  }

  const input = parseMessage(account, payload);
  if (!input.ok) return { ack: { success: false, message: input.message } };

  try {
    const stored = await saveChatMessage(deps.db, input.value);
    io.to([userRoom(stored.user), ADMINS_ROOM]).emit(CHAT_EVENTS.receive, stored);
    return { ack: { success: true, message: msg.messageSent, data: stored } };
  } catch (error) {
    if (error instanceof AppError) return { ack: { success: false, message: error.message } };
    deps.log.error({ err: error }, 'chat message not stored');
    return { ack: { success: false, message: msg.internalError } };
  }
}

type Parsed =
  | { ok: true; value: { userId: string; sender: ChatMessage['sender']; text: string } }
  | { ok: false; message: string };

/** Validates the payload with the shared schema of the sender's role and decides the conversation. */
function parseMessage(account: AccountState, payload: unknown): Parsed {
  if (account.role === 'admin') {
    const parsed = adminSendMessage.safeParse(payload);
    if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? msg.invalidInput };
    return { ok: true, value: { userId: parsed.data.user, sender: SENDER_ADMIN, text: parsed.data.text } };
  }
  const parsed = userSendMessage.safeParse(payload);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? msg.messageEmpty };
  return { ok: true, value: { userId: account.id, sender: SENDER_USER, text: parsed.data.text } };
}
