import { Link } from 'react-router';
import type { RideSettlement } from '#shared/api/settlement-fields.ts';
import { disputeWindowOpen } from '#shared/domain/pricing.ts';
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
 * charge within 48 hours (once; then it says so), and open the supplementary invoice of the charges.
 * The itemised settlement itself (and whether the balance is paid) is shown above it.
 */
export function BalanceActions({ bookingId, settlement, now, paying, onPay, onDispute }: BalanceActionsProps) {
  const due = formatMoney(settlement.due);
  const canDispute =
    settlement.damage > 0 && !settlement.disputedAt && disputeWindowOpen(new Date(settlement.settledAt), now);
  return (
    <div className="flex flex-col gap-2">
      {settlement.disputedAt && <p className="text-sm font-medium text-amber-800">{text.disputedLine}</p>}
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
