import type { RideSettlement } from '#shared/api/settlement-fields.ts';
import { text } from '#shared/messages.ts';

/**
 * Where a damage-charge dispute stands (issue #34, D80), the same for the customer (My Rides) and the
 * partner (their booking): open ("disputed: our team is looking into it") or resolved, with what an
 * admin decided. Nothing when the charge was never disputed. `openLine` lets the customer's card keep
 * its own words for an open dispute.
 */
export function DisputeState({
  settlement,
  openLine = text.disputeOpenLine,
}: {
  settlement: NonNullable<RideSettlement>;
  openLine?: string;
}) {
  if (!settlement.disputedAt) return null;
  if (settlement.disputeResolvedAt && settlement.disputeDecision) {
    return (
      <p className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900 ring-1 ring-green-200" role="status">
        <span className="font-semibold">{text.disputeResolvedBadge}. </span>
        {text.disputeResolvedLine(settlement.disputeDecision)}
      </p>
    );
  }
  return <p className="text-sm font-medium text-amber-800">{openLine}</p>;
}
