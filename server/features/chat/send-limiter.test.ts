import { describe, expect, it } from 'vitest';
import { createSendLimiter } from './send-limiter.ts';

describe('createSendLimiter', () => {
  it('allows `limit` messages per sliding window, then one more as each old one leaves the window', () => {
    let now = 1_000;
    const limiter = createSendLimiter(3, 10_000, () => now);
    const at = (time: number) => {
      now = time;
      return limiter.allow();
    };
    expect([at(1_000), at(2_000), at(3_000), at(3_500)]).toEqual([true, true, true, false]);
    expect(at(10_999)).toBe(false);
    // the message of 1 000 ms has left the window; the refused one never counted
    expect(at(11_000)).toBe(true);
    expect(at(11_500)).toBe(false);
    expect(at(12_000)).toBe(true);
  });
});
