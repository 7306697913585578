import type { ChatMessage } from '#shared/api/chat.ts';
import { msg, text } from '#shared/messages.ts';
import { CHAT_EVENTS, type ChatAck } from '#shared/realtime/chat-events.ts';
import type { ChatSocket } from '#web/lib/socket.ts';
import { showError } from '#web/lib/toast.ts';

/** How long to wait for the server's acknowledgement of a message. */
export const ACK_TIMEOUT_MS = 10_000;

/**
 * Emits `send_message` and resolves with the stored message from the acknowledgement. Rejects after
 * telling the user why: not connected (nothing is queued to be sent later by surprise), no answer in
 * time, or the server's refusal (blank, too long, blocked…).
 */
export async function sendChatMessage(
  socket: ChatSocket | null,
  payload: { text: string; user?: string },
): Promise<ChatMessage> {
  if (!socket?.connected) {
    showError(text.chatSendPaused);
    throw new Error(text.chatSendPaused);
  }
  let ack: ChatAck;
  try {
    // socket.io's types lose the acknowledgement's type through timeout(); it is the server's ChatAck
    ack = (await socket.timeout(ACK_TIMEOUT_MS).emitWithAck(CHAT_EVENTS.send, payload)) as ChatAck;
  } catch {
    showError(msg.messageNotSent);
    throw new Error(msg.messageNotSent);
  }
  if (!ack.success) {
    showError(ack.message);
    throw new Error(ack.message);
  }
  return ack.data;
}
