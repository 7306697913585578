import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { showSuccess } from '#web/lib/toast.ts';
import { OtpPage } from './otp-page.tsx';

vi.mock('#web/lib/toast.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
const data = {
  fname: 'Asha',
  lname: 'Nair',
  email: 'asha@example.in',
  mobile: '9876543210',
  password: 'Secret1234',
  confirmPassword: 'Secret1234',
};

function renderOtp(state: unknown = { data }) {
  const router = createMemoryRouter(
    [
      { path: '/otp', element: <OtpPage /> },
      { path: '/login', element: <h1>login screen</h1> },
      { path: '/register', element: <h1>register screen</h1> },
    ],
    { initialEntries: [{ pathname: '/otp', state }] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const box = (n: number) => screen.getByLabelText(`Digit ${n} of 4`);
const typeCode = (code: string) =>
  code.split('').forEach((digit, i) => fireEvent.change(box(i + 1), { target: { value: digit } }));
const verify = () => fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
/** Lets the mocked fetch and the state updates after it settle. */
const settle = () => act(async () => {});
/** Advances the clock by `steps` countdown ticks of 500 ms, letting React re-render after each. */
const tick = (steps = 1) => {
  for (let i = 0; i < steps; i += 1)
    act(() => {
      vi.advanceTimersByTime(500);
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

describe('/otp', () => {
  it('says where the code went', () => {
    renderOtp();
    expect(screen.getByText('Enter the 4-digit code we sent to asha@example.in.')).toBeTruthy();
  });

  it('ignores Verify until all four boxes are filled', async () => {
    renderOtp();
    verify();
    typeCode('123');
    verify();
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Please enter complete OTP');
  });

  it('counts down from 5 every 500 ms, then offers resend', () => {
    renderOtp();
    expect(screen.getByText('You can ask for a new code in 5')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'resend' })).toBeNull();

    tick();
    expect(screen.getByText('You can ask for a new code in 4')).toBeTruthy();
    tick(3);
    expect(screen.getByText('You can ask for a new code in 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'resend' })).toBeNull();
    tick();
    expect(screen.getByRole('button', { name: 'resend' })).toBeTruthy();
    expect(screen.queryByText(/ask for a new code in/)).toBeNull();
  });

  it('resend calls resendOtp and restarts the countdown', async () => {
    fetchMock.mockImplementation(async () => Response.json({ success: true, message: 'We have sent a new OTP' }));
    renderOtp();
    tick(5);
    fireEvent.click(screen.getByRole('button', { name: 'resend' }));
    await settle();

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/resendOtp');
    expect(JSON.parse(init?.body as string)).toEqual({ email: 'asha@example.in' });
    expect(showSuccess).toHaveBeenCalledWith('We have sent a new OTP');
    expect(screen.getByText('You can ask for a new code in 5')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'resend' })).toBeNull();
  });

  it('sends the form values with the code, toasts the answer and opens /login', async () => {
    fetchMock.mockImplementation(async () => Response.json({ success: true, message: 'Registration successful' }));
    const router = renderOtp();
    typeCode('4821');
    verify();
    await settle();

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/verifyOtp');
    // the shared schema turns the mobile into E.164 (issue #33)
    expect(JSON.parse(init?.body as string)).toEqual({ data: { ...data, mobile: '+919876543210' }, otp: '4821' });
    expect(showSuccess).toHaveBeenCalledWith('Registration successful');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows a refused code under the boxes and empties them', async () => {
    fetchMock.mockImplementation(async () =>
      Response.json({ success: false, message: 'Invalid OTP, 4 attempts left' }, { status: 400 }),
    );
    const router = renderOtp();
    typeCode('1111');
    verify();
    await settle();

    expect(screen.getByRole('alert').textContent).toBe('Invalid OTP, 4 attempts left');
    expect((box(1) as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(box(1));
    expect(router.state.location.pathname).toBe('/otp');
  });

  it('opened without the form values, it says so and links back to /register', () => {
    renderOtp(null);
    expect(screen.getByText('Your registration details were not found. Please fill in the form again.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to registration' }).getAttribute('href')).toBe('/register');
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
  });
});
