import { useSyncExternalStore } from 'react';

/** What the web app keeps of a signed-in account. */
export interface Session {
  token: string;
  username: string;
  id: string;
}

/**
 * `restoring`: a token was found in localStorage and is being verified; guards wait instead of
 * flashing a login page. `signedIn` / `signedOut` are settled.
 */
export type SessionStatus = 'restoring' | 'signedIn' | 'signedOut';

export interface SessionState {
  status: SessionStatus;
  session: Session | null;
}

export interface SessionStore {
  /** The current state; the same object until something changes (useSyncExternalStore needs that). */
  getState: () => SessionState;
  subscribe: (listener: () => void) => () => void;
  /** The bearer token to send: the verified one, or the stored one while it is being verified. */
  getToken: () => string | null;
  /** Stores the token in localStorage and marks the area signed in. */
  signIn: (session: Session) => void;
  /** Forgets the session and removes the stored token. */
  signOut: () => void;
  /**
   * Verifies the stored token once per page load (later calls share the first promise). On success
   * the answer's session replaces the stored one; on any failure the session is cleared.
   */
  restore: (verify: (token: string) => Promise<Session>) => Promise<void>;
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode, sandboxed frame): behave as signed out
  }
}

function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // the session still works for this page view
  }
}

/**
 * Creates the session store of one area; `storageKey` is where its token lives in localStorage
 * (`userToken`, `partnerToken`, `adminToken`).
 */
export function createSessionStore(storageKey: string): SessionStore {
  const listeners = new Set<() => void>();
  let storedToken = readStorage(storageKey);
  let state: SessionState = { status: storedToken ? 'restoring' : 'signedOut', session: null };
  let restoring: Promise<void> | null = null;
  // Bumped by signIn/signOut so that a verification still in flight cannot overwrite them.
  let generation = 0;

  const setState = (next: SessionState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  const store: SessionStore = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getToken: () => state.session?.token ?? (state.status === 'restoring' ? storedToken : null),
    signIn(session) {
      generation += 1;
      storedToken = session.token;
      writeStorage(storageKey, session.token);
      setState({ status: 'signedIn', session });
    },
    signOut() {
      generation += 1;
      storedToken = null;
      writeStorage(storageKey, null);
      if (state.status === 'signedOut' && state.session === null) return;
      setState({ status: 'signedOut', session: null });
    },
    restore(verify) {
      if (restoring) return restoring;
      const token = storedToken;
      if (state.status !== 'restoring' || !token) return Promise.resolve();
      const started = generation;
      restoring = verify(token).then(
        (session) => {
          if (generation === started) store.signIn(session);
        },
        (error: unknown) => {
          if (generation !== started) return;
          // Only a refused token (401 expired/revoked, 403 blocked) ends the session. A check that
          // failed on the way (offline, aborted by a reload) leaves the stored token for the next load.
          const status = (error as { status?: unknown } | null)?.status;
          if (status === 401 || status === 403) {
            store.signOut();
            return;
          }
          generation += 1;
          setState({ status: 'signedOut', session: null });
        },
      );
      return restoring;
    },
  };

  return store;
}

/** Subscribes a component to a session store. */
export function useSessionState(store: SessionStore): SessionState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
