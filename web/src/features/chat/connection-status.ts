import { msg, text } from '#shared/messages.ts';
import type { ChatConnection } from './use-chat-socket.ts';

/** The socket's reasons that the spec names (section 8), shown as its texts. */
const SPEC_REASONS: Record<string, string> = {
  timeout: msg.socketTimeout,
  'parse error': msg.socketParseError,
  'forced close': msg.socketForcedClose,
};

/**
 * What the status line says while the chat cannot send, or null when it is connected: 'Connecting…'
 * at first; 'Reconnecting… (timeout)' for a reason the spec names, 'Reconnecting…' for any other;
 * the server's own reason when it refused the connection.
 */
export function connectionStatusText(connection: ChatConnection): string | null {
  switch (connection.state) {
    case 'connected':
      return null;
    case 'connecting':
      return text.chatConnecting;
    case 'offline': {
      const known = SPEC_REASONS[connection.reason];
      return known ? text.chatOffline(known) : text.chatReconnecting;
    }
    case 'refused':
      return connection.message || text.chatDisconnected;
  }
}
