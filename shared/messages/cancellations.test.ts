import { describe, expect, it } from 'vitest';
import { text } from '../messages.ts';

describe("the checkout's policy lines", () => {
  it.each([
    [6, '₹100', 0, 'At least 6 h before pick-up: ₹100 fee'],
    [2, null, 50, 'At least 2 h before pick-up: 50 % of the amount paid'],
    [0, null, 75, 'Up to the pick-up time: 75 % of the amount paid'],
    [48, '₹50', 5, 'At least 48 h before pick-up: ₹50 fee + 5 % of the amount paid'],
    [24, null, 0, 'At least 24 h before pick-up: no fee'],
  ] as const)('%i h, flat %s, %i %% → %s', (hours, flat, percent, line) => {
    expect(text.policyTierLine(hours, text.policyFee(flat, percent))).toBe(line);
  });
});
