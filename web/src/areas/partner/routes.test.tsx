import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '#web/lib/query-client.ts';
import { partnerSession } from '#web/lib/partner-session.ts';
import { PartnerRoutes } from './routes.tsx';

vi.mock('#web/lib/toast.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/partner/*', element: <PartnerRoutes /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  partnerSession.signOut();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('partner routes', () => {
  it.each(['/partner', '/partner/login'])('%s shows the partner login when signed out', (path) => {
    renderAt(path);
    expect(screen.getByRole('heading', { name: 'Partner Login' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'forgot password ?' }).getAttribute('href')).toBe('/partner/forgotpass');
  });

  it.each([
    '/partner/bikes',
    '/partner/addBikes',
    '/partner/profile',
    '/partner/bookings',
    '/partner/earnings',
    '/partner/bikes/00000000-0000-4000-8000-000000000001/calendar',
  ])('%s needs a partner login', async (path) => {
    const router = renderAt(path);
    expect(await screen.findByRole('heading', { name: 'Partner Login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/partner/login');
  });

  it('keeps the forgot-password pages open', () => {
    renderAt('/partner/forgotpass');
    expect(screen.getByRole('heading', { name: 'Forgot Password' })).toBeTruthy();
  });

  it('shows the dashboard and the side menu when signed in', () => {
    partnerSession.signIn({ token: 't', username: 'Ravi Kumar', id: 'p1' });
    renderAt('/partner');
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Partner menu' });
    const links = Array.from(menu.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Dashboard', '/partner'],
      ['Profile', '/partner/profile'],
      ['Bikes', '/partner/bikes'],
      ['Bookings', '/partner/bookings'],
      // issue #18
      ['Earnings', '/partner/earnings'],
    ]);
  });

  it('logs in with the partner API and lands on the dashboard', async () => {
    fetchMock.mockImplementation(async () =>
      Response.json({
        success: true,
        message: 'ok',
        data: { token: 'p-jwt', username: 'Ravi Kumar', name: 'Ravi Kumar', id: 'p1' },
      }),
    );
    const router = renderAt('/partner/login');

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ravi@example.in' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/partner');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/partner/login');
    expect(window.localStorage.getItem('partnerToken')).toBe('p-jwt');
  });

  it('Logout clears the partner session and shows the login', async () => {
    partnerSession.signIn({ token: 't', username: 'Ravi Kumar', id: 'p1' });
    const router = renderAt('/partner/bikes');

    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/partner/login'));
    expect(window.localStorage.getItem('partnerToken')).toBeNull();
  });
});
