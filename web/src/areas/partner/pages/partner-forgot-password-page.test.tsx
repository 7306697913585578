import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { msg } from '#shared/messages.ts';
import { jsonBody, servePartnerApi } from '#web/test/partner-test-kit.tsx';
import { showSuccess } from '#web/lib/toast.ts';
import { PartnerForgotPasswordPage } from './partner-forgot-password-page.tsx';
import { PartnerVerifyForgotOtpPage } from './partner-verify-forgot-otp-page.tsx';

vi.mock('#web/lib/toast.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));

function renderFlow(at: InitialEntry) {
  const router = createMemoryRouter(
    [
      { path: '/partner/forgotpass', element: <PartnerForgotPasswordPage /> },
      { path: '/partner/verifyForgotOtp', element: <PartnerVerifyForgotOtpPage /> },
      { path: '/partner/login', element: <h1>Partner Login</h1> },
    ],
    { initialEntries: [at] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('/partner/forgotpass', () => {
  it("validates with the spec's messages before calling the server", async () => {
    const { calls } = servePartnerApi({});
    renderFlow('/partner/forgotpass');
    type('New Password', 'short1A');
    fireEvent.click(screen.getByRole('button', { name: 'Reset passwod' }));
    expect(await screen.findByText(msg.emailRequired)).toBeTruthy();
    expect(screen.getByText(msg.passwordLength)).toBeTruthy();
    expect(screen.getByText(msg.confirmRequired)).toBeTruthy();
    expect(calls('forgetpassword')).toHaveLength(0);
  });

  it('sends the form without a token and carries the e-mail to the OTP screen', async () => {
    const { calls } = servePartnerApi({ forgetpassword: () => ({ success: true, message: msg.resetOtpSent }) });
    const router = renderFlow('/partner/forgotpass');
    type('Email', 'Vikram@Example.in');
    type('New Password', 'NewSecret123');
    type('Confirm password', 'NewSecret123');
    fireEvent.click(screen.getByRole('button', { name: 'Reset passwod' }));

    expect(await screen.findByRole('heading', { name: 'Enter Otp Here' })).toBeTruthy();
    const [, init] = calls('forgetpassword')[0] ?? [];
    expect(jsonBody(init)).toEqual({
      email: 'vikram@example.in',
      password: 'NewSecret123',
      confirmPassword: 'NewSecret123',
    });
    expect(new Headers(init?.headers).get('Authorization')).toBeNull();
    expect(router.state.location.state).toEqual({ email: 'vikram@example.in' });
    expect(screen.getByText(/vikram@example\.in/)).toBeTruthy();
  });
});

describe('/partner/verifyForgotOtp', () => {
  it('opened without the form values, links back to the form', () => {
    renderFlow('/partner/verifyForgotOtp');
    expect(screen.getByRole('link', { name: 'Back to Forgot Password' }).getAttribute('href')).toBe(
      '/partner/forgotpass',
    );
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
  });

  it('rejects letters, fills the boxes from a paste, verifies and opens the partner login', async () => {
    const { calls } = servePartnerApi({ verifyForgotOtp: () => ({ success: true, message: msg.passwordChanged }) });
    const router = renderFlow({ pathname: '/partner/verifyForgotOtp', state: { email: 'vikram@example.in' } });
    const first = screen.getByLabelText<HTMLInputElement>('Digit 1 of 4');

    fireEvent.change(first, { target: { value: 'a' } });
    expect(first.value).toBe('');
    fireEvent.paste(first, { clipboardData: { getData: () => '4821' } });
    expect(['1', '2', '3', '4'].map((n) => screen.getByLabelText<HTMLInputElement>(`Digit ${n} of 4`).value)).toEqual([
      '4',
      '8',
      '2',
      '1',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/partner/login'));
    expect(jsonBody(calls('verifyForgotOtp')[0]?.[1])).toEqual({
      data: { email: 'vikram@example.in' },
      otp: '4821',
    });
    expect(showSuccess).toHaveBeenCalledWith(msg.passwordChanged);
  });

  it("counts down from 5 in 500 ms ticks, then offers 'resend', which asks for a new code", async () => {
    vi.useFakeTimers();
    const { calls } = servePartnerApi({ resendOtp: () => ({ success: true, message: msg.resetOtpSent }) });
    renderFlow({ pathname: '/partner/verifyForgotOtp', state: { email: 'vikram@example.in' } });
    expect(screen.getByText('You can ask for a new code in 5')).toBeTruthy();

    for (let tick = 0; tick < 4; tick++) await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByText('You can ask for a new code in 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'resend' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(500));

    fireEvent.click(screen.getByRole('button', { name: 'resend' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(jsonBody(calls('resendOtp')[0]?.[1])).toEqual({ email: 'vikram@example.in' });
    expect(screen.getByText('You can ask for a new code in 5')).toBeTruthy();
  });
});
