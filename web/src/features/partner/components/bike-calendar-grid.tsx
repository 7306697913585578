import { useRef, useState, type PointerEvent } from 'react';
import { WEEK_DAY_NAMES, istInstant } from '#shared/domain/time.ts';
import { text } from '#shared/messages.ts';
import { formatDate } from '#web/lib/format.ts';
import { eventsOn, isFreeDay, leadingBlanks, monthDays, monthLabel, type CalendarEvent } from '../calendar-month.ts';

/** The colours of each kind of event (a buffer is drawn lighter, dashed). */
export const eventTone = {
  booking: 'bg-ink text-white',
  block: 'bg-red-100 text-red-900 ring-1 ring-red-300',
  buffer: 'border border-dashed border-stone-300 bg-stone-50 text-stone-500',
} as const;

/** An event's colours: a cancelled booking no longer holds the bike, so it is drawn muted and struck through. */
export function toneOf(event: CalendarEvent): string {
  return event.kind === 'booking' && event.status === 'cancelled' ? cancelledTone : eventTone[event.kind];
}
const cancelledTone = 'bg-stone-100 text-stone-500 line-through';

/** What a chip or a list line says about an event. */
export function eventTitle(event: CalendarEvent): string {
  if (event.kind === 'booking') return `${event.customer} · ${text.calendarStatusLabel[event.status] ?? event.status}`;
  if (event.kind === 'block') return text.blockReasons[event.reason];
  return text.bufferEvent(text.bufferLabel(event.minutes));
}

/** '12 Dec 2026, 06:00 am – 13 Dec 2026, 06:00 pm' */
export function eventWhen(event: CalendarEvent): string {
  return `${formatDate(event.from, 'dateTime')} – ${formatDate(event.to, 'dateTime')}`;
}

export interface BikeCalendarGridProps {
  /** 'YYYY-MM' */
  month: string;
  events: readonly CalendarEvent[];
  /** Today, 'YYYY-MM-DD' in India. */
  today: string;
  /** A free day clicked, or a range of days dragged over ('YYYY-MM-DD', from ≤ to). */
  onBlockDays: (fromDate: string, toDate: string) => void;
  onRemoveBlock: (event: Extract<CalendarEvent, { kind: 'block' }>) => void;
}

/**
 * The month grid of a bike (issue #19): Monday-first weeks, today marked; each day shows its bookings
 * (customer and status), blocks (reason, a button that removes it) and buffers. A free day is a button
 * that opens the block form; with a mouse, dragging from one free day to another selects the range. On a phone the cells only show coloured bars: the list under the grid
 * carries the details.
 */
export function BikeCalendarGrid({ month, events, today, onBlockDays, onRemoveBlock }: BikeCalendarGridProps) {
  const blanks = leadingBlanks(month);
  const drag = useDayRange(onBlockDays);
  return (
    <div
      onPointerLeave={drag.cancel}
      role="group"
      aria-label={text.monthGridLabel(monthLabel(month))}
      className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-black/5"
    >
      <div
        aria-hidden="true"
        className="grid grid-cols-7 border-b border-stone-200 bg-stone-50 text-center text-xs font-semibold tracking-wide text-stone-600 uppercase"
      >
        {WEEK_DAY_NAMES.map((day) => (
          <span key={day} className="py-2">
            {day}
          </span>
        ))}
      </div>
      <ol className="grid grid-cols-7">
        {Array.from({ length: blanks }, (_, i) => (
          <li
            key={`blank-${i}`}
            aria-hidden="true"
            className="min-h-14 border-r border-b border-stone-100 bg-stone-50/60 sm:min-h-28"
          />
        ))}
        {monthDays(month).map((date) => {
          const dayEvents = eventsOn(events, date);
          const free = isFreeDay(dayEvents);
          const isToday = date === today;
          const past = date < today;
          const label = formatDate(istInstant(date));
          return (
            <li
              key={date}
              data-date={date}
              className={`relative flex min-h-14 flex-col gap-1 border-r border-b border-stone-100 p-1 sm:min-h-28 sm:p-1.5 ${past ? 'bg-stone-50/60' : ''}`}
            >
              {free && (
                <button
                  type="button"
                  aria-label={text.blockDayLabel(label)}
                  {...drag.handlers(date)}
                  className={`absolute inset-0 rounded-sm ${drag.covers(date) ? 'bg-amber-100' : ''} hover:bg-amber-50 focus-visible:bg-amber-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand`}
                />
              )}
              <span
                className={`pointer-events-none relative inline-flex size-7 items-center justify-center self-start rounded-full text-sm tabular-nums ${
                  isToday ? 'bg-brand font-bold text-ink' : past ? 'text-stone-400' : 'text-ink'
                }`}
              >
                {Number(date.slice(8))}
                {isToday && <span className="sr-only"> {text.todayMarker}</span>}
              </span>
              {/* phone: coloured bars only */}
              <span aria-hidden="true" className="pointer-events-none relative flex flex-col gap-0.5 sm:hidden">
                {dayEvents.map((event) => (
                  <span key={event.key} className={`h-1.5 rounded-full ${toneOf(event)}`} />
                ))}
              </span>
              <span className="relative hidden flex-col gap-1 sm:flex">
                {dayEvents.map((event) =>
                  event.kind === 'block' ? (
                    <button
                      key={event.key}
                      type="button"
                      aria-label={text.removeBlockLabel(eventTitle(event), eventWhen(event))}
                      title={eventWhen(event)}
                      onClick={() => onRemoveBlock(event)}
                      className={`truncate rounded px-1.5 py-0.5 text-left text-xs font-semibold hover:bg-red-200 ${eventTone.block}`}
                    >
                      {eventTitle(event)}
                    </button>
                  ) : (
                    <span
                      key={event.key}
                      title={eventWhen(event)}
                      className={`pointer-events-none truncate rounded px-1.5 py-0.5 text-xs font-medium ${toneOf(event)}`}
                    >
                      {eventTitle(event)}
                    </span>
                  ),
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/**
 * The days under a mouse drag: pressed on one free day and released on another, the range (either
 * way round) is handed on; a plain click (or a tap: touch does not move between buttons) hands on
 * one day. A click that follows a drag's release (on the same button) is swallowed.
 */
function useDayRange(onBlockDays: (fromDate: string, toDate: string) => void) {
  const [range, setRange] = useState<{ start: string; end: string } | null>(null);
  const dragged = useRef(false);
  const ordered = (a: string, b: string) => (a <= b ? ([a, b] as const) : ([b, a] as const));
  return {
    cancel: () => setRange(null),
    covers: (date: string) => {
      if (!range || range.start === range.end) return false;
      const [from, to] = ordered(range.start, range.end);
      return date >= from && date <= to;
    },
    handlers: (date: string) => ({
      onPointerDown: (event: PointerEvent) => {
        dragged.current = false;
        if (event.pointerType === 'mouse' && event.button === 0) setRange({ start: date, end: date });
      },
      onPointerOver: () => setRange((current) => current && { ...current, end: date }),
      onPointerUp: () => {
        if (range && range.start !== date) {
          dragged.current = true;
          onBlockDays(...ordered(range.start, date));
        }
        setRange(null);
      },
      onClick: () => {
        if (dragged.current) {
          dragged.current = false;
          return;
        }
        onBlockDays(date, date);
      },
    }),
  };
}

/** The grid's loading state, the same shape. */
export function BikeCalendarGridSkeleton() {
  return (
    <div role="status" aria-busy="true" className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-black/5">
      <span className="sr-only">{text.loading}</span>
      <div className="h-8 border-b border-stone-200 bg-stone-50" />
      <div className="grid grid-cols-7">
        {Array.from({ length: 35 }, (_, i) => (
          <span key={i} className="min-h-14 border-r border-b border-stone-100 p-1.5 sm:min-h-28">
            <span className="block size-6 animate-pulse rounded-full bg-stone-100" />
          </span>
        ))}
      </div>
    </div>
  );
}
