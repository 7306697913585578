import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { msg } from '#shared/messages.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { acquireSocket, releaseSocket } from '#web/lib/socket.ts';
import { showError } from '#web/lib/toast.ts';
import { userSession } from '#web/lib/user-session.ts';
import { ChatLauncher } from './chat-launcher.tsx';
import { FakeSocket } from '../../test/chat-test-kit.ts';

vi.mock('#web/lib/toast.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));
vi.mock('#web/lib/socket.ts', () => ({ acquireSocket: vi.fn(), releaseSocket: vi.fn(), closeSocket: vi.fn() }));

let socket: FakeSocket;

function renderHome() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <ChatLauncher /> },
      { path: '/login', element: <h1>Login</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

// The panel is a lazy chunk; compiling it here keeps the first test's wait for it short.
beforeAll(async () => {
  await import('./customer-chat-panel.tsx');
});

beforeEach(() => {
  userSession.signOut();
  vi.mocked(showError).mockReset();
  socket = new FakeSocket();
  vi.mocked(acquireSocket).mockReset().mockResolvedValue(socket.asSocket());
  vi.mocked(releaseSocket).mockReset();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ success: true, message: 'ok', data: [] })),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('chat button', () => {
  it('sends a signed-out visitor to /login, without loading the socket', async () => {
    const router = renderHome();
    fireEvent.click(screen.getByRole('button', { name: 'Chat with us' }));

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(acquireSocket).not.toHaveBeenCalled();
  });

  it('opens the CHAT WITH US panel for a signed-in customer (the socket only now), and closes it', async () => {
    userSession.signIn({ token: 't', username: 'Asha', id: 'u1' });
    renderHome();
    expect(acquireSocket).not.toHaveBeenCalled();
    const button = screen.getByRole('button', { name: 'Chat with us' });
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    const panel = await screen.findByRole('dialog', { name: 'CHAT WITH US' });
    expect(screen.getByPlaceholderText('Ask Something?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(acquireSocket).toHaveBeenCalledWith('customer');

    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(releaseSocket).toHaveBeenCalledWith('customer');
  });

  it('refuses an empty message with the toast, and sends nothing', async () => {
    userSession.signIn({ token: 't', username: 'Asha', id: 'u1' });
    renderHome();
    fireEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    await screen.findByRole('dialog');
    await act(async () => {
      await Promise.resolve();
    });
    act(() => socket.online());

    const input = screen.getByLabelText('Your message');
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(showError).toHaveBeenCalledWith(msg.messageEmpty);
    expect(socket.sent).toEqual([]);
  });

  it('closes the panel when the customer signs out', async () => {
    userSession.signIn({ token: 't', username: 'Asha', id: 'u1' });
    renderHome();
    fireEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();

    act(() => userSession.signOut());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
