import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { msg, text } from '#shared/messages.ts';
import { CHAT_MESSAGE_MAX } from '#shared/realtime/chat-events.ts';
import { Button } from '#web/components/button.tsx';
import { showError } from '#web/lib/toast.ts';

export interface ChatPanelProps {
  id: string;
  onClose: () => void;
  /** The conversation (it scrolls itself: see ChatThread); a welcome line when absent. */
  thread?: ReactNode;
  /**
   * Sends one trimmed, non-empty message; the draft is cleared once it resolves and kept if it
   * rejects. Without it, Send only validates.
   */
  onSend?: (message: string) => Promise<void>;
  /** A status line above the box while the chat cannot send ('Reconnecting…'); null when connected. */
  status?: string | null;
  /** False while disconnected: Send is disabled (the draft can still be typed), nothing is lost. */
  canSend?: boolean;
}

/**
 * The 'CHAT WITH US' panel of the home page (spec section 2): the conversation above, a text box
 * 'Ask Something?' and Send below. An empty message is refused with "Message can't be empty".
 * Height 27rem (spec section 9), shorter on small screens. Escape closes it.
 */
export function ChatPanel({ id, onClose, thread, onSend, status = null, canSend = true }: ChatPanelProps) {
  const titleId = useId();
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = draft.trim();
    if (!message) {
      showError(msg.messageEmpty);
      return;
    }
    if (!onSend || !canSend || sending) return;
    setSending(true);
    try {
      await onSend(message);
      setDraft('');
    } catch {
      // the sender reported the failure; the draft stays so the user can try again
    } finally {
      setSending(false);
    }
  };

  return (
    <section
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      className="fixed right-4 bottom-22 z-30 flex h-[27rem] max-h-[calc(100dvh-7.5rem)] w-[calc(100vw-2rem)] max-w-sm flex-col overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-black/10"
    >
      <header className="flex items-center justify-between gap-3 bg-ink px-4 py-2 text-white">
        <h2 id={titleId} className="flex items-center gap-2 text-sm font-bold tracking-wide">
          <span aria-hidden="true" className="size-2.5 rounded-full bg-brand" />
          {text.chatWithUs}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={text.closeChat}
          className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-ink-soft"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
      </header>
      <div className="flex min-h-0 flex-1 flex-col bg-page">
        {thread ?? <p className="m-auto max-w-60 p-4 text-center text-sm text-stone-600">{text.chatWelcome}</p>}
      </div>
      {/* always in the page, so that a screen reader announces the line when it appears */}
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
          {text.chatMessageLabel}
        </label>
        <input
          id={inputId}
          type="text"
          autoComplete="off"
          // The panel opens on a click meant to start typing: put the caret in the box.
          autoFocus
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={text.askSomething}
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
    </section>
  );
}
