import { beforeEach, describe, expect, it } from 'vitest';
import { createSessionStore } from './session-store.ts';

const KEY = 'testToken';
const asha = { token: 'fresh', username: 'Asha', id: 'u1' };

beforeEach(() => window.localStorage.clear());

describe('createSessionStore', () => {
  it('starts signed out without a stored token', () => {
    const store = createSessionStore(KEY);
    expect(store.getState()).toEqual({ status: 'signedOut', session: null });
    expect(store.getToken()).toBeNull();
  });

  it('starts restoring with a stored token and sends it while verifying', () => {
    window.localStorage.setItem(KEY, 'stored');
    const store = createSessionStore(KEY);
    expect(store.getState().status).toBe('restoring');
    expect(store.getToken()).toBe('stored');
  });

  it('keeps the token and name the check returns', async () => {
    window.localStorage.setItem(KEY, 'stored');
    const store = createSessionStore(KEY);
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.getState().status));

    await store.restore(async (token) => ({ ...asha, token: `${token}-renewed` }));

    expect(store.getState()).toEqual({ status: 'signedIn', session: { ...asha, token: 'stored-renewed' } });
    expect(window.localStorage.getItem(KEY)).toBe('stored-renewed');
    expect(seen).toEqual(['signedIn']);
  });

  it('clears the session when the server refuses the token (401 or 403)', async () => {
    for (const status of [401, 403]) {
      window.localStorage.setItem(KEY, 'stale');
      const store = createSessionStore(KEY);

      await store.restore(() => Promise.reject(Object.assign(new Error('refused'), { status })));

      expect(store.getState()).toEqual({ status: 'signedOut', session: null });
      expect(window.localStorage.getItem(KEY)).toBeNull();
    }
  });

  it('keeps the stored token when the check fails on the way (offline, reload)', async () => {
    window.localStorage.setItem(KEY, 'still-good');
    const store = createSessionStore(KEY);

    await store.restore(() => Promise.reject(Object.assign(new Error('network'), { status: 0 })));

    expect(store.getState()).toEqual({ status: 'signedOut', session: null });
    expect(window.localStorage.getItem(KEY)).toBe('still-good');
  });

  it('verifies once however many layouts ask', async () => {
    window.localStorage.setItem(KEY, 'stored');
    const store = createSessionStore(KEY);
    let calls = 0;
    const verify = async () => {
      calls += 1;
      return asha;
    };

    await Promise.all([store.restore(verify), store.restore(verify)]);
    await store.restore(verify);

    expect(calls).toBe(1);
  });

  it('lets a login made during the check win over the check', async () => {
    window.localStorage.setItem(KEY, 'stale');
    const store = createSessionStore(KEY);
    let reject: (error: Error) => void = () => {};
    const pending = store.restore(() => new Promise((_resolve, fail) => (reject = fail)));

    store.signIn(asha);
    reject(Object.assign(new Error('401'), { status: 401 }));
    await pending;

    expect(store.getState().session).toEqual(asha);
    expect(window.localStorage.getItem(KEY)).toBe('fresh');
  });

  it('signOut removes the stored token', () => {
    const store = createSessionStore(KEY);
    store.signIn(asha);
    store.signOut();
    expect(store.getState().status).toBe('signedOut');
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });
});
