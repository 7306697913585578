import { describe, expect, it } from 'vitest';
import type { ChatConversation } from '#shared/api/chat.ts';
import { makeMessage } from '../../../test/chat-test-kit.ts';
import { applyLiveMessage, mergeConversations } from './apply-live-message.ts';

const row = (id: string, unread: number, time: string): ChatConversation => ({
  userDetails: { _id: id, image: null, fname: id, lname: 'X' },
  time,
  text: `last of ${id}`,
  sender: 'User',
  unread,
});

describe('applyLiveMessage', () => {
  const list = [row('a', 0, '2026-11-20T10:00:00.000Z'), row('b', 2, '2026-11-20T09:00:00.000Z'), row('c', 1, '2026-11-20T08:00:00.000Z')];

  it("moves the conversation to the top with the new text; a customer's message adds one unread", () => {
    const message = makeMessage({ user: 'c', sender: 'User', text: 'new', time: '2026-11-20T11:00:00.000Z' });
    const next = applyLiveMessage(list, message);
    expect(next?.map((r) => [r.userDetails._id, r.text, r.unread])).toEqual([
      ['c', 'new', 2],
      ['a', 'last of a', 0],
      ['b', 'last of b', 2],
    ]);
    // applying it again (ack and broadcast) changes nothing
    expect(next && applyLiveMessage(next, message)).toEqual(next);
  });

  it("an admin's message clears the unread count", () => {
    const next = applyLiveMessage(list, makeMessage({ user: 'b', sender: 'Admin', time: '2026-11-20T11:00:00.000Z' }));
    expect(next?.[0]).toMatchObject({ userDetails: { _id: 'b' }, unread: 0, sender: 'Admin' });
  });

  it('answers null for a conversation not in the list (a first message)', () => {
    expect(applyLiveMessage(list, makeMessage({ user: 'new-customer' }))).toBeNull();
  });
});

describe('mergeConversations', () => {
  it('takes the fetched list, but keeps a cached row that knows a newer message, newest first', () => {
    const fetched = [row('a', 0, '2026-11-20T10:00:00.000Z'), row('b', 2, '2026-11-20T09:00:00.000Z')];
    const cached = [{ ...row('b', 3, '2026-11-20T11:00:00.000Z'), text: 'live' }, row('a', 5, '2026-11-20T07:00:00.000Z')];
    expect(mergeConversations(fetched, cached).map((r) => [r.userDetails._id, r.text, r.unread])).toEqual([
      ['b', 'live', 3],
      ['a', 'last of a', 0],
    ]);
    expect(mergeConversations(fetched, undefined)).toEqual(fetched);
  });
});
