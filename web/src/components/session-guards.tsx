import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSessionState, type SessionStatus, type SessionStore } from '#web/lib/session-store.ts';
import { PageSpinner } from './spinner.tsx';

/** True once `status` has been `target` at any render of this mount. */
function useSeenStatus(status: SessionStatus, target: SessionStatus): boolean {
  const [seen, setSeen] = useState(status === target);
  // Derived state from an earlier render (react.dev: "storing information from previous renders").
  if (!seen && status === target) setSeen(true);
  return seen;
}

interface GuardProps {
  store: SessionStore;
  /** Where the guard sends a visitor it turns away. */
  redirectTo: string;
}

/**
 * Renders the nested routes only for a signed-in visitor; a visitor who arrives signed out is sent to
 * `redirectTo`. While a stored token is being verified it waits. NOTE: when a session ends while the
 * page is open (Logout, or a 401 from the API client) the guard renders nothing and lets that action
 * navigate, because both would otherwise race to different pages (Logout goes home, not to login).
 */
export function RequireSession({ store, redirectTo, returnHere = false }: GuardProps & { returnHere?: boolean }) {
  const { status } = useSessionState(store);
  const seenSignedIn = useSeenStatus(status, 'signedIn');
  const { pathname, search } = useLocation();
  if (status === 'restoring') return <PageSpinner />;
  if (status === 'signedOut') {
    // returnHere: the login comes back to this page afterwards (`?next=`, the customer's login page)
    const to = returnHere ? `${redirectTo}?${new URLSearchParams({ next: pathname + search }).toString()}` : redirectTo;
    return seenSignedIn ? null : <Navigate to={to} replace />;
  }
  return <Outlet />;
}

/**
 * Renders the nested routes (login, register, OTP) for visitors who are signed out; one who arrives
 * signed in is sent to `redirectTo`. NOTE: signing in on the page itself does not trigger the
 * redirect, so the login form can go where a fresh login goes (/userProfile).
 */
export function GuestOnly({ store, redirectTo }: GuardProps) {
  const { status } = useSessionState(store);
  const seenSignedOut = useSeenStatus(status, 'signedOut');
  if (status === 'restoring') return <PageSpinner />;
  if (status === 'signedIn' && !seenSignedOut) return <Navigate to={redirectTo} replace />;
  return <Outlet />;
}
