import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { showError, showSuccess } from '#web/lib/toast.ts';
import { ForgotPasswordPage } from './forgot-password-page.tsx';

vi.mock('#web/lib/toast.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
const valid = {
  'Your Email': 'asha@example.in',
  'New Password': 'NewSecret99',
  'Confirm Password': 'NewSecret99',
} as const;
type Label = keyof typeof valid;

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/forgotPassword', element: <ForgotPasswordPage /> },
      { path: '/verifyForgetPassword', element: <h1>otp screen</h1> },
    ],
    { initialEntries: ['/forgotPassword'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function fill(values: Partial<Record<Label, string>>) {
  for (const [label, value] of Object.entries(values))
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function messageUnder(label: Label): string | null {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(showError).mockReset();
  vi.mocked(showSuccess).mockReset();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/forgotPassword (Change Password)', () => {
  it('has the heading, the three labelled fields and Reset Password', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Change Password' })).toBeTruthy();
    for (const label of Object.keys(valid)) expect(screen.getByLabelText(label)).toBeTruthy();
  });

  it.each<[Label, string, string]>([
    ['Your Email', '', 'email is required!'],
    ['Your Email', 'asha@', 'This is not a valid email'],
    ['New Password', '', 'password is required!'],
    ['New Password', 'newsecret99', 'At least one uppercase letter'],
    ['New Password', 'NEWSECRET99', 'At least one lowercase letter'],
    ['New Password', 'NewSecretX', 'At least one number'],
    ['New Password', 'Secret1', 'Minimum length should be 8'],
    ['Confirm Password', '', 'confirm your password'],
    ['Confirm Password', 'NewSecret98', 'password mismatch'],
  ])('%s = %j shows "%s"', async (label, value, message) => {
    renderPage();
    fill({ ...valid, [label]: value });
    submit();
    await waitFor(() => expect(messageUnder(label)).toBe(message));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('calls forgetpassword and moves to /verifyForgetPassword carrying the e-mail', async () => {
    fetchMock.mockImplementation(async () => Response.json({ success: true, message: 'OTP sent' }));
    const router = renderPage();
    fill(valid);
    submit();

    await waitFor(() => expect(router.state.location.pathname).toBe('/verifyForgetPassword'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/forgetpassword');
    expect(JSON.parse(init?.body as string)).toEqual({
      email: 'asha@example.in',
      password: 'NewSecret99',
      confirmPassword: 'NewSecret99',
    });
    expect(router.state.location.state).toEqual({ email: 'asha@example.in' });
    expect(showSuccess).toHaveBeenCalledWith('OTP sent');
  });

  it("toasts 'Something went wrong' when the server cannot be reached", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const router = renderPage();
    fill(valid);
    submit();

    await waitFor(() => expect(showError).toHaveBeenCalledWith('Something went wrong'));
    expect(showError).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/forgotPassword');
  });

  it("toasts the server's message when it refuses (too many codes)", async () => {
    fetchMock.mockImplementation(async () =>
      Response.json({ success: false, message: 'Too many OTPs requested' }, { status: 429 }),
    );
    renderPage();
    fill(valid);
    submit();
    await waitFor(() => expect(showError).toHaveBeenCalledWith('Too many OTPs requested'));
  });
});
