import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { userSession } from '#web/lib/user-session.ts';
import { SiteHeader } from './site-header.tsx';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <SiteHeader />
            <p>home page</p>
          </>
        ),
      },
      {
        path: '*',
        element: (
          <>
            <SiteHeader />
            <p>other page</p>
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => userSession.signOut());
afterEach(cleanup);

describe('SiteHeader', () => {
  it('offers Login when signed out', () => {
    renderAt('/');
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('links the logo and the five pages', () => {
    renderAt('/');
    const hrefs = ['Rev-On Rentals', 'Home', 'Tariff', 'Join Us', 'Offers', 'Bikes'].map((name) =>
      screen.getByRole('link', { name }).getAttribute('href'),
    );
    expect(hrefs).toEqual(['/', '/', '/tariff', '/join-us', '/offers', '/viewBikes']);
  });

  it("shows the signed-in user's name linking to the profile, and Logout", () => {
    userSession.signIn({ token: 't', username: 'Asha Nair', id: 'u1' });
    renderAt('/');
    expect(screen.getByRole('link', { name: 'Asha Nair' }).getAttribute('href')).toBe('/userProfile');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('Logout clears the session and the stored token and goes home', async () => {
    userSession.signIn({ token: 't', username: 'Asha Nair', id: 'u1' });
    const router = renderAt('/offers');

    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('home page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(userSession.getState().status).toBe('signedOut');
    expect(window.localStorage.getItem('userToken')).toBeNull();
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy();
  });

  it('toggles the mobile menu with aria-expanded', () => {
    renderAt('/');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById('site-menu')?.hidden).toBe(true);

    fireEvent.click(toggle);

    expect(screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById('site-menu')?.hidden).toBe(false);
  });
});
