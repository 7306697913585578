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

  it('writes what Intl writes in English, in every month, at every hour and across the date line', () => {
    const intl = (style: Intl.DateTimeFormatOptions, tag = 'en-IN') =>
      new Intl.DateTimeFormat(tag, { timeZone: 'Asia/Kolkata', ...style });
    const reference = {
      date: intl({ day: '2-digit', month: 'short', year: 'numeric' }),
      dateTime: intl({ day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: true }),
      time: intl({ hour: '2-digit', minute: '2-digit', hour12: true }),
      iso: intl({ year: 'numeric', month: '2-digit', day: '2-digit' }, 'en-CA'),
    };
    const moments = [Date.UTC(1970, 0, 1), Date.UTC(2099, 11, 31, 23, 59), Date.UTC(2028, 1, 29, 18, 29, 59)];
    for (let month = 0; month < 12; month++) {
      for (const [hour, minute] of [[0, 0], [6, 29], [6, 30], [18, 29], [18, 30], [23, 59], [11, 45]] as const) {
        moments.push(Date.UTC(2026, month, month + 1, hour, minute));
      }
    }
    for (const moment of moments) {
      for (const style of ['date', 'dateTime', 'time', 'iso'] as const) {
        expect(formatDate(moment, style), `${new Date(moment).toISOString()} ${style}`).toBe(
          reference[style].format(moment),
        );
      }
    }
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});
