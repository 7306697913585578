import { text } from '#shared/messages.ts';
import type { CalendarEvent } from '../calendar-month.ts';
import { eventTitle, eventTone, eventWhen, toneOf } from './bike-calendar-grid.tsx';

export interface MonthEventsListProps {
  /** The month's events; buffers are left out (the grid draws them). */
  events: readonly CalendarEvent[];
  onRemoveBlock: (event: Extract<CalendarEvent, { kind: 'block' }>) => void;
}

/**
 * The month's bookings and blocks as a list under the grid: the details a phone's compact grid does
 * not show, and a Remove button on each block.
 */
export function MonthEventsList({ events, onRemoveBlock }: MonthEventsListProps) {
  const shown = events.filter((event) => event.kind !== 'buffer');
  return (
    <section aria-labelledby="month-events" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-black/5 sm:p-6">
      <h2 id="month-events" className="text-lg font-bold text-ink">
        {text.monthEventsTitle}
      </h2>
      {shown.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">{text.monthEventsEmpty}</p>
      ) : (
        <ul className="mt-3 flex flex-col divide-y divide-stone-100">
          {shown.map((event) => (
            <li key={event.key} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3">
              <span aria-hidden="true" className={`size-3 shrink-0 rounded-full ${toneOf(event)}`} />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="font-semibold break-words text-ink">
                  <span className="sr-only">
                    {event.kind === 'block' ? text.calendarLegendBlock : text.calendarLegendBooking}:{' '}
                  </span>
                  {eventTitle(event)}
                </span>
                <span className="text-sm text-stone-600">{eventWhen(event)}</span>
              </span>
              {event.kind === 'block' && (
                <button
                  type="button"
                  aria-label={text.removeBlockLabel(eventTitle(event), eventWhen(event))}
                  onClick={() => onRemoveBlock(event)}
                  className="min-h-11 rounded-lg px-3 text-sm font-semibold text-danger hover:bg-red-50"
                >
                  {text.removeBlock}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The colours' key, above the grid. */
export function CalendarLegend() {
  const items = [
    ['booking', text.calendarLegendBooking],
    ['block', text.calendarLegendBlock],
    ['buffer', text.calendarLegendBuffer],
  ] as const;
  return (
    <ul className="flex flex-wrap gap-4 text-sm text-stone-600">
      {items.map(([kind, label]) => (
        <li key={kind} className="flex items-center gap-2">
          <span aria-hidden="true" className={`h-3 w-6 rounded ${eventTone[kind]}`} />
          {label}
        </li>
      ))}
    </ul>
  );
}
