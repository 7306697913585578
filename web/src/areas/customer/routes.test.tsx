import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '#web/lib/query-client.ts';
import { userSession } from '#web/lib/user-session.ts';
import * as pages from './pages.ts';
import { CustomerRoutes } from './routes.tsx';

vi.mock('#web/lib/toast.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <CustomerRoutes /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

// Each page is a lazy chunk; loaded up front, they render at once, as once the app has fetched them.
beforeAll(async () => {
  const lazyPages = Object.values(pages).filter((page) => 'preload' in page);
  await Promise.all(lazyPages.map((page) => page.preload()));
});

beforeEach(() => {
  userSession.signOut();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('customer routes', () => {
  it('renders the 404 page for an unknown path', () => {
    renderAt('/no/such/page');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByText('Sorry, the page you are looking for could not be found.')).toBeTruthy();
  });

  it('404 Return Home goes to /', async () => {
    const router = renderAt('/error404');
    fireEvent.click(screen.getByRole('button', { name: 'Return Home' }));
    expect(await screen.findByRole('heading', { name: 'Plan Your Next Ride Now' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('renders the 500 page', () => {
    renderAt('/error500');
    expect(screen.getByRole('heading', { name: 'Internal Server Error.' })).toBeTruthy();
    expect(screen.getByText('We are already working to solve the problem.')).toBeTruthy();
  });

  it('home has the hero with BOOK NOW to /viewBikes', () => {
    renderAt('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Plan Your Next Ride Now' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'BOOK NOW' }).getAttribute('href')).toBe('/viewBikes');
  });

  it.each(['/userProfile', '/checkOut', '/paymentSuccess', '/orderRatingReview'])('%s needs a login', async (path) => {
    const router = renderAt(path);
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each(['/login', '/register', '/otp'])('%s sends a signed-in user home', async (path) => {
    userSession.signIn({ token: 't', username: 'Asha', id: 'u1' });
    const router = renderAt(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('Logout on the profile page goes home, not to the login page', async () => {
    userSession.signIn({ token: 't', username: 'Asha Nair', id: 'u1' });
    const router = renderAt('/userProfile');
    const main = screen.getByRole('main');
    expect(main.textContent).toContain('Asha Nair');

    fireEvent.click(screen.getAllByRole('button', { name: 'Logout' }).at(-1) ?? main);

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(userSession.getState().status).toBe('signedOut');
  });
});

describe('login page', () => {
  it('shows the validation messages under the inputs', async () => {
    renderAt('/login');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('email is required!')).toBeTruthy();
    expect(screen.getByText('password is required!')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('has the forgot-password and register links', () => {
    renderAt('/login');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgotPassword');
    expect(screen.getByRole('link', { name: 'Register Now' }).getAttribute('href')).toBe('/register');
  });

  it('logs in, stores the session and opens /userProfile', async () => {
    fetchMock.mockImplementation(async () =>
      Response.json({
        success: true,
        message: 'Logged in successfully',
        data: { token: 'jwt-1', username: 'Asha Nair', name: 'Asha Nair', id: 'u1' },
      }),
    );
    const router = renderAt('/login');

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' Asha@Example.in ' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/userProfile'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/login');
    expect(JSON.parse(init?.body as string)).toEqual({ email: 'asha@example.in', password: 'Secret1234' });
    expect(userSession.getState().session).toEqual({ token: 'jwt-1', username: 'Asha Nair', id: 'u1' });
    expect(window.localStorage.getItem('userToken')).toBe('jwt-1');
  });

  it("shows the server's field errors under the inputs", async () => {
    fetchMock.mockImplementation(async () =>
      Response.json({ success: false, message: 'Invalid email', errors: { email: 'Invalid email' } }, { status: 400 }),
    );
    renderAt('/login');

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'asha@example.in' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Invalid email')).toBeTruthy();
    expect(userSession.getState().status).toBe('signedOut');
  });
});
