import { useEffect } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  chatConversationsResponse,
  chatMessagesResponse,
  type ChatConversation,
  type ChatMessage,
} from '#shared/api/chat.ts';
import { CHAT_EVENTS } from '#shared/realtime/chat-events.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { chatKeys } from '../chat-keys.ts';
import { mergeMessages } from '../merge-messages.ts';
import { sendChatMessage } from '../send-chat-message.ts';
import { useChatSocket, type ChatConnection } from '../use-chat-socket.ts';
import { applyLiveMessage, mergeConversations } from './apply-live-message.ts';

/** Puts a message (live, or just sent) into the cached list and into its conversation if loaded. */
function applyMessage(queryClient: QueryClient, message: ChatMessage): void {
  let known = true;
  queryClient.setQueryData<ChatConversation[]>(chatKeys.adminList, (old) => {
    if (!old) return old;
    const next = applyLiveMessage(old, message);
    if (!next) known = false;
    return next ?? old;
  });
  if (!known) void queryClient.invalidateQueries({ queryKey: chatKeys.adminList });
  queryClient.setQueryData<ChatMessage[]>(chatKeys.adminConversation(message.user), (old) =>
    old ? mergeMessages(old, [message]) : old,
  );
}

export interface AdminChat {
  conversations: ReturnType<typeof useConversations>;
  messages: ReturnType<typeof useConversation>;
  connection: ChatConnection;
  /** Sends to the open conversation; rejects (the admin was told why) when not sent. */
  send: (text: string) => Promise<void>;
}

function useConversations() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: chatKeys.adminList,
    queryFn: async ({ signal }) => {
      const answer = await apiRequest('admin', '/fetchChat', { schema: chatConversationsResponse, signal });
      return mergeConversations(answer.data, queryClient.getQueryData<ChatConversation[]>(chatKeys.adminList));
    },
    staleTime: 0,
  });
}

function useConversation(userId: string | null) {
  const queryClient = useQueryClient();
  const key = chatKeys.adminConversation(userId ?? '');
  return useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const answer = await apiRequest('admin', '/fetchIndividualChat', {
        query: { id: userId },
        schema: chatMessagesResponse,
        signal,
      });
      // read the cache after the answer: live messages may have arrived while it was on its way
      return mergeMessages(queryClient.getQueryData<ChatMessage[]>(key), answer.data);
    },
    enabled: Boolean(userId),
    staleTime: 0,
  });
}

/**
 * The admin's Chats page data: the conversation list (`fetchChat`), the open conversation
 * (`fetchIndividualChat?id`), live `receive_message`s from every conversation (the list reorders, the
 * open pane grows), and sending to the open conversation. Every (re)connection fetches both again,
 * so what arrived while the socket was down appears.
 */
export function useAdminChat(userId: string | null): AdminChat {
  const queryClient = useQueryClient();
  const { socket, connection } = useChatSocket('admin');
  const conversations = useConversations();
  const messages = useConversation(userId);

  useEffect(() => {
    if (!socket) return;
    const onReceive = (message: ChatMessage) => applyMessage(queryClient, message);
    const onConnect = () => void queryClient.invalidateQueries({ queryKey: chatKeys.adminAll });
    socket.on(CHAT_EVENTS.receive, onReceive);
    socket.on('connect', onConnect);
    return () => {
      socket.off(CHAT_EVENTS.receive, onReceive);
      socket.off('connect', onConnect);
    };
  }, [socket, queryClient]);

  return {
    conversations,
    messages,
    connection,
    send: async (text) => {
      if (!userId) return;
      applyMessage(queryClient, await sendChatMessage(socket, { user: userId, text }));
    },
  };
}
