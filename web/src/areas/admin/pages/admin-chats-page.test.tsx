import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ChatConversation, ChatMessage } from '#shared/api/chat.ts';
import { msg, text } from '#shared/messages.ts';
import { renderAdminPage, serveAdminApi } from '#web/test/admin-test-kit.tsx';
import { FakeSocket, makeMessage } from '#web/test/chat-test-kit.ts';
import { adminSession } from '#web/lib/admin-session.ts';
import { acquireSocket } from '#web/lib/socket.ts';
import { showError } from '#web/lib/toast.ts';
import { AdminChatsPage } from './admin-chats-page.tsx';

vi.mock('#web/lib/toast.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));
vi.mock('#web/lib/socket.ts', () => ({ acquireSocket: vi.fn(), releaseSocket: vi.fn(), closeSocket: vi.fn() }));

const ASHA = '00000000-0000-4000-9000-00000000a5a1';
const RAVI = '00000000-0000-4000-9000-00000000ba71';
const MEERA = '00000000-0000-4000-9000-00000000ee4a';

const conversation = (
  id: string,
  fname: string,
  lname: string,
  extra: Partial<ChatConversation>,
): ChatConversation => ({
  userDetails: { _id: id, image: null, fname, lname },
  time: '2026-11-20T04:00:00.000Z',
  text: '',
  sender: 'User',
  unread: 0,
  ...extra,
});

let socket: FakeSocket;
let list: ChatConversation[];
let threads: Record<string, ChatMessage[]>;

beforeEach(() => {
  vi.mocked(showError).mockReset();
  socket = new FakeSocket();
  vi.mocked(acquireSocket).mockReset().mockResolvedValue(socket.asSocket());
  list = [
    conversation(RAVI, 'Ravi', 'Kumar', { text: 'Is the Duke free?', time: '2026-11-20T06:00:00.000Z', unread: 3 }),
    conversation(ASHA, 'Asha', 'Nair', { text: 'Thanks!', time: '2026-11-20T05:00:00.000Z', unread: 0 }),
    conversation(MEERA, 'Meera', 'Iyer', { text: 'See you', sender: 'Admin', time: '2026-11-20T04:00:00.000Z' }),
  ];
  threads = {
    [ASHA]: [
      makeMessage({ user: ASHA, sender: 'User', text: 'Can I pick up at 6 AM?' }),
      makeMessage({ user: ASHA, sender: 'Admin', text: 'Yes, the shop opens at 6.' }),
      makeMessage({ user: ASHA, sender: 'User', text: 'Thanks!' }),
    ],
    [RAVI]: [makeMessage({ user: RAVI, text: 'Is the Duke free?' })],
  };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  adminSession.signOut();
});

function serve() {
  return serveAdminApi({
    fetchChat: () => ({ success: true, message: 'ok', data: list }),
    fetchIndividualChat: ({ url }) => ({
      success: true,
      message: 'ok',
      data: threads[url.searchParams.get('id') ?? ''] ?? [],
    }),
  });
}

const render = (at = '/admin/chats') => renderAdminPage(<AdminChatsPage />, { path: '/admin/chats', at });
const listNames = () =>
  within(screen.getByRole('region', { name: text.chatConversations }))
    .getAllByRole('button')
    .map((button) => button.textContent ?? '');

describe('Chats', () => {
  it('lists the conversations newest first: name, time, last text and an unread badge', async () => {
    serve();
    render();
    await screen.findByText('Ravi Kumar');
    const names = listNames();
    expect(names[0]).toContain('Ravi Kumar');
    expect(names[0]).toContain('Is the Duke free?');
    expect(names[1]).toContain('Asha Nair');
    expect(names[2]).toContain(`${text.chatYou}: See you`);
    expect(screen.getByLabelText(text.chatUnread(3)).textContent).toBe('3');
    expect(screen.queryByLabelText(text.chatUnread(0))).toBeNull();
    expect(screen.getByText(text.chatPickConversation)).toBeTruthy();
  });

  it("clicking a conversation loads its messages, the admin's on the right", async () => {
    const { calls } = serve();
    const router = render();
    fireEvent.click(await screen.findByRole('button', { name: /Asha Nair/ }));

    const log = await screen.findByRole('log', { name: text.chatMessagesLabel });
    await within(log).findByText('Can I pick up at 6 AM?');
    expect(calls('fetchIndividualChat').at(-1)?.url.searchParams.get('id')).toBe(ASHA);
    expect(router.state.location.search).toBe(`?user=${ASHA}`);
    const items = within(log).getAllByRole('listitem');
    expect(items.map((item) => item.className.includes('items-end'))).toEqual([false, true, false]);
    expect(items[1]?.textContent).toContain(`${text.chatYou}: Yes, the shop opens at 6.`);
    expect(items[0]?.textContent).toContain('Asha Nair: Can I pick up at 6 AM?');
    expect(screen.getByRole('heading', { name: 'Asha Nair' })).toBeTruthy();
    expect(screen.getByPlaceholderText(text.typeAMessage)).toBeTruthy();
  });

  it('a live message appears in the open pane and moves its conversation to the top; others move too', async () => {
    serve();
    render(`/admin/chats?user=${ASHA}`);
    const log = await screen.findByRole('log', { name: text.chatMessagesLabel });
    await within(log).findByText('Thanks!');
    act(() => socket.online());

    act(() =>
      socket.fire(
        'receive_message',
        makeMessage({ user: ASHA, text: 'One more question', time: '2026-11-20T07:00:00.000Z' }),
      ),
    );
    await within(log).findByText('One more question');
    await waitFor(() => expect(listNames()[0]).toContain('Asha Nair'));
    expect(listNames()[0]).toContain('One more question');
    // the open conversation shows no badge: the admin is reading it
    expect(
      within(screen.getByRole('region', { name: text.chatConversations })).queryByLabelText(text.chatUnread(1)),
    ).toBeNull();

    act(() =>
      socket.fire('receive_message', makeMessage({ user: MEERA, text: 'Me again', time: '2026-11-20T08:00:00.000Z' })),
    );
    await waitFor(() => expect(listNames()[0]).toContain('Meera Iyer'));
    expect(listNames()[0]).toContain('Me again');
    expect(screen.getByLabelText(text.chatUnread(1))).toBeTruthy();
    expect(within(log).queryByText('Me again')).toBeNull();
  });

  it("a customer's first message fetches the list again (their name and photo)", async () => {
    const { calls } = serve();
    render();
    await screen.findByText('Ravi Kumar');
    act(() => socket.online());
    await waitFor(() => expect(calls('fetchChat').length).toBeGreaterThanOrEqual(2));
    const before = calls('fetchChat').length;
    const NEW = '00000000-0000-4000-9000-000000000777';
    list = [
      conversation(NEW, 'Kiran', 'Rao', { text: 'Hello?', time: '2026-11-20T09:00:00.000Z', unread: 1 }),
      ...list,
    ];
    act(() =>
      socket.fire('receive_message', makeMessage({ user: NEW, text: 'Hello?', time: '2026-11-20T09:00:00.000Z' })),
    );
    await waitFor(() => expect(listNames()[0]).toContain('Kiran Rao'));
    expect(calls('fetchChat').length).toBeGreaterThan(before);
  });

  it('sends to the open conversation; a blank message says "message box can\'t be null"', async () => {
    serve();
    render(`/admin/chats?user=${RAVI}`);
    await screen.findByRole('log', { name: text.chatMessagesLabel });
    act(() => socket.online());
    const input = screen.getByPlaceholderText<HTMLInputElement>(text.typeAMessage);
    const send = screen.getByRole<HTMLButtonElement>('button', { name: text.send });

    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(send);
    expect(showError).toHaveBeenCalledWith(msg.adminMessageEmpty);
    expect(socket.sent).toEqual([]);

    fireEvent.change(input, { target: { value: ' Yes, it is free on Sunday. ' } });
    fireEvent.click(send);
    await screen.findByText('Yes, it is free on Sunday.');
    expect(socket.sent).toEqual([{ user: RAVI, text: 'Yes, it is free on Sunday.' }]);
    expect(input.value).toBe('');
    await waitFor(() => expect(listNames()[0]).toContain(`${text.chatYou}: Yes, it is free on Sunday.`));
  });

  it('while disconnected says so and disables Send', async () => {
    serve();
    render(`/admin/chats?user=${RAVI}`);
    await screen.findByRole('log', { name: text.chatMessagesLabel });
    act(() => socket.online());
    act(() => socket.offline('transport close'));
    expect(screen.getByText(text.chatReconnecting)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: text.send }).disabled).toBe(true);
  });

  it('says what to do when there is no conversation yet', async () => {
    list = [];
    serve();
    render();
    expect(await screen.findByText(text.adminChatsEmptyTitle)).toBeTruthy();
  });
});
