import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg, SENDER_ADMIN, SENDER_USER } from '#shared/messages.ts';
import { CHAT_MESSAGE_MAX } from '#shared/realtime/chat-events.ts';
import { chatMessages, users } from '#server/db/schema/index.ts';
import {
  connectClient,
  eventually,
  listen,
  send,
  type Connected,
} from '#server/test/kits/chat-test-kit.ts';
import { createAdmin, createPartner, createUser, tokenFor } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
let url: string;
const open: Connected[] = [];

beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
});
afterAll(async () => {
  for (const client of open) client.socket.close();
  await t.close();
});

async function as(auth: object): Promise<Connected> {
  const client = await connectClient(url, auth);
  open.push(client);
  return client;
}

async function signedUser() {
  const user = await createUser(t.db);
  return { user, token: await tokenFor(t.app, 'user', user) };
}

async function signedAdmin() {
  const admin = await createAdmin(t.db);
  return { admin, token: await tokenFor(t.app, 'admin', admin) };
}

const storedFor = (userId: string) =>
  t.db.select().from(chatMessages).where(eq(chatMessages.userId, userId)).orderBy(chatMessages.createdAt);

describe('the handshake', () => {
  it('refuses a socket without a token, with a message the client can show', async () => {
    await expect(connectClient(url, {})).rejects.toThrow(msg.unauthorized);
    await expect(connectClient(url, { token: '' })).rejects.toThrow(msg.unauthorized);
  });

  it('refuses a garbled or forged token', async () => {
    await expect(connectClient(url, { token: 'not.a.token' })).rejects.toThrow(msg.unauthorized);
  });

  it('refuses a partner token (partners have no chat), and a token of the other role than the one named', async () => {
    const partner = await createPartner(t.db);
    await expect(connectClient(url, { token: await tokenFor(t.app, 'partner', partner) })).rejects.toThrow(msg.forbidden);
    const { token } = await signedUser();
    await expect(connectClient(url, { token, role: 'admin' })).rejects.toThrow(msg.forbidden);
  });

  it('refuses a blocked customer and an expired token', async () => {
    const blocked = await createUser(t.db, { status: false });
    await expect(connectClient(url, { token: await tokenFor(t.app, 'user', blocked) })).rejects.toThrow(msg.accountBlocked);
    const user = await createUser(t.db);
    await expect(connectClient(url, { token: await tokenFor(t.app, 'user', user, -10) })).rejects.toThrow(
      msg.sessionExpired,
    );
  });

  it('accepts a customer and an admin, with or without the role named', async () => {
    const { token } = await signedUser();
    const admin = await signedAdmin();
    expect((await as({ token })).socket.connected).toBe(true);
    expect((await as({ token, role: 'user' })).socket.connected).toBe(true);
    expect((await as({ token: admin.token })).socket.connected).toBe(true);
    expect((await as({ token: admin.token, role: 'admin' })).socket.connected).toBe(true);
  });
});

describe('conversations', () => {
  it('a customer hears only their own conversation; the admins hear every one', async () => {
    const a = await signedUser();
    const b = await signedUser();
    const admin = await signedAdmin();
    const aSocket = await as({ token: a.token });
    const bSocket = await as({ token: b.token });
    const adminSocket = await as({ token: admin.token, role: 'admin' });

    const ack = await send(aSocket.socket, { text: '  Is the Himalayan free on Sunday?  ' });
    expect(ack).toMatchObject({ success: true, message: msg.messageSent });
    await eventually(() => adminSocket.received.length === 1 && aSocket.received.length === 1, 5_000, 'A and admin');
    expect(adminSocket.received[0]).toMatchObject({
      user: a.user.id,
      sender: SENDER_USER,
      text: 'Is the Himalayan free on Sunday?',
    });
    expect(aSocket.received[0]).toEqual(adminSocket.received[0]);

    // B writes after A: B hears its own message, and never A's (same connection, in order).
    await send(bSocket.socket, { text: 'Hello from B' });
    await eventually(() => bSocket.received.length === 1, 5_000, 'B own message');
    expect(bSocket.received.map((m) => m.text)).toEqual(['Hello from B']);
    expect(aSocket.received.map((m) => m.text)).toEqual(['Is the Himalayan free on Sunday?']);
    await eventually(() => adminSocket.received.length === 2, 5_000, 'admin hears B');
  });

  it("a customer cannot write into another conversation nor as Admin: the payload's user and sender are ignored", async () => {
    const a = await signedUser();
    const b = await signedUser();
    const admin = await signedAdmin();
    const aSocket = await as({ token: a.token });
    const bSocket = await as({ token: b.token });
    const adminSocket = await as({ token: admin.token });

    const ack = await send(aSocket.socket, { user: b.user.id, sender: SENDER_ADMIN, text: 'pretending' });
    expect(ack).toMatchObject({ success: true, data: { user: a.user.id, sender: SENDER_USER, text: 'pretending' } });
    await eventually(() => adminSocket.received.length === 1, 5_000, 'admin hears it');
    expect(adminSocket.received[0]).toMatchObject({ user: a.user.id, sender: SENDER_USER });

    await send(bSocket.socket, { text: 'marker' });
    await eventually(() => bSocket.received.length === 1, 5_000, 'B marker');
    expect(bSocket.received.map((m) => m.text)).toEqual(['marker']);
    expect(await storedFor(b.user.id)).toMatchObject([{ text: 'marker', sender: SENDER_USER }]);
    expect(await storedFor(a.user.id)).toMatchObject([{ text: 'pretending', sender: SENDER_USER }]);
  });

  it('admin → customer and customer → admin live, each message stored before it is heard', async () => {
    const a = await signedUser();
    const b = await signedUser();
    const admin = await signedAdmin();
    const aSocket = await as({ token: a.token });
    const bSocket = await as({ token: b.token });
    const adminSocket = await as({ token: admin.token, role: 'admin' });

    // Stored before broadcast: when the customer hears the reply, the database already has it.
    let storedWhenHeard: number | undefined;
    aSocket.socket.on('receive_message', () => {
      void storedFor(a.user.id).then((rows) => {
        storedWhenHeard ??= rows.length;
      });
    });

    const reply = await send(adminSocket.socket, { user: a.user.id, text: 'Yes, it is free.' });
    expect(reply).toMatchObject({ success: true, message: msg.messageSent, data: { sender: SENDER_ADMIN, user: a.user.id } });
    await eventually(() => aSocket.received.length === 1, 5_000, 'A hears the admin');
    expect(aSocket.received[0]).toMatchObject({ sender: SENDER_ADMIN, text: 'Yes, it is free.', user: a.user.id });
    await eventually(() => storedWhenHeard !== undefined, 5_000, 'stored check');
    expect(storedWhenHeard).toBe(1);

    await send(aSocket.socket, { text: 'Thanks!' });
    await eventually(() => adminSocket.received.length === 2, 5_000, 'admin hears A');
    expect(adminSocket.received.map((m) => [m.sender, m.text])).toEqual([
      [SENDER_ADMIN, 'Yes, it is free.'],
      [SENDER_USER, 'Thanks!'],
    ]);

    await send(bSocket.socket, { text: 'marker' });
    await eventually(() => bSocket.received.length === 1, 5_000, 'B marker');
    expect(bSocket.received.map((m) => m.text)).toEqual(['marker']);

    const rows = await storedFor(a.user.id);
    expect(rows.map((r) => [r.sender, r.text])).toEqual([
      [SENDER_ADMIN, 'Yes, it is free.'],
      [SENDER_USER, 'Thanks!'],
    ]);
  });

  it("refuses a blank or too long message with the spec's texts, and stores nothing", async () => {
    const a = await signedUser();
    const admin = await signedAdmin();
    const aSocket = await as({ token: a.token });
    const adminSocket = await as({ token: admin.token });

    expect(await send(aSocket.socket, { text: '   ' })).toEqual({ success: false, message: msg.messageEmpty });
    expect(await send(aSocket.socket, {})).toEqual({ success: false, message: msg.messageEmpty });
    expect(await send(aSocket.socket, { text: 'x'.repeat(CHAT_MESSAGE_MAX + 1) })).toEqual({
      success: false,
      message: msg.messageTooLong(CHAT_MESSAGE_MAX),
    });
    expect(await send(adminSocket.socket, { user: a.user.id, text: '  ' })).toEqual({
      success: false,
      message: msg.adminMessageEmpty,
    });
    expect(await send(adminSocket.socket, { text: 'to nobody' })).toEqual({
      success: false,
      message: msg.chatConversationRequired,
    });
    expect(await send(adminSocket.socket, { user: '00000000-0000-4000-8000-000000000000', text: 'hi' })).toEqual({
      success: false,
      message: msg.userNotFound,
    });
    expect(await storedFor(a.user.id)).toEqual([]);

    const longest = `  ${'y'.repeat(CHAT_MESSAGE_MAX)}  `;
    expect(await send(aSocket.socket, { text: longest })).toMatchObject({ success: true });
    expect((await storedFor(a.user.id))[0]?.text).toBe('y'.repeat(CHAT_MESSAGE_MAX));
  });

  it('a customer blocked while connected cannot write: refused, and the socket is ended', async () => {
    const a = await signedUser();
    const aSocket = await as({ token: a.token });
    await t.db.update(users).set({ status: false }).where(eq(users.id, a.user.id));

    const ended = new Promise<string>((resolve) => aSocket.socket.once('disconnect', resolve));
    expect(await send(aSocket.socket, { text: 'still here?' })).toEqual({ success: false, message: msg.accountBlocked });
    expect(await ended).toBe('io server disconnect');
    expect(await storedFor(a.user.id)).toEqual([]);
  });

  it('disconnectUser ends every socket of that customer, and only theirs', async () => {
    const a = await signedUser();
    const b = await signedUser();
    const first = await as({ token: a.token });
    const second = await as({ token: a.token });
    const other = await as({ token: b.token });
    t.app.realtime.disconnectUser(a.user.id);
    await eventually(() => !first.socket.connected && !second.socket.connected, 5_000, 'A disconnected');
    expect(other.socket.connected).toBe(true);
  });

  it('refuses a flood: more than 20 messages in 10 seconds from one socket', async () => {
    const a = await signedUser();
    const aSocket = await as({ token: a.token });
    const acks = await Promise.all(Array.from({ length: 21 }, (_, i) => send(aSocket.socket, { text: `m${i}` })));
    expect(acks.filter((ack) => ack.success)).toHaveLength(20);
    expect(acks.filter((ack) => !ack.success)).toEqual([{ success: false, message: msg.chatTooFast }]);
  });
});

describe('closing the app', () => {
  it('closes client transports without a socket.io disconnect, so clients reconnect by themselves', async () => {
    const own = await createTestApp();
    const ownUrl = await listen(own.app);
    const user = await createUser(own.db);
    const client = await connectClient(ownUrl, { token: await tokenFor(own.app, 'user', user) }, { reconnection: true });
    const reason = new Promise<string>((resolve) => client.socket.once('disconnect', resolve));
    await own.close();
    // 'transport close' is a reason socket.io-client reconnects after; 'io server disconnect' is not.
    expect(await reason).toBe('transport close');
    expect(client.socket.active).toBe(true);
    client.socket.close();
  });
});
