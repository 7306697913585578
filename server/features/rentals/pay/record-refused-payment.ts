import type { Db } from '#server/db/client.ts';
import { recordUnappliedPayment } from '#server/features/refunds/record-unapplied-payment.ts';
import { applyTransition } from '../apply-transition.ts';
import type { ProviderPayment } from './payment-refusal.ts';

/**
 * Records a paid order that could not become a booking, in one transaction: the payment and its full
 * refund (recordUnappliedPayment, reason 'late-payment': the refund job pays it back through the
 * provider), and the hold, unless it is a booking already paid by another payment, as `expired` with
 * payment status `failed` (the refusePayment transition).
 */
export async function recordRefusedPayment(
  db: Db,
  bookingId: string,
  payment: ProviderPayment,
  amount: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await recordUnappliedPayment(tx, {
      bookingId,
      provider: payment.provider,
      providerOrderId: payment.orderId,
      providerPaymentId: payment.paymentId,
      signature: payment.signature,
      amount,
      purpose: 'booking',
      reason: 'late-payment',
    });
    await applyTransition(tx, 'refusePayment', { bookingId, by: { role: 'system' } });
  });
}
