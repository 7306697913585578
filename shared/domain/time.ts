/**
 * India-time helpers (the product decisions: dates and slots are Asia/Kolkata wherever the code runs).
 * NOTE: India has kept UTC+05:30 without daylight saving since 1945, so a fixed offset is exact and
 * needs no time-zone database: the same answer in Node and in any browser.
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall clock in India as UTC fields of a shifted Date (read it with getUTC…, never getHours). */
export function istWallClock(instant: Date): Date {
  return new Date(instant.getTime() + IST_OFFSET_MS);
}

/** 'YYYY-MM-DD' of an instant, in India time. */
export function istDate(instant: Date): string {
  const d = istWallClock(instant);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** 'hh:mm AM/PM' of an instant, in India time (the spec's time format: '06:00 AM', '12:30 PM'). */
export function istTime(instant: Date): string {
  const d = istWallClock(instant);
  const hours = d.getUTCHours();
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${pad(twelve)}:${pad(d.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * ISO 8601 of an instant in India time with its offset, to the second: '2026-03-02T01:30:00+05:30'
 * (exports whose ranges are India days, issue #28: the date read is the day it belongs to).
 */
export function istDateTime(instant: Date): string {
  const d = istWallClock(instant);
  return `${istDate(instant)}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}+05:30`;
}

/** The calendar year in India at `instant` (default: now). */
export function istYear(instant: Date = new Date()): number {
  return istWallClock(instant).getUTCFullYear();
}

/** The instant of an India wall-clock time: `istInstant('2025-01-06', '00:30')`. */
export function istInstant(date: string, time = '00:00'): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0) - IST_OFFSET_MS);
}

/** 'YYYY-MM-DD' of the Monday that starts the India-time week containing `instant`. */
export function istWeekStart(instant: Date = new Date()): string {
  const d = istWallClock(instant);
  const sinceMonday = (d.getUTCDay() + 6) % 7;
  return istDate(new Date(instant.getTime() - sinceMonday * 24 * 60 * 60 * 1000));
}

/** Short English day names, Monday first: the order of a dashboard's `currentWeek`. */
export const WEEK_DAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

const CLOCK_12H = /^(0[1-9]|1[0-2]):([0-5][0-9]) (AM|PM)$/;
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written 'YYYY-MM-DD' (no 2026-02-30). */
export function isCalendarDate(date: string): boolean {
  const match = CALENDAR_DATE.exec(date);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

/** True for a clock time 'hh:mm AM/PM' on any minute ('07:05 PM', '12:00 AM'). */
export function isClockTime(time: string): boolean {
  return CLOCK_12H.test(time);
}

/**
 * The instant of an India date and a clock time 'hh:mm AM/PM' on any minute: `istClockInstant('2025-03-15',
 * '07:05 PM')`. Undefined when either is malformed.
 */
export function istClockInstant(date: string, time: string): Date | undefined {
  const match = CLOCK_12H.exec(time);
  if (!match || !isCalendarDate(date)) return undefined;
  const hour = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0);
  return istInstant(date, `${pad(hour)}:${match[2]}`);
}

/** '19:05' (24-hour, as a time input gives it) → '07:05 PM'; undefined for anything else. */
export function clockTime12h(time24: string): string | undefined {
  const match = /^([01][0-9]|2[0-3]):([0-5][0-9])$/.exec(time24);
  if (!match) return undefined;
  const hour = Number(match[1]);
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${pad(twelve)}:${match[2]} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** '07:05 PM' → '19:05'; undefined for anything that is not 'hh:mm AM/PM'. */
export function clockTime24h(time12: string): string | undefined {
  const match = CLOCK_12H.exec(time12.trim().toUpperCase());
  if (!match) return undefined;
  const hour = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0);
  return `${pad(hour)}:${match[2]}`;
}
