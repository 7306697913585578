import type { RideRefund } from '#shared/api/refund-fields.ts';
import type { RideSettlement } from '#shared/api/settlement-fields.ts';
import { settlementKmLine, settlementLines, settlementOutcome } from '#shared/domain/settlement-lines.ts';
import { text } from '#shared/messages.ts';
import { formatDate, formatMoney } from '#web/lib/format.ts';

const refundTones = { pending: 'text-amber-800', processed: 'text-green-800', failed: 'text-red-700' } as const;

export interface SettlementSummaryProps {
  settlement: NonNullable<RideSettlement>;
  /** the ride's deposit refund and where it stands (the ride's latest refund), null when none */
  refund?: RideRefund | undefined;
  /** a heading above the lines (My Rides, the invoice); off inside a dialog that has its own */
  title?: boolean;
  className?: string;
}

/**
 * The itemised settlement of a returned ride (issue #17): when it came back, the odometer, each
 * charge (excess km, late return, their taxes, damage with its note), the total and the deposit, then
 * the deposit refund with its status, or the balance due. My Rides, the invoice, the partner's
 * bookings and the completion dialog's preview show it; it reads in one column at 390 px.
 */
export function SettlementSummary({ settlement, refund, title = true, className = '' }: SettlementSummaryProps) {
  const outcome = settlementOutcome(settlement);
  const lines = settlementLines(settlement);
  return (
    <section aria-label={text.settlementTitle} className={`flex flex-col gap-2 text-sm ${className}`}>
      {title && <h3 className="text-xs font-bold tracking-wide text-stone-500 uppercase">{text.settlementTitle}</h3>}
      <p className="text-stone-600">
        {text.settlementReturnedAt(formatDate(settlement.returnedAt), formatDate(settlement.returnedAt, 'time'))}
        {' · '}
        {settlementKmLine(settlement)}
      </p>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        {lines.map((line) => (
          <div key={line.label} className="contents">
            <dt className="text-stone-700">{line.label}</dt>
            <dd className="text-right font-medium text-ink tabular-nums">{formatMoney(line.amount)}</dd>
          </div>
        ))}
      </dl>
      {settlement.damage > 0 && settlement.damageNote && (
        <p className="break-words text-stone-600">
          {text.damageNoteLabel}: {settlement.damageNote}
        </p>
      )}
      {outcome.kind === 'refund' && (
        <p className="flex flex-wrap justify-between gap-x-4 font-semibold text-ink">
          <span>{text.settlementDepositRefund}</span>
          <span className="tabular-nums">
            {formatMoney(outcome.amount)}
            {refund && (
              <span className={`ml-2 text-xs font-medium ${refundTones[refund.status]}`}>
                {text.refundStatusNames[refund.status]}
              </span>
            )}
          </span>
        </p>
      )}
      {outcome.kind === 'due' && (
        <p className={`font-semibold ${outcome.paid ? 'text-green-800' : 'text-red-700'}`}>
          {outcome.paid
            ? text.settlementBalancePaid(formatMoney(outcome.amount))
            : text.settlementBalanceDue(formatMoney(outcome.amount))}
        </p>
      )}
      {outcome.kind === 'even' && <p className="font-semibold text-ink">{text.settlementNothingDue}</p>}
      {settlement.adjustmentRefund && (
        <p className="flex flex-wrap justify-between gap-x-4 font-semibold text-ink">
          <span>{text.settlementAdjustmentRefund}</span>
          <span className="tabular-nums">
            {formatMoney(settlement.adjustmentRefund.amount)}
            <span className={`ml-2 text-xs font-medium ${refundTones[settlement.adjustmentRefund.status]}`}>
              {text.refundStatusNames[settlement.adjustmentRefund.status]}
            </span>
          </span>
        </p>
      )}
    </section>
  );
}

/** One line for a table cell: the charges and what comes back or is due. */
export function settlementShort(settlement: NonNullable<RideSettlement>): string {
  const outcome = settlementOutcome(settlement);
  const charges = `${text.settlementCharges} ${formatMoney(settlement.charges)}`;
  if (outcome.kind === 'refund') return `${charges} · ${text.settlementDepositRefund} ${formatMoney(outcome.amount)}`;
  if (outcome.kind === 'due')
    return `${charges} · ${outcome.paid ? text.settlementBalancePaid(formatMoney(outcome.amount)) : text.settlementBalanceDue(formatMoney(outcome.amount))}`;
  return `${charges} · ${text.settlementNothingDue}`;
}
