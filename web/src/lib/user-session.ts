import { hintSignedIn } from './hint-cookies.ts';
import { createSessionStore, useSessionState, type SessionState } from './session-store.ts';

/** The customer's session; the token lives in localStorage under `userToken`. */
export const userSession = createSessionStore('userToken');

// The server renders public pages only for visitors without a session (D85): it learns which from this cookie.
hintSignedIn(userSession.getState().status !== 'signedOut');
userSession.subscribe(() => hintSignedIn(userSession.getState().status !== 'signedOut'));

/** The customer's session state, re-rendering on sign-in, sign-out and restore. */
export function useUserSession(): SessionState {
  return useSessionState(userSession);
}
