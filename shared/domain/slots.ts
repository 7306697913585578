import { istDate, istInstant, istTime } from './time.ts';

/**
 * The hourly pick-up and drop slots of spec section 9 ('06:00 AM' … '06:00 PM', India time), and the
 * conversions between a date + slot and the instant the server stores (`pickup_at`, `drop_at`).
 */

const FIRST_SLOT_HOUR = 6;
const LAST_SLOT_HOUR = 18;
const DAY_MS = 24 * 60 * 60 * 1000;

const pad = (n: number) => String(n).padStart(2, '0');

/** 'hh:00 AM/PM' of an hour of the day (0–23). */
function slotLabel(hour: number): string {
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${pad(twelve)}:00 ${hour < 12 ? 'AM' : 'PM'}`;
}

/** Every slot, in order: '06:00 AM', '07:00 AM', …, '12:00 PM', …, '06:00 PM' (13 slots). */
export const TIME_SLOTS: readonly string[] = Array.from({ length: LAST_SLOT_HOUR - FIRST_SLOT_HOUR + 1 }, (_, i) =>
  slotLabel(FIRST_SLOT_HOUR + i),
);

/** True for one of TIME_SLOTS (exact text, as the selects send it). */
export function isTimeSlot(value: string): boolean {
  return TIME_SLOTS.includes(value);
}

/** '06:00 PM' → '18:00' (24-hour clock); undefined for anything that is not a slot. */
export function slotTo24h(slot: string): string | undefined {
  const index = TIME_SLOTS.indexOf(slot);
  return index < 0 ? undefined : `${pad(FIRST_SLOT_HOUR + index)}:00`;
}

/** True for a real calendar day written 'YYYY-MM-DD' (no 2025-02-30). */
export function isDateString(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7)) - 1;
  const day = Number(value.slice(8, 10));
  // a day past the month's end rolls over into the next month; years 0–99 map to 1900–1999
  const parsed = new Date(Date.UTC(year, month, day));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month && parsed.getUTCDate() === day;
}

/** The instant of an India date and slot: `slotInstant('2025-03-15', '06:00 AM')` = 00:30 UTC. */
export function slotInstant(date: string, slot: string): Date {
  const time = slotTo24h(slot);
  if (!time || !isDateString(date)) throw new RangeError(`not a date and slot: ${date} ${slot}`);
  return istInstant(date, time);
}

/** An instant back to the spec's pair: `{ date: 'YYYY-MM-DD', time: 'hh:mm AM/PM' }` in India time. */
export function instantToSlot(instant: Date): { date: string; time: string } {
  return { date: istDate(instant), time: istTime(instant) };
}

/** The whole days between two 'YYYY-MM-DD' dates (b − a), calendar arithmetic. */
export function daysBetween(a: string, b: string): number {
  return Math.round((istInstant(b).getTime() - istInstant(a).getTime()) / DAY_MS);
}

/** How far ahead a ride may start, and how long it may last (ours: decision D29). */
export const MAX_ADVANCE_DAYS = 180;
export const MAX_RENTAL_DAYS = 60;
