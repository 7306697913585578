import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { payments } from '#server/db/schema/index.ts';
import { postUnappliedCapture } from '#server/features/journal/post-booking-events.ts';
import { recordPayment, type PaymentRecord } from '#server/features/payments/record-payment.ts';
import { recordRefund, type RefundReason, type RefundRow } from './record-refund.ts';

export interface UnappliedPayment extends Omit<PaymentRecord, 'status'> {
  /** why it could not be applied (logged by the caller; the refund row keeps `reason`) */
  reason?: Extract<RefundReason, 'unapplied' | 'late-payment'>;
}

/**
 * THE one way a captured payment that cannot be applied is handled (issue 28): a checkout payment
 * for a hold that ran out and lost its bike, a second capture of one balance order, a balance paid
 * for an order the admin's lowering replaced, whether the browser, the webhook or the reconcile
 * reports it. Inside the caller's transaction: the payment is recorded (status 'failed': captured,
 * not applied) and its full refund written, pending (the refund jobs pay it back). Once: the payment
 * id is unique and so is its refund's key (`refund-<payment>`), so a replay, or 20 at once, write
 * one payment row and one refund. Answers the refund row (the one written before on a replay); null
 * when that payment id is already recorded as applied (captured): it is never refunded from here.
 */
export async function recordUnappliedPayment(tx: DbOrTx, payment: UnappliedPayment): Promise<RefundRow | null> {
  const { reason = 'unapplied', ...record } = payment;
  const fresh = await recordPayment(tx, { ...record, status: 'failed' }, { ifRecorded: 'skip' });
  if (!fresh) {
    const [stored] = await tx
      .select({ status: payments.status, bookingId: payments.bookingId })
      .from(payments)
      .where(eq(payments.providerPaymentId, payment.providerPaymentId));
    if (stored?.status !== 'failed' || stored.bookingId !== payment.bookingId) return null;
  }
  const refund = await recordRefund(tx, {
    bookingId: payment.bookingId,
    amount: payment.amount,
    reason,
    providerPaymentId: payment.providerPaymentId,
  });
  // the capture and the refund it is owed, in the journal (once: the posting's source is the payment)
  await postUnappliedCapture(tx, payment.providerPaymentId);
  return refund;
}
