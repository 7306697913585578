import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '#web/lib/query-client.ts';
import { navigateTo, setNavigator } from '#web/lib/navigation.ts';
import { userSession } from '#web/lib/user-session.ts';
import { AppRoutes } from './router.tsx';

vi.mock('#web/lib/toast.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));
// The partner area stands for any area whose code fails: a chunk a new deployment removed.
vi.mock('./areas/partner/routes.tsx', () => ({
  PartnerRoutes: () => {
    throw new Error('Failed to fetch dynamically imported module');
  },
}));

const FIND = { timeout: 10_000 }; // the first render compiles the lazy area and page

function renderAt(path: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  userSession.signOut();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ success: true, message: 'ok', data: [] })),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setNavigator((to) => window.location.assign(to));
});

describe('the app routes', () => {
  it('opens the customer area on / with the home page, both loaded lazily', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Plan Your Next Ride Now' }, FIND)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  }, 20_000);

  it('opening on /offers starts the coupons call before the page renders; the page joins it', async () => {
    const pageShownAtCall: boolean[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        pageShownAtCall.push(document.body.textContent.includes('Offers & Coupons'));
        return Response.json({ success: true, message: 'ok', data: [] });
      }),
    );
    renderAt('/offers');
    expect(await screen.findByText('No offers right now', undefined, FIND)).toBeTruthy();
    expect(pageShownAtCall).toEqual([false]); // one call (getCoupons), made before the page was there
  }, 20_000);

  it('lets the API client navigate through the router (no page load)', async () => {
    renderAt('/');
    await screen.findByRole('heading', { level: 1, name: 'Plan Your Next Ride Now' }, FIND);
    act(() => navigateTo('/error404'));
    expect(await screen.findByRole('heading', { name: 'Page Not Found' }, FIND)).toBeTruthy();
  }, 20_000);

  it('shows the reload screen when an area fails, and leaves it on the next navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React and RouteError log the error
    renderAt('/partner/login');
    expect(await screen.findByText('Something went wrong while loading this page.', undefined, FIND)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();

    act(() => navigateTo('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Plan Your Next Ride Now' }, FIND)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    vi.restoreAllMocks();
  }, 20_000);
});
