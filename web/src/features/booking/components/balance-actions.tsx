import { Link } from 'react-router';
import type { RideSettlement } from '#shared/api/settlement-fields.ts';
import { DAMAGE_DISPUTE_HOURS, disputeWindowOpen } from '#shared/domain/pricing.ts';
import { istDate, istTime } from '#shared/domain/time.ts';
import { DisputeState } from '#web/components/dispute-state.tsx';
import { text } from '#shared/messages.ts';
import { Button, buttonClass } from '#web/components/button.tsx';
import { formatMoney } from '#web/lib/format.ts';

export interface BalanceActionsProps {
  bookingId: string;
  settlement: NonNullable<RideSettlement>;
  /** the instant the dispute window is judged at (the page's clock) */
  now: Date;
  paying: boolean;
  onPay: () => void;
  onDispute: () => void;
}

/**
 * What a customer can do after a ride's settlement (issue #17): pay a balance due, dispute a damage
 * charge within 48 hours (the deadline shown, issue #34; once; then it says so, and later what an admin
 * decided), and open the supplementary invoice of the charges.
 * The itemised settlement itself (and whether the balance is paid) is shown above it.
 */
/** When the 48 h dispute window of a settlement closes. */
const disputeDeadline = (settledAt: string) =>
  new Date(new Date(settledAt).getTime() + DAMAGE_DISPUTE_HOURS * 60 * 60 * 1000);
/** An instant as India's day and time: '2026-11-29, 02:20 PM'. */
const formatInstant = (instant: Date) => `${istDate(instant)}, ${istTime(instant)}`;

export function BalanceActions({ bookingId, settlement, now, paying, onPay, onDispute }: BalanceActionsProps) {
  const due = formatMoney(settlement.due);
  const canDispute =
    settlement.damage > 0 && !settlement.disputedAt && disputeWindowOpen(new Date(settlement.settledAt), now);
  return (
    <div className="flex flex-col gap-2">
      <DisputeState settlement={settlement} openLine={text.disputedLine} />
      {canDispute && (
        <p className="text-sm text-stone-700">
          {text.disputeWindowUntil(formatInstant(disputeDeadline(settlement.settledAt)))}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {settlement.due > 0 && !settlement.duePaid && (
          <Button variant="primary" busy={paying} onClick={onPay}>
            {text.payBalance(due)}
          </Button>
        )}
        {canDispute && (
          <Button variant="outline" onClick={onDispute}>
            {text.disputeDamage}
          </Button>
        )}
        {settlement.charges > 0 && (
          <Link to={`/supplementaryInvoice?order=${encodeURIComponent(bookingId)}`} className={buttonClass('ghost')}>
            {text.supplementaryInvoice}
          </Link>
        )}
      </div>
    </div>
  );
}
