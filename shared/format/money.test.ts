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

  // It is written out instead of asking Intl (the first Intl currency formatter is a long task in a
  // browser); Intl stays the reference for what it writes.
  const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
  it('writes what Intl writes, at every grouping edge and for fractions', () => {
    const amounts = [1, 9, 10, 99, 100, 999, 1000, 9999, 10000, 99999, 100000, 999999, 1000000, 12345678, 123456789];
    for (let power = 0; power <= 15; power++) amounts.push(10 ** power - 1, 10 ** power, 10 ** power + 1);
    amounts.push(0.4, 0.5, 1.5, 2.5, 999.5, 1234.49, Number.MAX_SAFE_INTEGER);
    for (const amount of [...amounts, ...amounts.map((value) => -value)]) {
      // one difference on purpose: what rounds to nothing is '₹0', never Intl's '-₹0' (see below)
      if (Math.round(Math.abs(amount)) === 0) continue;
      expect(formatMoney(amount), String(amount)).toBe(intl.format(amount));
    }
  });

  it('writes no sign on a nothing', () => {
    expect([-0, -0.4, 0.4].map(formatMoney)).toEqual(['₹0', '₹0', '₹0']);
  });

  it('leaves what it cannot write exactly to Intl', () => {
    for (const amount of [Number.MAX_SAFE_INTEGER + 2, 1e21, Infinity, -Infinity, Number.NaN]) {
      expect(formatMoney(amount)).toBe(intl.format(amount));
    }
  });
});
