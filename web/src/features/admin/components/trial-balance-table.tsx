import type { TrialBalance } from '#shared/api/finance.ts';
import { text } from '#shared/messages.ts';
import { DataTable, type DataTableColumn } from '#web/components/data-table.tsx';
import { formatMoney } from '#web/lib/format.ts';

type Account = TrialBalance['accounts'][number];

const amount = (value: number) => (value === 0 ? '—' : formatMoney(value));

const columns: readonly DataTableColumn<Account>[] = [
  {
    header: text.financeAccount,
    cell: (a) => (
      <span className="flex flex-col">
        <span className="font-medium text-ink">{a.name}</span>
        <span className="font-mono text-xs text-stone-600">{a.account}</span>
      </span>
    ),
  },
  { header: text.financeDebit, cell: (a) => amount(a.debit), className: 'text-right tabular-nums' },
  { header: text.financeCredit, cell: (a) => amount(a.credit), className: 'text-right tabular-nums' },
  { header: text.financeBalance, cell: (a) => formatMoney(a.balance), className: 'text-right font-semibold tabular-nums' },
];

/** The trial balance's accounts, and its totals under them (debits equal credits when the books balance). */
export function TrialBalanceTable({ data, loading, error }: { data: TrialBalance | undefined; loading: boolean; error?: React.ReactNode }) {
  const balanced = data ? data.totals.debit === data.totals.credit : true;
  return (
    <div className="flex flex-col gap-3">
      <DataTable
        label={text.financeTrialBalance}
        columns={columns}
        rows={data?.accounts}
        getRowKey={(a) => a.account}
        loading={loading}
        error={error}
        empty={<p className="rounded-2xl bg-white px-4 py-6 text-sm text-stone-600 shadow-sm ring-1 ring-black/5">{text.financeNoAccounts}</p>}
      />
      {data && (
        <dl className="flex flex-wrap items-center gap-x-6 gap-y-1 rounded-2xl bg-white px-4 py-3 text-sm shadow-sm ring-1 ring-black/5">
          <div className="flex gap-2">
            <dt className="font-semibold text-ink">{text.financeTotals}</dt>
            <dd className="tabular-nums">
              {text.financeDebit} {formatMoney(data.totals.debit)} · {text.financeCredit} {formatMoney(data.totals.credit)}
            </dd>
          </div>
          <dd className={balanced ? 'font-medium text-green-800' : 'font-medium text-red-700'} role="status">
            {balanced ? text.financeBalanced : text.financeUnbalanced}
          </dd>
        </dl>
      )}
    </div>
  );
}
