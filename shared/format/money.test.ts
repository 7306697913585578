import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

describe('formatMoney', () => {
  it.each([
    [0, '₹0'],
    [999, '₹999'],
    [1000, '₹1,000'],
    [15896, '₹15,896'],
    [123456, '₹1,23,456'],
    [10000000, '₹1,00,00,000'],
    [-500, '-₹500'],
    [-123456, '-₹1,23,456'],
  ])('%d → %s', (amount, shown) => {
    expect(formatMoney(amount)).toBe(shown);
  });
});
