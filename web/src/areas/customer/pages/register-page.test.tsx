import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { showSuccess } from '#web/lib/toast.ts';
import { RegisterPage } from './register-page.tsx';

vi.mock('#web/lib/toast.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();

const valid = {
  'First Name': 'Asha',
  'Last Name': 'Nair',
  Email: 'asha.nair@example.in',
  'Mobile Number': '9876543210',
  Password: 'Secret1234',
  'Confirm Password': 'Secret1234',
} as const;
type Label = keyof typeof valid;

function renderRegister() {
  const router = createMemoryRouter(
    [
      { path: '/register', element: <RegisterPage /> },
      { path: '/otp', element: <h1>otp screen</h1> },
      { path: '/login', element: <h1>login screen</h1> },
    ],
    { initialEntries: ['/register'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function fill(values: Partial<Record<Label, string>>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}

/** The message linked to an input (aria-describedby), i.e. the one shown under it. */
function messageUnder(label: Label): string | null {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Register' }));

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(showSuccess).mockReset();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('register page', () => {
  it('has the six labelled fields and the Login Now link', () => {
    renderRegister();
    for (const label of Object.keys(valid)) expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login Now' }).getAttribute('href')).toBe('/login');
  });

  it.each<[Label, string, string]>([
    ['First Name', '', 'fname is required!'],
    ['First Name', '   ', 'fname is required!'],
    ['Last Name', '', 'lname is required!'],
    ['Email', '', 'email is required!'],
    ['Email', 'asha@example', 'This is not a valid email'],
    ['Email', 'asha nair@example.in', 'This is not a valid email'],
    ['Mobile Number', '', 'mobile number is required!'],
    ['Mobile Number', '98765', 'enter 10 digits'],
    ['Mobile Number', '98765abcde', 'enter 10 digits'],
    ['Mobile Number', '987654321012', 'enter 10 digits'],
    ['Password', '', 'password is required!'],
    ['Password', 'secret1234', 'At least one uppercase letter'],
    ['Password', 'SECRET1234', 'At least one lowercase letter'],
    ['Password', 'SecretPass', 'At least one number'],
    ['Password', 'Secret12', 'length should be 8'],
    ['Confirm Password', '', 'confirm your password'],
    ['Confirm Password', 'Secret12345', 'password mismatch'],
  ])('%s = %j shows "%s" under the field and sends nothing', async (label, value, message) => {
    renderRegister();
    fill({ ...valid, [label]: value });
    submit();

    await waitFor(() => expect(messageUnder(label)).toBe(message));
    expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows every message at once for an empty form, and clears one as its field is fixed', async () => {
    renderRegister();
    submit();
    expect(await screen.findByText('fname is required!')).toBeTruthy();
    for (const message of [
      'lname is required!',
      'email is required!',
      'mobile number is required!',
      'password is required!',
      'confirm your password',
    ])
      expect(screen.getByText(message)).toBeTruthy();

    fill({ 'First Name': 'Asha' });
    await waitFor(() => expect(screen.queryByText('fname is required!')).toBeNull());
  });

  it('calls checkEmail and moves to /otp with the values in navigation state, not in the URL', async () => {
    fetchMock.mockImplementation(async () => Response.json({ success: true, message: 'OTP sent' }));
    const router = renderRegister();
    fill({ ...valid, Email: ' Asha.Nair@Example.in ' });
    submit();

    await waitFor(() => expect(router.state.location.pathname).toBe('/otp'));
    const [url] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/checkEmail?email=asha.nair%40example.in');
    expect(router.state.location.search).toBe('');
    expect(router.state.location.state).toEqual({
      data: {
        fname: 'Asha',
        lname: 'Nair',
        email: 'asha.nair@example.in',
        mobile: '+919876543210', // E.164 (issue #33)
        password: 'Secret1234',
        confirmPassword: 'Secret1234',
      },
    });
    expect(showSuccess).toHaveBeenCalledWith('OTP sent');
  });

  it('shows a taken address (409) under Email and stays', async () => {
    fetchMock.mockImplementation(async () =>
      Response.json({ success: false, message: 'An account with this email already exists' }, { status: 409 }),
    );
    const router = renderRegister();
    fill(valid);
    submit();

    await waitFor(() => expect(messageUnder('Email')).toBe('An account with this email already exists'));
    expect(router.state.location.pathname).toBe('/register');
  });
});
