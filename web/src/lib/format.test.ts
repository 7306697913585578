import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney } from './format.ts';

describe('formatMoney', () => {
  it('formats rupees with Indian digit grouping', () => {
    expect(formatMoney(123456)).toBe('₹1,23,456');
    expect(formatMoney(0)).toBe('₹0');
  });
});

describe('formatDate', () => {
  // 20:00 UTC on 22 Nov is already 23 Nov in India (UTC+05:30).
  const lateEvening = '2025-11-22T20:00:00Z';

  it('uses India time whatever the browser zone', () => {
    expect(formatDate(lateEvening)).toBe('23 Nov 2025');
    expect(formatDate(lateEvening, 'iso')).toBe('2025-11-23');
    expect(formatDate(lateEvening, 'time')).toBe('01:30 am');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});
