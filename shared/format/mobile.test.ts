import { describe, expect, it } from 'vitest';
import { displayMobile } from './mobile.ts';

describe('displayMobile', () => {
  it.each([
    ['+919876543210', '9876543210'],
    ['+14155552671', '+14155552671'],
    ['9876543210', '9876543210'],
    ['+91987654321', '+91987654321'],
  ])('%s → %s', (stored, shown) => {
    expect(displayMobile(stored)).toBe(shown);
  });

  it('keeps null', () => {
    expect(displayMobile(null)).toBeNull();
  });
});
