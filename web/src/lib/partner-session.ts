import { createSessionStore, useSessionState, type SessionState } from './session-store.ts';

/** The partner's session; the token lives in localStorage under `partnerToken`. */
export const partnerSession = createSessionStore('partnerToken');

/** The partner's session state, re-rendering on sign-in, sign-out and restore. */
export function usePartnerSession(): SessionState {
  return useSessionState(partnerSession);
}
