import type { BikeCalendar, BlockReason } from '#shared/api/availability.ts';
import { istDate, istInstant } from '#shared/domain/time.ts';
import { activeLocale } from '#web/lib/i18n/language.ts';

/*
 * The arithmetic of a bike's month calendar (issue #19), India time wherever the browser is: the
 * month's days, Monday-first weeks, and the bookings, blocks and buffers lying on each day.
 */

/** 'YYYY-MM' */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** The India-time month of an instant, 'YYYY-MM'. */
export function monthOf(instant: Date = new Date()): string {
  return istDate(instant).slice(0, 7);
}

/** The month `delta` months from `month` ('2026-12' + 1 = '2027-01'). */
export function shiftMonth(month: string, delta: number): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const index = year * 12 + (number - 1) + delta;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** Every day of the month, 'YYYY-MM-DD', in order. */
export function monthDays(month: string): string[] {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const count = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${pad(i + 1)}`);
}

/** How many cells come before the 1st in a Monday-first week (0 when the month starts on a Monday). */
export function leadingBlanks(month: string): number {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return (new Date(Date.UTC(year, number - 1, 1)).getUTCDay() + 6) % 7;
}

/** 'December 2026' */
export function monthLabel(month: string): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(activeLocale(), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 1)),
  );
}

/** The day after a 'YYYY-MM-DD' date. */
export function nextDay(date: string): string {
  return istDate(new Date(istInstant(date).getTime() + 36 * 60 * 60 * 1000));
}

interface EventBase {
  /** Unique on the page (a buffer is keyed after its booking). */
  key: string;
  from: Date;
  to: Date;
}

/** What the calendar draws: a booking, a block (removable) or the buffer after a booking's drop. */
export type CalendarEvent =
  | (EventBase & { kind: 'booking'; bookingId: string; customer: string; status: string })
  | (EventBase & { kind: 'block'; blockId: string; reason: BlockReason })
  | (EventBase & { kind: 'buffer'; minutes: number });

/**
 * The month's events in time order: each booking, the buffer after each booking that still holds the
 * bike (not a cancelled one), and each block.
 */
export function calendarEvents(calendar: BikeCalendar): CalendarEvent[] {
  const events: CalendarEvent[] = [];
  for (const booking of calendar.bookings) {
    const from = new Date(booking.from);
    const to = new Date(booking.to);
    events.push({
      kind: 'booking',
      key: `booking:${booking._id}`,
      bookingId: booking._id,
      customer: booking.customer,
      status: booking.status,
      from,
      to,
    });
    // the server answers the partner's current buffer after each ride that holds its bike (issue #29);
    // the partner's current one for an older answer without it
    const buffer = booking.bufferMinutes ?? calendar.bufferMinutes;
    if (buffer > 0 && booking.status !== 'cancelled') {
      events.push({
        kind: 'buffer',
        key: `buffer:${booking._id}`,
        minutes: buffer,
        from: to,
        to: new Date(to.getTime() + buffer * 60 * 1000),
      });
    }
  }
  for (const block of calendar.blocks) {
    events.push({
      kind: 'block',
      key: `block:${block._id}`,
      blockId: block._id,
      reason: block.reason,
      from: new Date(block.from),
      to: new Date(block.to),
    });
  }
  return events.sort((a, b) => a.from.getTime() - b.from.getTime() || a.kind.localeCompare(b.kind));
}

/** The events lying (partly) on an India-time day. */
export function eventsOn(events: readonly CalendarEvent[], date: string): CalendarEvent[] {
  const start = istInstant(date).getTime();
  const end = istInstant(nextDay(date)).getTime();
  return events.filter((event) => event.from.getTime() < end && event.to.getTime() > start);
}

/** A day that can be blocked from the grid: no booking (of any status but cancelled) and no block on it. */
export function isFreeDay(dayEvents: readonly CalendarEvent[]): boolean {
  return dayEvents.every(
    (event) => event.kind === 'buffer' || (event.kind === 'booking' && event.status === 'cancelled'),
  );
}
