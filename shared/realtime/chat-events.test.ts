import { describe, expect, it } from 'vitest';
import { msg } from '../messages.ts';
import { adminSendMessage, CHAT_MESSAGE_MAX, SOCKET_CLIENT_OPTIONS, socketAuth, userSendMessage } from './chat-events.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('send_message payloads', () => {
  it("a customer's payload keeps only the trimmed text: a user or sender in it is dropped", () => {
    expect(userSendMessage.parse({ text: '  hi  ', user: 'someone-else', sender: 'Admin' })).toEqual({ text: 'hi' });
  });

  it("refuses blank, missing and too long texts with the spec's and our messages", () => {
    expect(firstMessage(userSendMessage.safeParse({ text: ' \n ' }))).toBe(msg.messageEmpty);
    expect(firstMessage(userSendMessage.safeParse({}))).toBe(msg.messageEmpty);
    expect(firstMessage(userSendMessage.safeParse('hello'))).toBe(msg.messageEmpty);
    expect(firstMessage(userSendMessage.safeParse({ text: 'x'.repeat(CHAT_MESSAGE_MAX + 1) }))).toBe(
      msg.messageTooLong(CHAT_MESSAGE_MAX),
    );
    expect(userSendMessage.safeParse({ text: 'x'.repeat(CHAT_MESSAGE_MAX) }).success).toBe(true);
    expect(firstMessage(adminSendMessage.safeParse({ user: '00000000-0000-4000-8000-000000000000', text: '' }))).toBe(
      msg.adminMessageEmpty,
    );
  });

  it("an admin's payload names the conversation by the customer's id", () => {
    expect(firstMessage(adminSendMessage.safeParse({ text: 'hello' }))).toBe(msg.chatConversationRequired);
    expect(firstMessage(adminSendMessage.safeParse({ user: 'not-an-id', text: 'hello' }))).toBe(msg.chatConversationRequired);
    expect(adminSendMessage.parse({ user: '00000000-0000-4000-8000-000000000000', text: ' hi ', sender: 'User' })).toEqual({
      user: '00000000-0000-4000-8000-000000000000',
      text: 'hi',
    });
  });
});

describe('the socket contract', () => {
  it("uses the spec's client options (section 9)", () => {
    expect(SOCKET_CLIENT_OPTIONS).toEqual({
      path: '/socket.io',
      timeout: 20_000,
      reconnection: true,
      reconnectionAttempts: Infinity,
      reconnectionDelay: 1_000,
      reconnectionDelayMax: 5_000,
      randomizationFactor: 0.5,
    });
  });

  it('the handshake needs a token; the role is optional', () => {
    expect(socketAuth.safeParse({}).success).toBe(false);
    expect(socketAuth.safeParse({ token: 'abc' }).success).toBe(true);
    expect(socketAuth.safeParse({ token: 'abc', role: 'partner' }).success).toBe(false);
  });
});
