import { useEffect, useState } from 'react';
import { acquireSocket, releaseSocket, type ChatArea, type ChatSocket } from '#web/lib/socket.ts';

/**
 * Where the chat's connection is: `connecting` until the first handshake, `connected`, `offline` while
 * socket.io retries (with the last reason it gave), `refused` when the server turned the socket away
 * (no token, blocked account…: it does not retry by itself; `message` is the server's reason).
 */
export type ChatConnection =
  | { state: 'connecting' }
  | { state: 'connected' }
  | { state: 'offline'; reason: string }
  | { state: 'refused'; message: string };

/**
 * The area's chat socket for as long as the calling component is mounted, and its connection state.
 * `socket` is null until socket.io-client has loaded.
 */
export function useChatSocket(area: ChatArea): { socket: ChatSocket | null; connection: ChatConnection } {
  const [socket, setSocket] = useState<ChatSocket | null>(null);
  const [connection, setConnection] = useState<ChatConnection>({ state: 'connecting' });

  useEffect(() => {
    let current: ChatSocket | null = null;
    let cancelled = false;
    const onConnect = () => setConnection({ state: 'connected' });
    const onDisconnect = (reason: string) => {
      const retrying = current?.active ?? false;
      setConnection(retrying ? { state: 'offline', reason } : { state: 'refused', message: '' });
    };
    const onConnectError = (error: Error) => {
      // After a middleware refusal socket.io does not retry; network failures and timeouts it does.
      const retrying = current?.active ?? false;
      setConnection(retrying ? { state: 'offline', reason: error.message } : { state: 'refused', message: error.message });
    };

    void acquireSocket(area).then((acquired) => {
      if (cancelled) return;
      current = acquired;
      acquired.on('connect', onConnect);
      acquired.on('disconnect', onDisconnect);
      acquired.on('connect_error', onConnectError);
      setSocket(acquired);
      setConnection(acquired.connected ? { state: 'connected' } : { state: 'connecting' });
    });

    return () => {
      cancelled = true;
      current?.off('connect', onConnect);
      current?.off('disconnect', onDisconnect);
      current?.off('connect_error', onConnectError);
      releaseSocket(area);
    };
  }, [area]);

  return { socket, connection };
}
