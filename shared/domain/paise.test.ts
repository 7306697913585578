import { describe, expect, it } from 'vitest';
import { fromPaise, toPaise } from './pricing.ts';

describe('paise and rupees', () => {
  it('a capture in paise is whole rupees rounded down (a refund of it never exceeds the capture)', () => {
    expect(fromPaise(0)).toBe(0);
    expect(fromPaise(99)).toBe(0);
    expect(fromPaise(100)).toBe(1);
    expect(fromPaise(468_600)).toBe(4_686);
    expect(fromPaise(468_699)).toBe(4_686);
    for (const rupees of [1, 7, 4_686, 50_000, 9_999_999]) expect(fromPaise(toPaise(rupees))).toBe(rupees);
  });
});
