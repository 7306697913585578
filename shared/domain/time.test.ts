import { describe, expect, it } from 'vitest';
import {
  clockTime12h,
  clockTime24h,
  isCalendarDate,
  istClockInstant,
  istDate,
  istDateTime,
  istInstant,
  istTime,
  istWeekStart,
  istYear,
} from './time.ts';

describe('India-time helpers', () => {
  it('reads dates and 12-hour times in India time, whatever the UTC date', () => {
    const lateUtc = new Date('2025-01-05T20:15:00Z'); // 01:45 on the 6th in India
    expect(istDate(lateUtc)).toBe('2025-01-06');
    expect(istTime(lateUtc)).toBe('01:45 AM');
    expect(istTime(new Date('2025-01-05T18:30:00Z'))).toBe('12:00 AM');
    expect(istTime(new Date('2025-01-06T06:30:00Z'))).toBe('12:00 PM');
    expect(istTime(new Date('2025-01-06T12:30:00Z'))).toBe('06:00 PM');
  });

  it('turns an India wall-clock time into the instant and back', () => {
    const instant = istInstant('2025-03-15', '06:00');
    expect(instant.toISOString()).toBe('2025-03-15T00:30:00.000Z');
    expect([istDate(instant), istTime(instant)]).toEqual(['2025-03-15', '06:00 AM']);
  });

  it('starts the week on Monday, India time', () => {
    expect(istWeekStart(istInstant('2025-01-06', '00:10'))).toBe('2025-01-06'); // a Monday
    expect(istWeekStart(istInstant('2025-01-05', '23:50'))).toBe('2024-12-30'); // the Sunday before
    expect(istWeekStart(istInstant('2025-01-12', '23:59'))).toBe('2025-01-06');
  });

  it('knows the India year at New Year', () => {
    expect(istYear(new Date('2024-12-31T18:30:00Z'))).toBe(2025);
    expect(istYear(new Date('2024-12-31T18:29:59Z'))).toBe(2024);
  });
});

describe('a return time on any minute (issue #17)', () => {
  it('reads an India date and hh:mm AM/PM to the minute, midnight and noon included', () => {
    expect(istClockInstant('2026-11-26', '07:05 PM')?.toISOString()).toBe('2026-11-26T13:35:00.000Z');
    expect(istClockInstant('2026-11-26', '12:00 AM')?.toISOString()).toBe('2026-11-25T18:30:00.000Z');
    expect(istClockInstant('2026-11-26', '12:59 PM')?.toISOString()).toBe('2026-11-26T07:29:00.000Z');
  });

  it('refuses what is not a day or not a 12-hour time', () => {
    expect(istClockInstant('2026-02-30', '10:00 AM')).toBeUndefined();
    expect(istClockInstant('2026-11-26', '13:00 PM')).toBeUndefined();
    expect(istClockInstant('2026-11-26', '7:05 PM')).toBeUndefined();
    expect(istClockInstant('2026-11-26', '19:05')).toBeUndefined();
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-2-3')).toBe(false);
  });

  it('turns a time input’s 24-hour value into hh:mm AM/PM and back', () => {
    expect(clockTime12h('00:07')).toBe('12:07 AM');
    expect(clockTime12h('12:00')).toBe('12:00 PM');
    expect(clockTime12h('19:05')).toBe('07:05 PM');
    expect(clockTime12h('24:00')).toBeUndefined();
    expect(clockTime24h('07:05 pm')).toBe('19:05');
    expect(clockTime24h('12:30 AM')).toBe('00:30');
    expect(clockTime24h('noon')).toBeUndefined();
  });
});

describe('istDateTime (issue #28)', () => {
  it.each([
    ['2026-03-01T20:00:00.000Z', '2026-03-02T01:30:00+05:30'], // past India midnight: the next India day
    ['2026-03-01T18:29:59.000Z', '2026-03-01T23:59:59+05:30'],
    ['2026-03-01T18:30:00.000Z', '2026-03-02T00:00:00+05:30'],
  ])('%s → %s', (utc, india) => {
    expect(istDateTime(new Date(utc))).toBe(india);
    expect(new Date(india).toISOString()).toBe(utc);
  });
});
