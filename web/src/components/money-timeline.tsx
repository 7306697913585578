import type { MoneyTimeline as Timeline, TimelineEntry } from '#shared/api/money-timeline.ts';
import { text } from '#shared/messages.ts';
import { formatDate, formatMoney } from '#web/lib/format.ts';
import type { Area } from '#web/lib/areas.ts';
import { useMoneyTimeline } from '#web/lib/use-money-timeline.ts';

const refundTones = {
  pending: 'text-amber-800',
  retrying: 'text-amber-800',
  processed: 'text-green-800',
  failed: 'text-red-700',
} as const;

/** A day of the timeline (YYYY-MM-DD, India) as '04 Dec 2026'. */
const day = (iso: string) => formatDate(`${iso}T12:00:00+05:30`);

function title(entry: TimelineEntry): string {
  return entry.refund ? text.timelineRefundKinds[entry.refund.kind] : text.timelineEntry[entry.kind];
}

function RefundStatus({ refund }: { refund: NonNullable<TimelineEntry['refund']> }) {
  const status =
    refund.status === 'retrying' && refund.nextTryAt
      ? text.timelineRefundStatus.retrying(refund.nextTryAt)
      : refund.status === 'retrying'
        ? text.timelineRefundStatus.pending
        : text.timelineRefundStatus[refund.status];
  const when =
    refund.expectedBy === null
      ? null
      : refund.status === 'processed' && refund.processedAt
        ? text.timelineBackOn(day(refund.expectedBy))
        : text.timelineExpectedBy(day(refund.expectedBy));
  return (
    <span className={`text-xs font-medium ${refundTones[refund.status]}`}>
      {status}
      {when && <span className="font-normal text-stone-600"> · {when}</span>}
    </span>
  );
}

/** The booking's money, oldest first: the totals, then each entry with its date and its details. */
export function MoneyTimelineView({ timeline }: { timeline: Timeline }) {
  const totals: [string, number][] = [
    [text.timelinePaid, timeline.totals.paid],
    [text.timelineRefunded, timeline.totals.refunded],
    [text.timelineRefunding, timeline.totals.refunding],
    [text.timelineKept, timeline.totals.kept],
  ];
  return (
    <div className="flex flex-col gap-3 text-sm" data-testid="money-timeline">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {totals.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-white px-3 py-2 ring-1 ring-stone-200">
            <dt className="text-xs text-stone-600">{label}</dt>
            <dd className="font-semibold text-ink tabular-nums">{formatMoney(value)}</dd>
          </div>
        ))}
      </dl>
      {timeline.entries.length === 0 ? (
        <p className="text-stone-600">{text.timelineEmpty}</p>
      ) : (
        <ol aria-label={text.timelineLabel} className="flex flex-col gap-2 border-l-2 border-stone-200 pl-3">
          {timeline.entries.map((entry, i) => (
            <li key={`${entry.kind}-${entry.at}-${i}`} className="flex flex-col gap-0.5">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-medium text-ink">{title(entry)}</span>
                <span className="font-semibold text-ink tabular-nums">{formatMoney(entry.amount)}</span>
              </div>
              <span className="text-xs text-stone-600">{formatDate(entry.at, 'dateTime')}</span>
              {entry.lines.length > 0 && (
                <span className="text-xs text-stone-600">
                  {entry.lines.map((l) => `${text.timelineLines[l.kind]} ${formatMoney(l.amount)}`).join(' · ')}
                </span>
              )}
              {entry.due !== null && entry.due > 0 && (
                <span className="text-xs text-stone-600">{text.timelineBalanceDue(formatMoney(entry.due))}</span>
              )}
              {entry.adjustment && (
                <span className="text-xs text-stone-600">
                  {text.timelineAdjustment(formatMoney(entry.adjustment.damageBefore), formatMoney(entry.adjustment.damageAfter))}
                </span>
              )}
              {entry.refund && <RefundStatus refund={entry.refund} />}
            </li>
          ))}
        </ol>
      )}
      {timeline.journal && (
        <p className={`text-xs ${timeline.journal.agrees ? 'text-green-800' : 'text-red-700'}`}>
          {timeline.journal.agrees
            ? text.timelineJournalAgrees
            : text.timelineJournalDiffers(formatMoney(timeline.journal.paid), formatMoney(timeline.journal.refunded))}
        </p>
      )}
    </div>
  );
}

export interface MoneyTimelinePanelProps {
  area: Area;
  bookingId: string;
  /** a heading above it (off inside a card that has its own) */
  heading?: boolean;
  className?: string;
}

/**
 * One booking's money timeline (issue #34, D79), fetched for the area's caller: the customer's ride
 * card and invoice, the partner's booking and the admin's booking show this same panel.
 */
export function MoneyTimelinePanel({ area, bookingId, heading = true, className = '' }: MoneyTimelinePanelProps) {
  const query = useMoneyTimeline(area, bookingId);
  return (
    <section aria-label={text.timelineLabel} className={`flex flex-col gap-2 ${className}`}>
      {heading && <h3 className="text-xs font-bold tracking-wide text-stone-500 uppercase">{text.timelineTitle}</h3>}
      {query.data ? (
        <MoneyTimelineView timeline={query.data.data} />
      ) : query.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {text.timelineFailed}
        </p>
      ) : (
        <p className="text-sm text-stone-600">{text.timelineLoading}</p>
      )}
    </section>
  );
}
