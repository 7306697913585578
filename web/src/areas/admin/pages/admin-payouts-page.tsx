import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { utrField, type PartnerWeek } from '#shared/api/ledger.ts';
import { istDate, istInstant, istWeekStart } from '#shared/domain/time.ts';
import { text } from '#shared/messages.ts';
import { Button } from '#web/components/button.tsx';
import { DataTable, type DataTableColumn } from '#web/components/data-table.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { adminKeys } from '#web/features/admin/api/admin-keys.ts';
import { markPayoutPaid } from '#web/features/admin/api/mark-payout-paid.ts';
import { usePayouts } from '#web/features/admin/api/use-payouts.ts';
import { EmptyState, ErrorState } from '#web/features/catalog/components/list-states.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { formatMoney } from '#web/lib/format.ts';
import { showError, showSuccess } from '#web/lib/toast.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const shiftWeek = (week: string, weeks: number) =>
  istWeekStart(new Date(istInstant(week).getTime() + weeks * 7 * DAY_MS));
const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** Mark paid: the UTR field and its button, for a partner's week not paid yet. */
function MarkPaidForm({ row, week }: { row: PartnerWeek; week: string }) {
  const queryClient = useQueryClient();
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const parsed = utrField().safeParse(reference);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const answer = await markPayoutPaid({ partnerId: row.partnerId, week, reference: parsed.data });
      showSuccess(answer.message);
      await queryClient.invalidateQueries({ queryKey: adminKeys.payouts });
    } catch (caught) {
      if (caught instanceof ApiError) showError(caught.message);
    } finally {
      setBusy(false);
    }
  };
  const inputId = `utr-${row.partnerId}`;
  return (
    <form
      className="flex flex-wrap items-start gap-2"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {/* relative: the visually hidden label is absolutely placed; without a positioned box inside the
          table's scroller it escapes it and widens the whole page on a phone */}
      <div className="relative flex flex-col gap-1">
        <label htmlFor={inputId} className="sr-only">
          {text.markPaidTitle(row.name, formatMoney(row.net))}
        </label>
        <input
          id={inputId}
          value={reference}
          onChange={(event) => setReference(event.target.value)}
          placeholder={text.referencePlaceholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="min-h-11 w-48 rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-ink"
        />
        {error && (
          <span id={`${inputId}-error`} className="max-w-48 text-xs text-red-700">
            {error}
          </span>
        )}
      </div>
      <Button type="submit" size="md" variant="dark" busy={busy}>
        {text.markPaid}
      </Button>
    </form>
  );
}

/**
 * `/admin/payouts?week=` (issue #18): a payout week (Monday to Sunday, India time), each partner with
 * entries in it, their number, the net and the status; Mark paid takes the bank transfer's UTR.
 */
export function AdminPayoutsPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('week');
  const week = isDay(asked) ? istWeekStart(istInstant(asked)) : istWeekStart(new Date());
  const payouts = usePayouts(week);
  const setWeek = (next: string) => setParams({ week: next });
  const sunday = istDate(new Date(istInstant(week).getTime() + 6 * DAY_MS));

  const columns: readonly DataTableColumn<PartnerWeek>[] = [
    {
      header: text.payoutPartner,
      cell: (row) => (
        <div>
          <div className="font-medium text-ink">{row.name}</div>
          <div className="text-xs text-stone-600">{row.email}</div>
        </div>
      ),
    },
    { header: text.payoutEntries, cell: (row) => row.entries, className: 'text-right' },
    { header: text.payoutNet, cell: (row) => formatMoney(row.net), className: 'text-right font-semibold' },
    { header: text.payoutStatus, cell: (row) => text.payoutStatusNames[row.status] },
    {
      header: text.payoutReference,
      cell: (row) => (row.status === 'paid' ? row.reference : <MarkPaidForm row={row} week={week} />),
    },
  ];

  return (
    <>
      <PageTitle title={text.payoutsTitle} />
      <div className="flex flex-wrap items-end gap-3">
        <Button variant="outline" onClick={() => setWeek(shiftWeek(week, -1))}>
          {text.previousWeek}
        </Button>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="payout-week" className="text-sm font-medium text-ink">
            {text.payoutWeekLabel}
          </label>
          <input
            id="payout-week"
            type="date"
            value={week}
            onChange={(event) => {
              if (isDay(event.target.value)) setWeek(istWeekStart(istInstant(event.target.value)));
            }}
            className="min-h-11 rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-ink"
          />
        </div>
        <Button variant="outline" onClick={() => setWeek(shiftWeek(week, 1))}>
          {text.nextWeek}
        </Button>
        <p className="text-sm text-stone-600">{text.weekRange(week, sunday)}</p>
      </div>
      <DataTable
        label={text.payoutsTitle}
        columns={columns}
        rows={payouts.data?.data.partners}
        getRowKey={(row) => row.partnerId}
        loading={payouts.isPending}
        error={
          payouts.isError && (
            <ErrorState
              title={text.payoutsLoadFailed}
              retrying={payouts.isFetching}
              onRetry={() => void payouts.refetch()}
            />
          )
        }
        empty={<EmptyState title={text.payoutsEmpty} hint={text.weekRange(week, sunday)} />}
      />
    </>
  );
}
