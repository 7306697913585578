import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { adminSession } from '#web/lib/admin-session.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { AdminRoutes } from './routes.tsx';

vi.mock('#web/lib/toast.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/admin/*', element: <AdminRoutes /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  adminSession.signOut();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('admin routes', () => {
  it.each([
    '/admin',
    '/admin/users',
    '/admin/partnerRequests',
    '/admin/partnerSingleView',
    '/admin/partnerVerifiedList',
    '/admin/chats',
    '/admin/coupons',
    '/admin/bookings',
    '/admin/refunds',
    '/admin/cancellationPolicy',
    '/admin/payouts',
    '/admin/settings',
    '/admin/mails',
  ])('%s needs the admin token', async (path) => {
    const router = renderAt(path);
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('sends a signed-in admin from the login page to /admin', async () => {
    adminSession.signIn({ token: 't', username: 'Root', id: 'a1' });
    const router = renderAt('/admin/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('has the side menu of the spec, then the entries of later issues', () => {
    adminSession.signIn({ token: 't', username: 'Root', id: 'a1' });
    renderAt('/admin/users');
    const menu = screen.getByRole('navigation', { name: 'Admin menu' });
    const links = Array.from(menu.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Dashboard', '/admin'],
      ['User', '/admin/users'],
      ['Partner Request', '/admin/partnerRequests'],
      ['Partners', '/admin/partnerVerifiedList'],
      ['Coupons', '/admin/coupons'],
      ['Chats', '/admin/chats'],
      // issue #16
      ['Bookings', '/admin/bookings'],
      ['Refunds', '/admin/refunds'],
      ['Cancellation policy', '/admin/cancellationPolicy'],
      // issue #18
      ['Payouts', '/admin/payouts'],
      // issue #28
      ['Finance', '/admin/finance'],
      // issue #30
      ['Mails', '/admin/mails'],
      // issue #32
      ['Licences', '/admin/licences'],
      ['Settings', '/admin/settings'],
    ]);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('logs in, keeps data.token and data.name, and opens /admin', async () => {
    fetchMock.mockImplementation(async () =>
      Response.json({
        success: true,
        message: 'ok',
        data: { token: 'a-jwt', username: '', name: 'Root Admin', id: 'a1' },
      }),
    );
    const router = renderAt('/admin/login');

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'admin@example.in' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/login');
    expect(adminSession.getState().session).toEqual({ token: 'a-jwt', username: 'Root Admin', id: 'a1' });
    expect(window.localStorage.getItem('adminToken')).toBe('a-jwt');
  });

  it('restores a stored admin token with checkIfAdmin', async () => {
    fetchMock.mockImplementation(async () =>
      Response.json({
        success: true,
        message: 'ok',
        data: { token: 'renewed', username: 'Root', name: 'Root', id: 'a1' },
      }),
    );
    // A fresh module instance reads localStorage when it loads, as the browser does on a page load.
    window.localStorage.setItem('adminToken', 'stored');
    vi.resetModules();
    const { AdminRoutes: FreshRoutes } = await import('./routes.tsx');
    const { adminSession: freshSession } = await import('#web/lib/admin-session.ts');
    const router = createMemoryRouter([{ path: '/admin/*', element: <FreshRoutes /> }], {
      initialEntries: ['/admin/coupons'],
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );

    expect(await screen.findByRole('heading', { name: 'COUPONS' })).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/admin/checkIfAdmin');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer stored');
    expect(freshSession.getState().session?.token).toBe('renewed');
    expect(router.state.location.pathname).toBe('/admin/coupons');
  });
});
