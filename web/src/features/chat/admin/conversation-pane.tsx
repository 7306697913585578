import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { ChatConversation, ChatMessage } from '#shared/api/chat.ts';
import { msg, SENDER_ADMIN, text } from '#shared/messages.ts';
import { CHAT_MESSAGE_MAX } from '#shared/realtime/chat-events.ts';
import { Button } from '#web/components/button.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { showError } from '#web/lib/toast.ts';
import { ChatThread } from '../components/chat-thread.tsx';
import { ChatAvatar } from './chat-avatar.tsx';

export interface ConversationPaneProps {
  conversation: ChatConversation | undefined;
  messages: readonly ChatMessage[];
  loading: boolean;
  /** shown instead of the messages when they failed to load */
  error?: ReactNode;
  /** the connection's status line, null when connected */
  status: string | null;
  canSend: boolean;
  onSend: (message: string) => Promise<void>;
  /** phones: back to the list */
  onBack: () => void;
}

/**
 * The open conversation (spec section 2): the messages in a 27rem-high pane, the admin's on the right,
 * a box 'Type a message' and a send button. A blank message is refused with "message box can't be
 * null"; while the socket is down the status line says so and Send is disabled (the draft is kept).
 */
export function ConversationPane(props: ConversationPaneProps) {
  const { conversation, messages, loading, error, status, canSend, onSend, onBack } = props;
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const name = conversation ? `${conversation.userDetails.fname} ${conversation.userDetails.lname}` : '';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = draft.trim();
    if (!message) {
      showError(msg.adminMessageEmpty);
      return;
    }
    if (!canSend || sending) return;
    setSending(true);
    try {
      await onSend(message);
      setDraft('');
    } catch {
      // the sender told the admin why; the draft stays
    } finally {
      setSending(false);
    }
  };

  let body: ReactNode;
  if (loading) {
    body = (
      <p role="status" className="m-auto flex items-center gap-2 text-sm text-stone-600">
        <Spinner size="sm" />
        {text.chatLoading}
      </p>
    );
  } else if (error) {
    body = error;
  } else {
    body = (
      <ChatThread
        messages={messages}
        own={SENDER_ADMIN}
        ownLabel={text.chatYou}
        otherLabel={name}
        empty={<p className="py-10 text-center text-sm text-stone-600">{text.chatNoMessages}</p>}
        className="h-full p-4"
        bookingHref={(bookingId) => `/admin/bookings?q=${encodeURIComponent(bookingId)}`}
      />
    );
  }

  return (
    <div className="flex min-w-0 flex-col">
      <header className="flex min-h-16 items-center gap-3 border-b border-stone-200 px-4 py-2">
        <button
          type="button"
          onClick={onBack}
          aria-label={text.chatBackToList}
          className="-ml-2 inline-flex size-11 items-center justify-center rounded-lg hover:bg-stone-100 md:hidden"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M15 6l-6 6 6 6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        {conversation && (
          <ChatAvatar
            image={conversation.userDetails.image}
            fname={conversation.userDetails.fname}
            lname={conversation.userDetails.lname}
          />
        )}
        <h2 className="truncate text-lg font-semibold text-ink">{name}</h2>
      </header>
      {/* Pane height 27rem (spec section 9). */}
      <div className="flex h-[27rem] flex-col bg-page">{body}</div>
      <div role="status">
        {status && (
          <p className="flex items-center gap-2 border-t border-amber-200 bg-amber-50 px-4 py-1.5 text-xs text-ink">
            <span aria-hidden="true" className="size-2 shrink-0 animate-pulse rounded-full bg-brand-strong" />
            {status}
          </p>
        )}
      </div>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="flex items-center gap-2 border-t border-stone-200 p-3"
      >
        <label htmlFor={inputId} className="sr-only">
          {text.adminMessageLabel}
        </label>
        <input
          id={inputId}
          type="text"
          autoComplete="off"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={text.typeAMessage}
          maxLength={CHAT_MESSAGE_MAX}
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-3 text-base text-ink placeholder:text-stone-500"
        />
        <Button
          type="submit"
          variant="dark"
          busy={sending}
          disabled={!canSend}
          title={canSend ? undefined : text.chatSendPaused}
        >
          {text.send}
        </Button>
      </form>
    </div>
  );
}
