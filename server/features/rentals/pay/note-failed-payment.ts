import type { Db } from '#server/db/client.ts';
import { applyTransition } from '../apply-transition.ts';
import { findCheckoutHold } from './apply-checkout-payment.ts';

/**
 * The provider's `payment.failed` for a checkout order (issue 28): a live hold keeps its bike (the
 * customer may try another card until it runs out) and its payment status becomes 'failed'
 * (noteFailedPayment). A paid, cancelled or expired booking is left as it is. Answers whether the
 * order is ours and what changed.
 */
export async function noteFailedPayment(
  db: Db,
  orderId: string,
): Promise<'payment-failed-noted' | 'payment-failed-ignored' | 'unknown-order'> {
  const hold = await findCheckoutHold(db, orderId);
  if (!hold) return 'unknown-order';
  const moved = await applyTransition(db, 'noteFailedPayment', { bookingId: hold.id, by: { role: 'system' } });
  return moved.ok ? 'payment-failed-noted' : 'payment-failed-ignored';
}
