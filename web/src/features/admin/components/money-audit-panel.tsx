import { Link } from 'react-router';
import type { MoneyAudit } from '#shared/api/finance.ts';
import { text } from '#shared/messages.ts';
import { Button } from '#web/components/button.tsx';
import { DataTable, type DataTableColumn } from '#web/components/data-table.tsx';
import { formatMoney } from '#web/lib/format.ts';

type Problem = MoneyAudit['problems'][number];

const columns: readonly DataTableColumn<Problem>[] = [
  {
    header: text.financeProblemKind,
    cell: (p) => (
      <span className="flex flex-col gap-0.5">
        <span className="font-medium text-ink">{p.message}</span>
        <span className="font-mono text-xs break-all text-stone-600">
          {p.kind}
          {p.week ? ` · ${p.week}` : ''}
        </span>
        {p.bookingId && (
          <Link className="text-xs font-medium text-ink underline" to={`/admin/finance?booking=${p.bookingId}`}>
            {text.financeMoneyOf(p.bookingId)}
          </Link>
        )}
        {!p.bookingId && p.partnerId && <span className="font-mono text-xs break-all text-stone-600">{p.partnerId}</span>}
      </span>
    ),
  },
  { header: text.financeExpected, cell: (p) => formatMoney(p.expected), className: 'text-right tabular-nums' },
  { header: text.financeActual, cell: (p) => formatMoney(p.actual), className: 'text-right tabular-nums' },
];

/** The money audit: what it checked, and every problem with the booking it concerns. */
export function MoneyAuditPanel(props: { audit: MoneyAudit | undefined; running: boolean; onRun: () => void; error?: React.ReactNode }) {
  const { audit } = props;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="dark" busy={props.running} onClick={props.onRun}>
          {text.financeRunAudit}
        </Button>
        {audit && (
          <p className="text-sm text-stone-600">
            {text.financeAuditChecked}: {audit.checked.bookings} bookings · {audit.checked.partners} partners ·{' '}
            {audit.checked.payouts} payouts
          </p>
        )}
      </div>
      {props.error}
      {audit?.ok && (
        <p role="status" className="rounded-2xl bg-green-50 px-4 py-3 text-sm font-medium text-green-900 ring-1 ring-green-200">
          {text.financeAuditClean}
        </p>
      )}
      {audit && !audit.ok && (
        <DataTable
          label={text.financeAuditProblems}
          columns={columns}
          rows={audit.problems}
          getRowKey={(p) => `${p.kind}-${p.bookingId ?? ''}-${p.partnerId ?? ''}-${p.week ?? ''}`}
        />
      )}
    </div>
  );
}
