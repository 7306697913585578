import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '#shared/api/chat.ts';
import { msg } from '#shared/messages.ts';
import { CHAT_EVENTS } from '#shared/realtime/chat-events.ts';
import { showSuccess } from '#web/lib/toast.ts';
import { useUserSession } from '#web/lib/user-session.ts';
import { fetchIndividualChat } from './api/fetch-individual-chat.ts';
import { chatKeys } from './chat-keys.ts';
import { mergeMessages } from './merge-messages.ts';
import { sendChatMessage } from './send-chat-message.ts';
import { useChatSocket, type ChatConnection } from './use-chat-socket.ts';

export interface CustomerChat {
  messages: ChatMessage[];
  loading: boolean;
  failed: boolean;
  retry: () => void;
  connection: ChatConnection;
  /** Sends a trimmed, non-empty text; rejects (the user was told why) when it was not sent. */
  send: (text: string) => Promise<void>;
}

/**
 * The signed-in customer's chat: the history (`fetchIndividualChat`), live `receive_message`s added to
 * it, and sending with the server's acknowledgement ('Message sent!'). Every (re)connection fetches the
 * history again, so messages sent while the socket was down appear.
 */
export function useChat(): CustomerChat {
  const { session } = useUserSession();
  const key = chatKeys.customer(session?.id ?? '');
  const queryClient = useQueryClient();
  const { socket, connection } = useChatSocket('customer');

  const history = useQuery({
    queryKey: key,
    // merged with what is already shown, so a live message that arrived meanwhile is kept
    queryFn: async ({ signal }) => {
      const fetched = await fetchIndividualChat(signal);
      // read the cache after the answer: live messages may have arrived while it was on its way
      return mergeMessages(queryClient.getQueryData<ChatMessage[]>(key), fetched);
    },
    staleTime: 0,
    enabled: Boolean(session),
  });

  const userId = session?.id ?? '';
  useEffect(() => {
    if (!socket) return;
    const cacheKey = chatKeys.customer(userId);
    const onReceive = (message: ChatMessage) => {
      queryClient.setQueryData<ChatMessage[]>(cacheKey, (old) => (old ? mergeMessages(old, [message]) : old));
    };
    const onConnect = () => void queryClient.invalidateQueries({ queryKey: cacheKey });
    socket.on(CHAT_EVENTS.receive, onReceive);
    socket.on('connect', onConnect);
    return () => {
      socket.off(CHAT_EVENTS.receive, onReceive);
      socket.off('connect', onConnect);
    };
  }, [socket, queryClient, userId]);

  return {
    messages: history.data ?? [],
    loading: history.isPending,
    failed: history.isError,
    retry: () => void history.refetch(),
    connection,
    send: async (text) => {
      const stored = await sendChatMessage(socket, { text });
      queryClient.setQueryData<ChatMessage[]>(chatKeys.customer(userId), (old) => mergeMessages(old, [stored]));
      showSuccess(msg.messageSent);
    },
  };
}
