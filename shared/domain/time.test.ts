import { describe, expect, it } from 'vitest';
import { istDate, istInstant, istTime, istWeekStart, istYear } from './time.ts';

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
