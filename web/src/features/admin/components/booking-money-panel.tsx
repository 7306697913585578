import type { BookingMoney } from '#shared/api/finance.ts';
import { text } from '#shared/messages.ts';
import { DataTable, type DataTableColumn } from '#web/components/data-table.tsx';
import { formatDate, formatMoney } from '#web/lib/format.ts';

type Line = BookingMoney['lines'][number];

const columns: readonly DataTableColumn<Line>[] = [
  {
    header: text.financeDate,
    cell: (l) => <span className="whitespace-nowrap">{formatDate(l.postedAt, 'dateTime')}</span>,
  },
  {
    header: text.financeEvent,
    cell: (l) => (
      <span className="flex flex-col">
        <span className="font-medium text-ink">{l.memo}</span>
        <span className="text-xs text-stone-600">{l.event}</span>
      </span>
    ),
    className: 'lg:max-w-64',
  },
  {
    header: text.financeAccount,
    cell: (l) => (
      <span>
        {l.name} <span className="font-mono text-xs text-stone-600">{l.account}</span>
      </span>
    ),
  },
  { header: text.financeDebit, cell: (l) => (l.debit ? formatMoney(l.debit) : ''), className: 'text-right tabular-nums' },
  { header: text.financeCredit, cell: (l) => (l.credit ? formatMoney(l.credit) : ''), className: 'text-right tabular-nums' },
];

/** One booking's money: the figures the audit checks, and every journal line of it, oldest first. */
export function BookingMoneyPanel({ money }: { money: BookingMoney }) {
  const figures: [string, number][] = [
    [text.financeCaptured, money.captured],
    [text.financeRefunded, money.refunded],
    [text.financeKept, money.kept],
    [text.financePartnerCredited, money.partnerCredited],
    [text.financePlatformKept, money.platformKept],
  ];
  return (
    <div className="flex flex-col gap-3">
      <p className="font-mono text-xs break-all text-stone-600">{text.financeMoneyOf(money.bookingId)}</p>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-2xl bg-white px-4 py-3 shadow-sm ring-1 ring-black/5">
            <dt className="text-xs text-stone-600">{label}</dt>
            <dd className="text-lg font-semibold text-ink tabular-nums">{formatMoney(value)}</dd>
          </div>
        ))}
      </dl>
      <DataTable
        label={text.financeBookingMoney}
        columns={columns}
        rows={money.lines}
        getRowKey={(l) => `${l.postedAt}-${l.account}-${l.debit}-${l.credit}-${l.memo}`}
        empty={<p className="rounded-2xl bg-white px-4 py-6 text-sm text-stone-600 shadow-sm ring-1 ring-black/5">{text.financeNoLines}</p>}
      />
    </div>
  );
}
