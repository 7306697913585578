import type { ChatConversation } from '#shared/api/chat.ts';
import { SENDER_ADMIN, text } from '#shared/messages.ts';
import { formatChatTime } from '../chat-time.ts';
import { ChatAvatar } from './chat-avatar.tsx';

export interface ConversationListProps {
  conversations: readonly ChatConversation[];
  selectedId: string | null;
  onSelect: (userId: string) => void;
}

/**
 * The Chats page's left column (spec section 2): each conversation with the customer's photo, first
 * and last name, the time and text of its latest message, and a badge counting the customer's messages
 * since an admin last answered. The open conversation shows no badge: the admin is reading it.
 */
export function ConversationList({ conversations, selectedId, onSelect }: ConversationListProps) {
  return (
    <ul className="divide-y divide-stone-100">
      {conversations.map((row) => {
        const { _id, fname, lname, image } = row.userDetails;
        const selected = _id === selectedId;
        const unread = selected ? 0 : row.unread;
        return (
          <li key={_id}>
            <button
              type="button"
              onClick={() => onSelect(_id)}
              aria-current={selected ? 'true' : undefined}
              className={`flex w-full items-center gap-3 px-4 py-3 text-left transition-colors ${
                selected ? 'bg-amber-50 shadow-[inset_4px_0_0_var(--color-brand)]' : 'hover:bg-stone-50'
              }`}
            >
              <ChatAvatar image={image} fname={fname} lname={lname} />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="flex items-baseline justify-between gap-2">
                  <span className="truncate font-semibold text-ink">{`${fname} ${lname}`}</span>
                  <time dateTime={row.time} className="shrink-0 text-xs text-stone-600">
                    {formatChatTime(row.time)}
                  </time>
                </span>
                <span className="flex items-center justify-between gap-2">
                  <span className={`truncate text-sm ${unread > 0 ? 'font-semibold text-ink' : 'text-stone-600'}`}>
                    {row.sender === SENDER_ADMIN ? `${text.chatYou}: ${row.text}` : row.text}
                  </span>
                  {unread > 0 && (
                    <span
                      aria-label={text.chatUnread(unread)}
                      className="inline-flex min-w-6 shrink-0 items-center justify-center rounded-full bg-brand px-1.5 text-xs font-bold text-ink"
                    >
                      {unread > 99 ? '99+' : unread}
                    </span>
                  )}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
