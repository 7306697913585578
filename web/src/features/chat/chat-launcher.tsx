import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { siteText as text } from '#shared/messages/site.ts';
import { useUserSession } from '#web/lib/user-session.ts';

// The panel (and the chat's code: zod schemas, the socket) downloads when a customer first opens it.
const CustomerChatPanel = lazy(async () => ({ default: (await import('./customer-chat-panel.tsx')).CustomerChatPanel }));

/**
 * The floating chat button at the bottom right (spec section 2): a signed-out visitor is sent to
 * /login; a signed-in customer opens and closes the 'CHAT WITH US' panel. While a stored session
 * is still being verified a click does nothing, rather than sending a customer who is signed in
 * to the login page.
 * The panel is mounted only while open, and its code loads on first open: the socket, socket.io-client
 * and the chat's schemas are not part of the home page's first download.
 */
export function ChatLauncher() {
  const { status } = useUserSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const signedIn = status === 'signedIn';
  // Signing out closes the panel for good: signing in again later does not reopen it by surprise.
  if (open && status === 'signedOut') setOpen(false);
  const panelOpen = open && signedIn;

  const toggle = () => {
    if (status === 'restoring') return;
    if (!signedIn) {
      void navigate('/login');
      return;
    }
    setOpen((value) => !value);
  };

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <>
      {panelOpen && (
        <Suspense>
          <CustomerChatPanel id={panelId} onClose={close} />
        </Suspense>
      )}
      <button
        ref={buttonRef}
        type="button"
        onClick={toggle}
        aria-label={panelOpen ? text.closeChat : text.openChat}
        aria-expanded={signedIn ? panelOpen : undefined}
        aria-controls={panelOpen ? panelId : undefined}
        className="fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-brand text-ink shadow-lg ring-4 ring-white/70 transition-colors hover:bg-brand-light"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {panelOpen ? (
            <path d="M6 6l12 12M18 6 6 18" />
          ) : (
            <path d="M4 5h16v11H9l-5 4V5Zm4 5h.01M12 10h.01M16 10h.01" />
          )}
        </svg>
      </button>
    </>
  );
}
