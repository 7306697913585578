import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { trialBalanceQuery } from '#shared/api/finance.ts';
import { istDate, istInstant } from '#shared/domain/time.ts';
import { text } from '#shared/messages.ts';
import { Button } from '#web/components/button.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { useBookingMoney, useMoneyAudit, useTrialBalance } from '#web/features/admin/api/use-finance.ts';
import { BookingMoneyPanel } from '#web/features/admin/components/booking-money-panel.tsx';
import { MoneyTimelinePanel } from '#web/components/money-timeline.tsx';
import { MoneyAuditPanel } from '#web/features/admin/components/money-audit-panel.tsx';
import { TrialBalanceTable } from '#web/features/admin/components/trial-balance-table.tsx';
import { ErrorState } from '#web/features/catalog/components/list-states.tsx';
import { ApiError } from '#web/lib/api-client.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const inputClass = 'min-h-11 rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-ink';

/** The range in the address, or the last 30 India days to today. */
function rangeFrom(params: URLSearchParams) {
  const today = istDate(new Date());
  const fallback = { from: istDate(new Date(istInstant(today).getTime() - 29 * DAY_MS)), to: today };
  const parsed = trialBalanceQuery.safeParse({ from: params.get('from') ?? fallback.from, to: params.get('to') ?? fallback.to });
  return parsed.success ? parsed.data : fallback;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}

/**
 * `/admin/finance?from&to&booking` (issue #28): the trial balance of a range of India days, the money
 * audit, and one booking's money lines (the admin's Bookings link here with `booking`).
 */
export function AdminFinancePage() {
  const [params, setParams] = useSearchParams();
  const range = rangeFrom(params);
  const booking = params.get('booking');
  const trial = useTrialBalance(range);
  const audit = useMoneyAudit();
  const money = useBookingMoney(booking);

  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [rangeError, setRangeError] = useState<string>();
  const [bookingId, setBookingId] = useState(booking ?? '');

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };
  const showRange = (event: FormEvent) => {
    event.preventDefault();
    const parsed = trialBalanceQuery.safeParse({ from, to });
    if (!parsed.success) {
      setRangeError(parsed.error.issues[0]?.message);
      return;
    }
    setRangeError(undefined);
    update(parsed.data);
  };
  const lookUp = (event: FormEvent) => {
    event.preventDefault();
    update({ booking: bookingId.trim() || null });
  };
  const moneyError = money.error instanceof ApiError ? money.error.message : money.isError ? text.financeLoadFailed : null;

  return (
    <>
      <PageTitle title={text.adminFinanceTitle} />
      <div className="flex min-w-0 flex-col gap-8">
        <Section title={text.financeTrialBalance}>
          <form className="flex flex-wrap items-end gap-3" noValidate onSubmit={showRange}>
            <div className="flex flex-col gap-1.5">
              <label htmlFor="finance-from" className="text-sm font-medium text-ink">
                {text.financeFrom}
              </label>
              <input id="finance-from" type="date" value={from} onChange={(e) => setFrom(e.target.value)} className={inputClass} />
            </div>
            <div className="flex flex-col gap-1.5">
              <label htmlFor="finance-to" className="text-sm font-medium text-ink">
                {text.financeTo}
              </label>
              <input id="finance-to" type="date" value={to} onChange={(e) => setTo(e.target.value)} className={inputClass} />
            </div>
            <Button type="submit" variant="dark">
              {text.financeShow}
            </Button>
            {rangeError && (
              <p role="alert" className="w-full text-sm text-red-700">
                {rangeError}
              </p>
            )}
          </form>
          <TrialBalanceTable
            data={trial.data?.data}
            loading={trial.isPending}
            error={
              trial.isError && (
                <ErrorState title={text.financeLoadFailed} retrying={trial.isFetching} onRetry={() => void trial.refetch()} />
              )
            }
          />
        </Section>

        <Section title={text.financeAudit}>
          <MoneyAuditPanel
            audit={audit.data?.data}
            running={audit.isFetching}
            onRun={() => void audit.refetch()}
            error={
              audit.isError && (
                <ErrorState title={text.financeLoadFailed} retrying={audit.isFetching} onRetry={() => void audit.refetch()} />
              )
            }
          />
        </Section>

        <Section title={text.financeBookingMoney}>
          <form className="flex flex-wrap items-end gap-3" noValidate onSubmit={lookUp}>
            <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:max-w-md">
              <label htmlFor="finance-booking" className="text-sm font-medium text-ink">
                {text.financeBookingId}
              </label>
              <input
                id="finance-booking"
                value={bookingId}
                onChange={(e) => setBookingId(e.target.value)}
                className={`${inputClass} font-mono text-sm`}
                autoComplete="off"
                spellCheck={false}
              />
            </div>
            <Button type="submit" variant="outline" busy={money.isFetching}>
              {text.financeLookUp}
            </Button>
          </form>
          {!booking && <p className="text-sm text-stone-600">{text.financeBookingHint}</p>}
          {moneyError && (
            <p role="alert" className="text-sm text-red-700">
              {moneyError}
            </p>
          )}
          {money.data && (
            <>
              <MoneyTimelinePanel area="admin" bookingId={money.data.data.bookingId} />
              <BookingMoneyPanel money={money.data.data} />
            </>
          )}
        </Section>
      </div>
    </>
  );
}
