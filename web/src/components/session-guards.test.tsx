import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createSessionStore, type Session, type SessionStore } from '#web/lib/session-store.ts';
import { GuestOnly, RequireSession } from './session-guards.tsx';

const KEY = 'guardToken';
const asha: Session = { token: 't', username: 'Asha', id: 'u1' };

function renderRoutes(store: SessionStore, path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<p>home</p>} />
        <Route element={<GuestOnly store={store} redirectTo="/" />}>
          <Route path="/login" element={<p>login form</p>} />
        </Route>
        <Route element={<RequireSession store={store} redirectTo="/login" />}>
          <Route path="/profile" element={<p>profile</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

/** A restore whose outcome the test decides. */
function pendingRestore(store: SessionStore) {
  let settle: (session: Session | null) => void = () => {};
  const done = store.restore(
    () =>
      new Promise<Session>(
        (resolve, reject) => (settle = (session) => (session ? resolve(session) : reject(new Error('401')))),
      ),
  );
  return { done, settle: (session: Session | null) => settle(session) };
}

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe('RequireSession', () => {
  it('sends a signed-out visitor to the login page', () => {
    renderRoutes(createSessionStore(KEY), '/profile');
    expect(screen.getByText('login form')).toBeTruthy();
  });

  it('waits while a stored token is verified, then shows the page', async () => {
    window.localStorage.setItem(KEY, 'stored');
    const store = createSessionStore(KEY);
    const restore = pendingRestore(store);
    renderRoutes(store, '/profile');

    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByText('login form')).toBeNull();

    await act(async () => {
      restore.settle(asha);
      await restore.done;
    });
    expect(screen.getByText('profile')).toBeTruthy();
  });

  it('sends the visitor to login when the stored token is refused', async () => {
    window.localStorage.setItem(KEY, 'stale');
    const store = createSessionStore(KEY);
    const restore = pendingRestore(store);
    renderRoutes(store, '/profile');

    await act(async () => {
      restore.settle(null);
      await restore.done;
    });
    expect(screen.getByText('login form')).toBeTruthy();
  });
});

describe('GuestOnly', () => {
  it('sends a visitor who arrives signed in home', () => {
    const store = createSessionStore(KEY);
    store.signIn(asha);
    renderRoutes(store, '/login');
    expect(screen.getByText('home')).toBeTruthy();
  });

  it('does not flash the login form while restoring', () => {
    window.localStorage.setItem(KEY, 'stored');
    const store = createSessionStore(KEY);
    renderRoutes(store, '/login');
    expect(screen.queryByText('login form')).toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('leaves a sign-in made on the page to the page itself', () => {
    const store = createSessionStore(KEY);
    renderRoutes(store, '/login');
    act(() => store.signIn(asha));
    expect(screen.getByText('login form')).toBeTruthy();
  });
});
