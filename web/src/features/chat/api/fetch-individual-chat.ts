import { chatMessagesResponse, type ChatMessage } from '#shared/api/chat.ts';
import { msg } from '#shared/messages.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { showError } from '#web/lib/toast.ts';

/**
 * GET /api/fetchIndividualChat (bearer): the signed-in customer's conversation, oldest first. A
 * failure says 'Failed to fetch chat' (spec section 8); a 401 still ends the session as everywhere.
 */
export async function fetchIndividualChat(signal?: AbortSignal): Promise<ChatMessage[]> {
  try {
    const answer = await apiRequest('customer', '/fetchIndividualChat', { schema: chatMessagesResponse, quiet: true, signal });
    return answer.data;
  } catch (error) {
    if (!signal?.aborted) showError(msg.failedFetchChat);
    throw error;
  }
}
