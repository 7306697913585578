import { useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { istDate } from '#shared/domain/time.ts';
import { msg, text } from '#shared/messages.ts';
import { Button, buttonClass } from '#web/components/button.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { ErrorState } from '#web/features/catalog/components/list-states.tsx';
import { partnerKeys, usePartnerId } from '#web/features/partner/api/partner-keys.ts';
import { unblockBike } from '#web/features/partner/api/unblock-bike.ts';
import { useBikeCalendar } from '#web/features/partner/api/use-bike-calendar.ts';
import {
  calendarEvents,
  MONTH_PATTERN,
  monthLabel,
  monthOf,
  shiftMonth,
  type CalendarEvent,
} from '#web/features/partner/calendar-month.ts';
import { BikeCalendarGrid, BikeCalendarGridSkeleton } from '#web/features/partner/components/bike-calendar-grid.tsx';
import { BlockBikeModal } from '#web/features/partner/components/block-bike-modal.tsx';
import { CalendarFeedPanel } from '#web/features/partner/components/calendar-feed-panel.tsx';
import { CalendarLegend, MonthEventsList } from '#web/features/partner/components/month-events-list.tsx';
import { confirmAction } from '#web/lib/confirm.ts';
import { showSuccess } from '#web/lib/toast.ts';

/** What the bikes list hands over with the Calendar link: the bike's name for the heading. */
export interface CalendarLinkState {
  bikeName?: string;
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
      <path d={direction === 'left' ? 'm15 6-6 6 6 6' : 'm9 6 6 6-6 6'} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * `/partner/bikes/:id/calendar` (issue #19): the bike's month (`?month=YYYY-MM`, India time, this month
 * by default) with its bookings, blocks and buffers; a free day opens the block form, a block is
 * removed after a confirmation; the month's list under the grid; the iCal subscription panel.
 */
export function PartnerBikeCalendarPage() {
  const { id: bikeId = '' } = useParams();
  const bikeName = (useLocation().state as CalendarLinkState | null)?.bikeName;
  const [params, setParams] = useSearchParams();
  const current = monthOf();
  const asked = params.get('month') ?? '';
  const month = MONTH_PATTERN.test(asked) ? asked : current;
  const calendar = useBikeCalendar(bikeId, month);
  const queryClient = useQueryClient();
  const partnerId = usePartnerId();
  const [blocking, setBlocking] = useState<{ fromDate: string; toDate: string } | null>(null);
  const today = istDate(new Date());

  const goTo = (next: string) =>
    setParams(next === current ? {} : { month: next }, { state: { bikeName } satisfies CalendarLinkState });
  const refresh = () => queryClient.invalidateQueries({ queryKey: partnerKeys.calendars(partnerId, bikeId) });

  const removeBlock = async (event: Extract<CalendarEvent, { kind: 'block' }>) => {
    if (!(await confirmAction(msg.confirmUnblock))) return;
    try {
      showSuccess((await unblockBike(event.blockId)).message);
    } catch {
      // The API client has shown the server's reason; the calendar reloads either way.
    }
    await refresh();
  };

  const events = calendar.data ? calendarEvents(calendar.data) : [];
  const label = monthLabel(month);

  return (
    <>
      <div className="flex flex-col gap-2">
        <Link
          to="/partner/bikes"
          className="inline-flex items-center gap-1 self-start text-sm font-semibold text-stone-600 hover:text-ink"
        >
          <Chevron direction="left" />
          {text.backToBikes}
        </Link>
        <PageTitle title={bikeName ? text.calendarTitleOf(bikeName) : text.calendarTitle} />
        <p className="max-w-3xl text-sm text-stone-600">{text.calendarIntro}</p>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-1">
          <button
            type="button"
            aria-label={text.previousMonth}
            onClick={() => goTo(shiftMonth(month, -1))}
            className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-stone-200"
          >
            <Chevron direction="left" />
          </button>
          <h2 aria-live="polite" className="min-w-40 text-center text-lg font-bold text-ink">
            {label}
          </h2>
          <button
            type="button"
            aria-label={text.nextMonth}
            onClick={() => goTo(shiftMonth(month, 1))}
            className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-stone-200"
          >
            <Chevron direction="right" />
          </button>
          {month !== current && (
            <button type="button" onClick={() => goTo(current)} className={buttonClass('ghost')}>
              {text.thisMonth}
            </button>
          )}
        </div>
        <Button onClick={() => setBlocking({ fromDate: today, toDate: today })}>{text.blockTime}</Button>
      </div>

      {calendar.isError ? (
        <ErrorState
          title={msg.calendarLoadFailed}
          retrying={calendar.isFetching}
          onRetry={() => void calendar.refetch()}
        />
      ) : (
        <>
          <CalendarLegend />
          {calendar.data && !calendar.isPlaceholderData ? (
            <BikeCalendarGrid
              month={month}
              events={events}
              today={today}
              onBlockDays={(fromDate, toDate) => setBlocking({ fromDate, toDate })}
              onRemoveBlock={(event) => void removeBlock(event)}
            />
          ) : (
            <BikeCalendarGridSkeleton />
          )}
          {calendar.data && !calendar.isPlaceholderData && (
            <MonthEventsList events={events} onRemoveBlock={(event) => void removeBlock(event)} />
          )}
        </>
      )}

      <CalendarFeedPanel bikeId={bikeId} />

      {blocking && (
        <BlockBikeModal
          bikeId={bikeId}
          fromDate={blocking.fromDate}
          toDate={blocking.toDate}
          onClose={() => setBlocking(null)}
          onBlocked={(answer) => {
            showSuccess(answer.message);
            void refresh();
          }}
        />
      )}
    </>
  );
}
