import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { msg } from '#shared/messages.ts';
import { partnerSession } from '#web/lib/partner-session.ts';
import { showError } from '#web/lib/toast.ts';
import { JoinUsPage } from './join-us-page.tsx';

vi.mock('#web/lib/toast.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();

const good = {
  'First Name': 'Meera',
  'Last Name': 'Iyer',
  Email: 'meera.iyer@example.in',
  Password: 'Garage2025x',
  'Confirm Password': 'Garage2025x',
};
type Label = keyof typeof good;

function renderPage() {
  render(
    <MemoryRouter>
      <JoinUsPage />
    </MemoryRouter>,
  );
}

function fill(values: Partial<Record<Label, string>>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}

const acceptTerms = () => fireEvent.click(screen.getByLabelText('I agree to the terms & conditions'));
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Register' }));

beforeEach(() => {
  fetchMock.mockReset();
  vi.mocked(showError).mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  partnerSession.signOut();
});

describe('/join-us', () => {
  it('has the Register as Partner heading and the labelled fields', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Register as Partner' })).toBeTruthy();
    for (const label of Object.keys(good)) expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/partner/login');
  });

  it('shows every required message at once on an empty submit', async () => {
    renderPage();
    submit();

    expect(await screen.findByText(msg.fnameRequired)).toBeTruthy();
    for (const message of [
      msg.lnameRequired,
      msg.emailRequired,
      msg.passwordRequired,
      msg.confirmRequired,
      msg.acceptTerms,
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(screen.getByLabelText('First Name').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each<[Label, string, string]>([
    ['First Name', '  ', msg.fnameRequired],
    ['Last Name', '', msg.lnameRequired],
    ['Email', '', msg.emailRequired],
    ['Email', 'meera@garage', msg.emailInvalid],
    ['Password', '', msg.passwordRequired],
    ['Password', 'garage2025x', msg.passwordUpper],
    ['Password', 'GARAGE2025X', msg.passwordLower],
    ['Password', 'GarageGarage', msg.passwordNumber],
    ['Password', 'Garage25', msg.passwordLength],
    ['Confirm Password', '', msg.confirmRequired],
    ['Confirm Password', 'Garage2025y', msg.passwordMismatch],
  ])('%s %j shows "%s"', async (label, value, message) => {
    renderPage();
    fill({ ...good, [label]: value, ...(label === 'Password' ? { 'Confirm Password': value } : {}) });
    acceptTerms();
    submit();

    const error = await screen.findByText(message);
    expect(screen.getByLabelText(label).getAttribute('aria-describedby')).toBe(error.id);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a complete form until the terms are ticked', async () => {
    renderPage();
    fill(good);
    submit();

    expect(await screen.findByText(msg.acceptTerms)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValue(Response.json({ success: true, message: 'Request sent' }));
    acceptTerms();
    submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });

  it('posts the five fields without a token, then confirms and empties the form', async () => {
    partnerSession.signIn({ token: 'partner-jwt', username: 'Other Partner', id: 'p1' });
    fetchMock.mockResolvedValue(Response.json({ success: true, message: 'Request sent' }));
    renderPage();
    fill({ ...good, Email: ' Meera.Iyer@Example.IN ' });
    acceptTerms();
    submit();

    expect(
      await screen.findByText('Thanks! Your request has been sent. We will e-mail you once an admin accepts it.'),
    ).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/partner/join-us');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(JSON.parse(init?.body as string)).toEqual({
      fname: 'Meera',
      lname: 'Iyer',
      email: 'meera.iyer@example.in',
      password: 'Garage2025x',
      confirmPassword: 'Garage2025x',
    });
    expect(screen.getByLabelText<HTMLInputElement>('First Name').value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('I agree to the terms & conditions').checked).toBe(false);
  });

  it("shows the server's message when the e-mail is taken", async () => {
    const taken = 'A partner with this email already exists';
    fetchMock.mockResolvedValue(Response.json({ success: false, message: taken }, { status: 409 }));
    renderPage();
    fill(good);
    acceptTerms();
    submit();

    expect(await screen.findByText(taken)).toBeTruthy();
    expect(showError).toHaveBeenCalledWith(taken);
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(/Thanks!/)).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('First Name').value).toBe('Meera');
  });

  it('disables the button while the request runs', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderPage();
    fill(good);
    acceptTerms();
    submit();

    await waitFor(() => expect(screen.getByRole('button', { name: 'Register' }).hasAttribute('disabled')).toBe(true));
    answer(Response.json({ success: true, message: 'Request sent' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Register' }).hasAttribute('disabled')).toBe(false));
  });
});
