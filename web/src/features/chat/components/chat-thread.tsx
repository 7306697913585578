import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ChatMessage } from '#shared/api/chat.ts';
import { text } from '#shared/messages.ts';
import type { ChatSender } from '#shared/realtime/chat-events.ts';
import { formatChatTime } from '../chat-time.ts';

export interface ChatThreadProps {
  messages: readonly ChatMessage[];
  /** whose messages are "mine" here: aligned right, dark ('User' in the customer panel, 'Admin' for admins) */
  own: ChatSender;
  /** screen-reader names of the two sides ('You', 'Support' or the customer's name) */
  ownLabel: string;
  otherLabel: string;
  /** shown instead of the list when there is no message */
  empty?: ReactNode;
  className?: string;
  /** where a message about a booking links to (the admin's chat, issue #34); no link when not given */
  bookingHref?: (bookingId: string) => string;
}

/**
 * A conversation, oldest first, scrolled to the newest message whenever one arrives. Each text is
 * rendered as text (React escapes it; no HTML, no auto-linking), keeping the writer's line breaks; a
 * message about a booking (a dispute) gets an 'Open booking' link when `bookingHref` is given.
 * The list is a live region (role="log"), so a screen reader announces new messages.
 */
export function ChatThread({
  messages,
  own,
  ownLabel,
  otherLabel,
  empty,
  className = '',
  bookingHref,
}: ChatThreadProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?._id;

  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [last]);

  return (
    <div ref={scroller} role="log" aria-label={text.chatMessagesLabel} className={`overflow-y-auto ${className}`}>
      {messages.length === 0 && empty}
      <ol className="flex flex-col gap-2">
        {messages.map((message) => {
          const mine = message.sender === own;
          return (
            <li key={message._id} className={`flex flex-col ${mine ? 'items-end' : 'items-start'}`}>
              <div
                className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm shadow-sm ${
                  mine ? 'rounded-br-sm bg-ink text-white' : 'rounded-bl-sm bg-white text-ink ring-1 ring-black/5'
                }`}
              >
                <span className="sr-only">{`${mine ? ownLabel : otherLabel}: `}</span>
                <p className="break-words whitespace-pre-wrap">{message.text}</p>
                {bookingHref && message.bookingId && (
                  <Link
                    to={bookingHref(message.bookingId)}
                    className={`mt-1 inline-flex min-h-11 items-center font-semibold underline ${mine ? 'text-white' : 'text-ink'}`}
                  >
                    {text.disputeOpenBooking}
                  </Link>
                )}
              </div>
              <time dateTime={message.time} className="mt-0.5 px-1 text-xs text-stone-600">
                {formatChatTime(message.time)}
              </time>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
