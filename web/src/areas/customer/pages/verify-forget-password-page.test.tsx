import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '#web/lib/query-client.ts';
import { showSuccess } from '#web/lib/toast.ts';
import { CustomerRoutes } from '../routes.tsx';
import { VerifyForgetPasswordPage } from './verify-forget-password-page.tsx';

vi.mock('#web/lib/toast.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();

function renderPage(state: unknown = { email: 'asha@example.in' }) {
  const router = createMemoryRouter(
    [
      { path: '/verifyForgetPassword', element: <VerifyForgetPasswordPage /> },
      { path: '/login', element: <h1>login screen</h1> },
      { path: '/forgotPassword', element: <h1>change password</h1> },
    ],
    { initialEntries: [{ pathname: '/verifyForgetPassword', state }] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const box = (n: number) => screen.getByLabelText<HTMLInputElement>(`Digit ${n} of 4`);
const verify = () => fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
const settle = () => act(async () => {});
const advance = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(showSuccess).mockReset();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/verifyForgetPassword', () => {
  it("says 'Please enter complete OTP' when Verify is pressed with boxes empty", async () => {
    renderPage();
    fireEvent.change(box(1), { target: { value: '3' } });
    verify();
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Please enter complete OTP');
    expect(box(1).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('accepts digits only, and a paste of exactly four digits fills the boxes', () => {
    renderPage();
    fireEvent.change(box(2), { target: { value: 'x' } });
    expect(box(2).value).toBe('');
    fireEvent.paste(box(1), { clipboardData: { getData: () => '12a4' } });
    expect(box(1).value).toBe('');
    fireEvent.paste(box(1), { clipboardData: { getData: () => '9034' } });
    expect([1, 2, 3, 4].map((n) => box(n).value).join('')).toBe('9034');
  });

  it("shows 'Resend OTP' after a 5 s countdown at 1 s ticks, which calls forgetPassResendOtp", async () => {
    fetchMock.mockImplementation(async () => Response.json({ success: true, message: 'New OTP sent' }));
    renderPage();
    advance(500);
    expect(screen.getByText('You can ask for a new code in 5')).toBeTruthy();
    advance(500);
    expect(screen.getByText('You can ask for a new code in 4')).toBeTruthy();
    for (let i = 0; i < 3; i += 1) advance(1000);
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).toBeNull();
    advance(1000);

    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await settle();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/forgetPassResendOtp');
    expect(JSON.parse(init?.body as string)).toEqual({ email: 'asha@example.in' });
    expect(showSuccess).toHaveBeenCalledWith('New OTP sent');
    expect(screen.getByText('You can ask for a new code in 5')).toBeTruthy();
  });

  it('verifyForgotOtp success opens /login', async () => {
    fetchMock.mockImplementation(async () => Response.json({ success: true, message: 'Password changed' }));
    const router = renderPage();
    fireEvent.paste(box(1), { clipboardData: { getData: () => '5555' } });
    verify();
    await settle();

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/verifyForgotOtp');
    expect(JSON.parse(init?.body as string)).toEqual({ data: { email: 'asha@example.in' }, otp: '5555' });
    expect(showSuccess).toHaveBeenCalledWith('Password changed');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('the customer routes serve it at /verifyForgetPassword and at /verifyForgotOtp', async () => {
    vi.useRealTimers(); // findBy* polls with real timers
    for (const pathname of ['/verifyForgetPassword', '/verifyForgotOtp']) {
      const router = createMemoryRouter([{ path: '*', element: <CustomerRoutes /> }], {
        initialEntries: [{ pathname, state: { email: 'asha@example.in' } }],
      });
      render(
        <QueryClientProvider client={createQueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>,
      );
      expect(await screen.findByText('Enter the 4-digit code we sent to asha@example.in.')).toBeTruthy();
      cleanup();
    }
  });

  it('opened without an e-mail, it links back to Change Password', () => {
    renderPage(null);
    expect(screen.getByRole('link', { name: 'Back to Change Password' }).getAttribute('href')).toBe('/forgotPassword');
  });
});
