import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { msg } from '#shared/messages.ts';
import { showError } from '#web/lib/toast.ts';
import { userSession } from '#web/lib/user-session.ts';
import { ChatLauncher } from './chat-launcher.tsx';

vi.mock('#web/lib/toast.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));

function renderHome() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <ChatLauncher /> },
      { path: '/login', element: <h1>Login</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  userSession.signOut();
  vi.mocked(showError).mockReset();
});

afterEach(cleanup);

describe('chat button', () => {
  it('sends a signed-out visitor to /login', async () => {
    const router = renderHome();
    fireEvent.click(screen.getByRole('button', { name: 'Chat with us' }));

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('opens the CHAT WITH US panel for a signed-in customer, and closes it', () => {
    userSession.signIn({ token: 't', username: 'Asha', id: 'u1' });
    renderHome();
    const button = screen.getByRole('button', { name: 'Chat with us' });
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    const panel = screen.getByRole('dialog', { name: 'CHAT WITH US' });
    expect(screen.getByPlaceholderText('Ask Something?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('true');

    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses an empty message with the toast, and does not pretend to send one', () => {
    userSession.signIn({ token: 't', username: 'Asha', id: 'u1' });
    renderHome();
    fireEvent.click(screen.getByRole('button', { name: 'Chat with us' }));

    const input = screen.getByLabelText('Your message');
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(showError).toHaveBeenCalledWith(msg.messageEmpty);

    vi.mocked(showError).mockReset();
    fireEvent.change(input, { target: { value: 'Is the Himalayan free on Sunday?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(showError).not.toHaveBeenCalled();
    expect(screen.queryByText('Message sent!')).toBeNull();
    expect((input as HTMLInputElement).value).toBe('Is the Himalayan free on Sunday?');
  });

  it('closes the panel when the customer signs out', () => {
    userSession.signIn({ token: 't', username: 'Asha', id: 'u1' });
    renderHome();
    fireEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    expect(screen.getByRole('dialog')).toBeTruthy();

    act(() => userSession.signOut());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
