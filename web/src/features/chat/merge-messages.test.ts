import { describe, expect, it } from 'vitest';
import { makeMessage } from '../../test/chat-test-kit.ts';
import { mergeMessages } from './merge-messages.ts';

describe('mergeMessages', () => {
  it('keeps each message once, oldest first, whatever the order they came in', () => {
    const [m1, m2, m3] = [makeMessage(), makeMessage(), makeMessage()];
    if (!m1 || !m2 || !m3) throw new Error('no messages');
    expect(mergeMessages([m3, m1], [m2, m1, { ...m3, text: 'same id' }]).map((m) => m._id)).toEqual([m1._id, m2._id, m3._id]);
    expect(mergeMessages(undefined, [m2, m1])).toEqual([m1, m2]);
  });
});
