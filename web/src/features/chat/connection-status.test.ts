import { describe, expect, it } from 'vitest';
import { msg, text } from '#shared/messages.ts';
import { connectionStatusText } from './connection-status.ts';

describe('connectionStatusText', () => {
  it("says nothing when connected, and maps the spec's socket reasons to its texts", () => {
    expect(connectionStatusText({ state: 'connected' })).toBeNull();
    expect(connectionStatusText({ state: 'connecting' })).toBe(text.chatConnecting);
    expect(connectionStatusText({ state: 'offline', reason: 'timeout' })).toBe(`Reconnecting… (${msg.socketTimeout})`);
    expect(connectionStatusText({ state: 'offline', reason: 'parse error' })).toBe(`Reconnecting… (${msg.socketParseError})`);
    expect(connectionStatusText({ state: 'offline', reason: 'forced close' })).toBe(`Reconnecting… (${msg.socketForcedClose})`);
    expect(connectionStatusText({ state: 'offline', reason: 'transport close' })).toBe('Reconnecting…');
    expect(connectionStatusText({ state: 'refused', message: msg.accountBlocked })).toBe(msg.accountBlocked);
    expect(connectionStatusText({ state: 'refused', message: '' })).toBe(text.chatDisconnected);
  });
});
