import type { RideRefund } from '#shared/api/cancellations.ts';
import { text } from '#shared/messages.ts';
import { formatMoney } from '#web/lib/format.ts';

const tones = {
  pending: 'text-amber-800',
  processed: 'text-green-800',
  failed: 'text-red-700',
} as const;

/**
 * A cancelled booking's refund in words ('Refund of ₹X on its way', paid back, delayed), coloured by its
 * status; nothing when there is no refund. Shown on My Rides, the partner's and the admin's bookings.
 */
export function RefundLine({ refund, className = '' }: { refund: RideRefund; className?: string }) {
  if (!refund) return null;
  return (
    <p className={`text-sm font-medium ${tones[refund.status]} ${className}`}>
      {text.refundLine[refund.status](formatMoney(refund.amount))}
    </p>
  );
}
