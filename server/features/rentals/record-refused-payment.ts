import type { Db } from '#server/db/client.ts';
import { payments } from '#server/db/schema/index.ts';
import { postUnappliedCapture } from '#server/features/journal/post-booking-events.ts';
import { recordRefund } from '#server/features/refunds/record-refund.ts';
import { applyTransition } from './apply-transition.ts';
import type { ProviderPayment } from './payment-refusal.ts';

/**
 * Records a paid order that could not become a booking: the payment as `failed`, its full refund
 * (reason 'late-payment', pending: the refund job pays it back through the provider), and the hold,
 * unless it is a booking already paid by another payment, as `expired` with payment status `failed`
 * (the refusePayment transition); all in one transaction.
 */
export async function recordRefusedPayment(
  db: Db,
  bookingId: string,
  payment: ProviderPayment,
  amount: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(payments)
      .values({
        bookingId,
        provider: payment.provider,
        providerOrderId: payment.orderId,
        providerPaymentId: payment.paymentId,
        signature: payment.signature,
        amount,
        status: 'failed',
      })
      .onConflictDoNothing({ target: payments.providerPaymentId });
    await recordRefund(tx, { bookingId, amount, reason: 'late-payment', providerPaymentId: payment.paymentId });
    await postUnappliedCapture(tx, payment.paymentId);
    await applyTransition(tx, 'refusePayment', { bookingId, by: { role: 'system' } });
  });
}
