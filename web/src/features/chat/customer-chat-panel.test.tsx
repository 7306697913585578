import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ChatMessage } from '#shared/api/chat.ts';
import { msg, text } from '#shared/messages.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { acquireSocket } from '#web/lib/socket.ts';
import { showError, showSuccess } from '#web/lib/toast.ts';
import { userSession } from '#web/lib/user-session.ts';
import { FakeSocket, makeMessage } from '../../test/chat-test-kit.ts';
import { CustomerChatPanel } from './customer-chat-panel.tsx';

vi.mock('#web/lib/toast.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));
vi.mock('#web/lib/socket.ts', () => ({ acquireSocket: vi.fn(), releaseSocket: vi.fn(), closeSocket: vi.fn() }));

let socket: FakeSocket;
let history: ChatMessage[];
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  vi.mocked(showError).mockReset();
  vi.mocked(showSuccess).mockReset();
  userSession.signIn({ token: 'user-jwt', username: 'Asha', id: 'u1' });
  socket = new FakeSocket();
  vi.mocked(acquireSocket).mockReset().mockResolvedValue(socket.asSocket());
  history = [];
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith('/api/fetchIndividualChat')) throw new Error(`unexpected call ${url}`);
    return Response.json({ success: true, message: 'ok', data: history });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  userSession.signOut();
});

async function openPanel() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CustomerChatPanel id="chat" onClose={() => undefined} />
    </QueryClientProvider>,
  );
  // the socket arrives from a (lazy) promise
  await waitFor(() => expect(acquireSocket).toHaveBeenCalled());
  await act(async () => {
    await Promise.resolve();
  });
}

const log = () => screen.getByRole('log', { name: text.chatMessagesLabel });
const sendButton = () => screen.getByRole<HTMLButtonElement>('button', { name: text.send });

describe('the customer chat panel', () => {
  it('shows the history, oldest first, with each side labelled; text is rendered as text, never HTML', async () => {
    history = [
      makeMessage({ sender: 'User', text: 'Is the Himalayan free on Sunday?' }),
      makeMessage({ sender: 'Admin', text: '<img src=x onerror="alert(1)"> <b>Yes</b> https://example.test' }),
    ];
    await openPanel();
    act(() => socket.online());
    await within(log()).findByText('Is the Himalayan free on Sunday?');

    const items = within(log()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('You: Is the Himalayan free on Sunday?'),
      expect.stringContaining('Support: <img src=x onerror="alert(1)"> <b>Yes</b> https://example.test'),
    ]);
    expect(log().querySelector('img, b, a')).toBeNull();
    // the customer's own messages on the right
    expect(items[0]?.className).toContain('items-end');
    expect(items[1]?.className).toContain('items-start');
  });

  it("refuses a blank message with \"Message can't be empty\"", async () => {
    await openPanel();
    act(() => socket.online());
    fireEvent.change(screen.getByLabelText(text.chatMessageLabel), { target: { value: '  \t ' } });
    fireEvent.click(sendButton());
    expect(showError).toHaveBeenCalledWith(msg.messageEmpty);
    expect(socket.sent).toEqual([]);
  });

  it("sends the trimmed text, says 'Message sent!', shows the stored message and clears the box", async () => {
    await openPanel();
    act(() => socket.online());
    const input = screen.getByLabelText<HTMLInputElement>(text.chatMessageLabel);
    fireEvent.change(input, { target: { value: '  Hello there  ' } });
    fireEvent.click(sendButton());

    await within(log()).findByText('Hello there');
    expect(socket.sent).toEqual([{ text: 'Hello there' }]);
    expect(showSuccess).toHaveBeenCalledWith(msg.messageSent);
    expect(input.value).toBe('');
  });

  it("keeps the draft and shows the server's refusal", async () => {
    await openPanel();
    act(() => socket.online());
    socket.ack = () => ({ success: false, message: msg.accountBlocked });
    const input = screen.getByLabelText<HTMLInputElement>(text.chatMessageLabel);
    fireEvent.change(input, { target: { value: 'Hello' } });
    fireEvent.click(sendButton());
    await waitFor(() => expect(showError).toHaveBeenCalledWith(msg.accountBlocked));
    expect(input.value).toBe('Hello');
    expect(showSuccess).not.toHaveBeenCalled();
  });

  it('adds live messages, once each', async () => {
    await openPanel();
    act(() => socket.online());
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await screen.findByText(text.chatWelcome);
    const reply = makeMessage({ sender: 'Admin', text: 'We are here to help' });
    act(() => {
      socket.fire('receive_message', reply);
      socket.fire('receive_message', reply);
    });
    expect(await within(log()).findAllByText('We are here to help')).toHaveLength(1);
  });

  it('while disconnected says why, disables Send (keeping the draft), and on reconnect fetches the history again', async () => {
    await openPanel();
    expect(screen.getByText(text.chatConnecting)).toBeTruthy();
    expect(sendButton().disabled).toBe(true);

    act(() => socket.online());
    expect(screen.queryByText(text.chatConnecting)).toBeNull();
    expect(sendButton().disabled).toBe(false);
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(0));

    fireEvent.change(screen.getByLabelText(text.chatMessageLabel), { target: { value: 'draft' } });
    act(() => socket.offline('transport close'));
    expect(screen.getByText(text.chatReconnecting)).toBeTruthy();
    expect(sendButton().disabled).toBe(true);
    act(() => socket.fire('connect_error', new Error('timeout')));
    expect(screen.getByText(text.chatOffline(msg.socketTimeout))).toBeTruthy();
    act(() => socket.offline('parse error'));
    expect(screen.getByText(text.chatOffline(msg.socketParseError))).toBeTruthy();
    act(() => socket.offline('forced close'));
    expect(screen.getByText(text.chatOffline(msg.socketForcedClose))).toBeTruthy();
    expect((screen.getByLabelText<HTMLInputElement>(text.chatMessageLabel)).value).toBe('draft');
    expect(socket.sent).toEqual([]);

    // A message was written meanwhile: the reconnection fetches the history again.
    const fetchesBefore = fetchMock.mock.calls.length;
    history = [makeMessage({ sender: 'Admin', text: 'Sent while you were away' })];
    act(() => socket.online());
    await within(log()).findByText('Sent while you were away');
    expect(fetchMock.mock.calls.length).toBeGreaterThan(fetchesBefore);
    expect(sendButton().disabled).toBe(false);
  });

  it("shows the server's reason when it refuses the connection", async () => {
    await openPanel();
    act(() => socket.refused(msg.accountBlocked));
    expect(screen.getByText(msg.accountBlocked)).toBeTruthy();
    expect(sendButton().disabled).toBe(true);
  });

  it("says 'Failed to fetch chat' when the history cannot be loaded", async () => {
    fetchMock.mockImplementation(async () => Response.json({ success: false, message: 'boom' }, { status: 400 }));
    await openPanel();
    await waitFor(() => expect(showError).toHaveBeenCalledWith(msg.failedFetchChat));
    expect(await screen.findByText(msg.failedFetchChat)).toBeTruthy();
  });
});
