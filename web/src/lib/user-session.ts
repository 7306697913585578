import { createSessionStore, useSessionState, type SessionState } from './session-store.ts';

/** The customer's session; the token lives in localStorage under `userToken`. */
export const userSession = createSessionStore('userToken');

/** The customer's session state, re-rendering on sign-in, sign-out and restore. */
export function useUserSession(): SessionState {
  return useSessionState(userSession);
}
