import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { markPayoutPaidBody, payoutEntriesResponse, utrField, type PartnerWeek } from '#shared/api/ledger.ts';
import { istDate, istInstant, istWeekStart } from '#shared/domain/time.ts';
import { msg, text } from '#shared/messages.ts';
import { Button } from '#web/components/button.tsx';
import { DataTable, type DataTableColumn } from '#web/components/data-table.tsx';
import { Modal } from '#web/components/modal.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { adminKeys } from '#web/features/admin/api/admin-keys.ts';
import { markPayoutPaid } from '#web/features/admin/api/mark-payout-paid.ts';
import { usePayouts } from '#web/features/admin/api/use-payouts.ts';
import { EmptyState, ErrorState } from '#web/features/catalog/components/list-states.tsx';
import { ApiError, apiRequest } from '#web/lib/api-client.ts';
import { downloadPdf } from '#web/lib/download-pdf.ts';
import { formatDate, formatMoney } from '#web/lib/format.ts';
import { showError, showSuccess } from '#web/lib/toast.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const shiftWeek = (week: string, weeks: number) =>
  istWeekStart(new Date(istInstant(week).getTime() + weeks * 7 * DAY_MS));
const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The commission invoice of a paid week (issue #34): its PDF, downloaded with the admin's token. */
function CommissionInvoiceButton({ partnerId, week }: { partnerId: string; week: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="ghost"
      size="md"
      busy={busy}
      onClick={() => {
        setBusy(true);
        downloadPdf('admin', '/commissionInvoice.pdf', { partnerId, week }, `commission-${week}.pdf`)
          .catch((caught: unknown) => showError(caught instanceof Error ? caught.message : msg.somethingWrong))
          .finally(() => setBusy(false));
      }}
    >
      {text.commissionInvoiceLink}
    </Button>
  );
}

/**
 * The confirmation of Mark paid (issue #34, D80): the partner's bank account (masked), each entry the
 * payout pays and the amount, read fresh from GET /payoutEntries, and the day the transfer was made
 * (today by default); Confirm paid sends it with the UTR.
 */
function ConfirmPayoutModal({
  row,
  week,
  reference,
  onClose,
}: {
  row: PartnerWeek;
  week: string;
  reference: string;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const today = istDate(new Date());
  const [paidOn, setPaidOn] = useState(today);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const details = useQuery({
    queryKey: [...adminKeys.payouts, 'entries', row.partnerId, week],
    queryFn: ({ signal }) =>
      apiRequest('admin', '/payoutEntries', {
        query: { partnerId: row.partnerId, week },
        schema: payoutEntriesResponse,
        signal,
      }),
  });
  const data = details.data?.data;
  const account = data?.week.bankAccount ?? row.bankAccount;
  const confirm = async () => {
    const day = markPayoutPaidBody.shape.paidOn.safeParse(paidOn);
    // a day after today is the server's to refuse (its clock is the judge): the same message comes back
    if (!day.success || paidOn < week) {
      setError(msg.payoutPaidOnInvalid);
      return;
    }
    setError('');
    setBusy(true);
    try {
      const answer = await markPayoutPaid({ partnerId: row.partnerId, week, reference, paidOn });
      showSuccess(answer.message);
      await queryClient.invalidateQueries({ queryKey: adminKeys.payouts });
      onClose();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : msg.somethingWrong);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal title={text.payoutConfirmTitle} onClose={onClose} locked={busy}>
      <div className="flex flex-col gap-4 text-sm text-stone-700">
        <dl className="grid gap-2 rounded-lg bg-stone-50 p-3 sm:grid-cols-2">
          <div>
            <dt className="text-stone-600">{text.payoutPartner}</dt>
            <dd className="font-semibold text-ink break-words">{row.name}</dd>
          </div>
          <div>
            <dt className="text-stone-600">{text.markPaidAccount}</dt>
            <dd className="font-semibold text-ink">
              {account ? (
                <>
                  <span className="font-mono">{account.accountMasked}</span> · {account.ifsc}
                  <span className="block font-normal text-stone-600">{account.holder}</span>
                </>
              ) : (
                <span className="text-danger">{text.noBankAccount}</span>
              )}
            </dd>
          </div>
          <div>
            <dt className="text-stone-600">{text.payoutReference}</dt>
            <dd className="font-mono text-ink break-all">{reference}</dd>
          </div>
          <div>
            <dt className="text-stone-600">{text.markPaidAmount}</dt>
            <dd className="text-lg font-semibold text-ink">{formatMoney(data?.week.net ?? row.net)}</dd>
          </div>
        </dl>
        <div>
          <h3 className="font-semibold text-ink">
            {text.markPaidEntries} ({data?.entries.length ?? row.entries})
          </h3>
          <ul className="mt-1 max-h-48 divide-y divide-stone-200 overflow-y-auto rounded-lg ring-1 ring-stone-200">
            {data?.entries.map((entry) => (
              <li key={entry._id} className="flex items-center justify-between gap-3 px-3 py-2">
                <span>
                  {text.kindNames[entry.kind]} · {formatDate(entry.date)}
                </span>
                <span className="font-semibold tabular-nums">{formatMoney(entry.net)}</span>
              </li>
            ))}
            {details.isPending && <li className="px-3 py-2 text-stone-600">…</li>}
          </ul>
        </div>
        <TextField
          label={text.markPaidOnLabel}
          type="date"
          value={paidOn}
          min={week}
          max={today}
          onChange={(event) => setPaidOn(event.target.value)}
          error={error || undefined}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={busy} onClick={onClose}>
            {text.payoutConfirmCancel}
          </Button>
          <Button variant="dark" busy={busy} disabled={details.isPending} onClick={() => void confirm()}>
            {text.payoutConfirmButton}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

/** Mark paid: the UTR field and its button, for a partner's week not paid yet; it opens the confirmation. */
function MarkPaidForm({ row, week }: { row: PartnerWeek; week: string }) {
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState<string | null>(null);
  const submit = () => {
    const parsed = utrField().safeParse(reference);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setConfirming(parsed.data);
  };
  const inputId = `utr-${row.partnerId}`;
  return (
    <form
      className="flex flex-wrap items-start gap-2"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
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
      <Button type="submit" size="md" variant="dark">
        {text.markPaid}
      </Button>
      {confirming && (
        <ConfirmPayoutModal row={row} week={week} reference={confirming} onClose={() => setConfirming(null)} />
      )}
    </form>
  );
}

/**
 * `/admin/payouts?week=` (issue #18): a payout week (Monday to Sunday, India time), each partner with
 * entries in it, their number, the net and the status; Mark paid takes the bank transfer's UTR and asks
 * for confirmation with the account, the entries, the amount and the day paid (issue #34); a paid week
 * shows its day and its commission invoice.
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
      card: 'title',
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
      card: 'full',
      cell: (row) =>
        row.status === 'paid' ? (
          <span className="flex flex-col items-start gap-1">
            <span className="font-mono">{row.reference}</span>
            {row.paidOn && <span className="text-xs text-stone-600">{text.paidOnLine(row.paidOn)}</span>}
            <CommissionInvoiceButton partnerId={row.partnerId} week={week} />
          </span>
        ) : (
          <MarkPaidForm row={row} week={week} />
        ),
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
