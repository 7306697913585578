import { useState, type FormEvent } from 'react';
import { earningsCsvQuery, type LedgerEntry } from '#shared/api/ledger.ts';
import { istDate } from '#shared/domain/time.ts';
import { text } from '#shared/messages.ts';
import { Button } from '#web/components/button.tsx';
import { DataTable, type DataTableColumn } from '#web/components/data-table.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { Pagination } from '#web/components/pagination.tsx';
import { StatCard } from '#web/components/stat-card.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { EmptyState, ErrorState } from '#web/features/catalog/components/list-states.tsx';
import { downloadEarningsCsv } from '#web/features/partner/api/download-earnings-csv.ts';
import { useEarnings } from '#web/features/partner/api/use-earnings.ts';
import { RupeeIcon } from '#web/features/partner/components/partner-icons.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { downloadPdf } from '#web/lib/download-pdf.ts';
import { formatDate, formatMoney } from '#web/lib/format.ts';
import { showError } from '#web/lib/toast.ts';

const money = (
  key: 'gross' | 'commission' | 'gstOnCommission' | 'tcs' | 'tds' | 'gstCollected' | 'damage' | 'net',
) => ({
  header: text.columns[key],
  cell: (row: LedgerEntry) => formatMoney(row[key]),
  className: key === 'net' ? 'text-right font-semibold' : 'text-right',
});

/** The platform's commission invoice of the payout that paid an entry (issue #34), as its PDF. */
function CommissionInvoiceButton({ week }: { week: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="ghost"
      size="md"
      busy={busy}
      onClick={() => {
        setBusy(true);
        downloadPdf('partner', '/commissionInvoice.pdf', { week }, `commission-${week}.pdf`)
          .catch((caught: unknown) => showError(caught instanceof Error ? caught.message : text.csvDownloadFailed))
          .finally(() => setBusy(false));
      }}
    >
      {text.commissionInvoiceLink}
    </Button>
  );
}

const columns: readonly DataTableColumn<LedgerEntry>[] = [
  { header: text.columns.date, cell: (row) => formatDate(row.date), card: 'title' },
  { header: text.columns.kind, cell: (row) => text.kindNames[row.kind] },
  {
    header: text.columns.bookingId,
    cell: (row) => (row.bookingId ? <span className="font-mono text-xs">{row.bookingId.slice(0, 8)}</span> : '—'),
  },
  money('gross'),
  money('commission'),
  money('gstOnCommission'),
  money('tcs'),
  money('tds'),
  money('gstCollected'),
  money('damage'),
  money('net'),
  { header: text.columns.status, cell: (row) => text.payoutStatusNames[row.status] },
  {
    header: text.columns.reference,
    cell: (row) =>
      row.reference ? (
        <span className="flex flex-col items-start gap-1">
          <span className="font-mono">{row.reference}</span>
          {row.payoutWeek && <CommissionInvoiceButton week={row.payoutWeek} />}
        </span>
      ) : (
        '—'
      ),
  },
];

/** The statement download: a date range checked with the server's schema, then the CSV file. */
function CsvDownload() {
  const today = istDate(new Date());
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = earningsCsvQuery.safeParse({ from, to });
    if (!parsed.success) {
      const next: { from?: string; to?: string } = {};
      for (const issue of parsed.error.issues) next[issue.path[0] === 'from' ? 'from' : 'to'] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await downloadEarningsCsv(parsed.data);
    } catch (error) {
      showError(error instanceof ApiError ? error.message : text.csvDownloadFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="flex flex-wrap items-end gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-black/5"
    >
      <h2 className="w-full text-base font-semibold text-ink">{text.csvTitle}</h2>
      <TextField
        label={text.csvFromLabel}
        type="date"
        value={from}
        onChange={(e) => setFrom(e.target.value)}
        error={errors.from}
      />
      <TextField
        label={text.csvToLabel}
        type="date"
        value={to}
        onChange={(e) => setTo(e.target.value)}
        error={errors.to}
      />
      <Button type="submit" variant="dark" busy={busy}>
        {text.csvDownload}
      </Button>
    </form>
  );
}

/**
 * `/partner/earnings` (issue #18): the partner's ledger entries with every column, the totals pending
 * and paid, each paid entry's transfer reference, and a CSV statement of a date range.
 */
export function PartnerEarningsPage() {
  const [page, setPage] = useState(1);
  const earnings = useEarnings(page);
  const data = earnings.data?.data;
  return (
    <>
      <PageTitle title={text.earningsTitle} />
      <div className="grid gap-4 sm:grid-cols-2">
        <StatCard
          label={text.pendingTotal}
          value={data ? formatMoney(data.totals.pending) : null}
          icon={<RupeeIcon />}
        />
        <StatCard
          label={text.paidTotal}
          value={data ? formatMoney(data.totals.paid) : null}
          icon={<RupeeIcon />}
          tone="green"
        />
      </div>
      <CsvDownload />
      <DataTable
        label={text.earningsTitle}
        columns={columns}
        rows={data?.entries}
        getRowKey={(row) => row._id}
        loading={earnings.isPending}
        error={
          earnings.isError && (
            <ErrorState
              title={text.earningsLoadFailed}
              retrying={earnings.isFetching}
              onRetry={() => void earnings.refetch()}
            />
          )
        }
        empty={<EmptyState title={text.earningsTitle} hint={text.earningsEmpty} />}
      />
      <Pagination page={data?.page ?? page} totalPages={data?.totalPages ?? 0} onPageChange={setPage} />
    </>
  );
}
