import { createSessionStore, useSessionState, type SessionState } from './session-store.ts';

/** The admin's session; the token lives in localStorage under `adminToken`. */
export const adminSession = createSessionStore('adminToken');

/** The admin's session state, re-rendering on sign-in, sign-out and restore. */
export function useAdminSession(): SessionState {
  return useSessionState(adminSession);
}
