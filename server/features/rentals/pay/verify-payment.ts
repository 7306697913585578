import type { VerifyPaymentBody } from '#shared/api/booking.ts';
import { msg } from '#shared/messages.ts';
import { AppError } from '#server/errors.ts';
import type { MailOutbox } from '#server/features/mail/outbox.ts';
import type { PaymentCallDeps } from '#server/features/payments/payment-provider.ts';
import { isValidPaymentSignature } from '#server/features/payments/signature.ts';
import { applyCheckoutPayment, findCheckoutHold } from './apply-checkout-payment.ts';
import { knownPayment } from './known-payment.ts';
import type { ProviderPayment } from './payment-refusal.ts';

export interface VerifyPaymentDeps extends PaymentCallDeps {
  outbox: Pick<MailOutbox, 'kick'>;
}

/**
 * verifyPayment: checks the provider's signature (timing-safe; a wrong one is a 400), then turns the
 * caller's hold of that order into a paid booking (applyCheckoutPayment, the same path the provider's
 * webhook and the reconcile take). Idempotent: the same payment verified again, even at the same
 * moment, or after the webhook applied it, answers the same booking. Another customer's order is a
 * 404. A paid order that cannot be honoured (the hold ran out and the bike was taken, its coupon was
 * used up) is recorded and refunded in full and answered 409.
 */
export async function verifyPayment(
  deps: VerifyPaymentDeps,
  userId: string,
  body: VerifyPaymentBody,
): Promise<{ bookingId: string }> {
  const payment: ProviderPayment = {
    provider: deps.provider.name,
    orderId: body.razorpay_order_id,
    paymentId: body.razorpay_payment_id,
    signature: body.razorpay_signature,
  };
  const signed = isValidPaymentSignature(deps.provider.keySecret, {
    orderId: payment.orderId,
    paymentId: payment.paymentId,
    signature: payment.signature,
  });
  if (!signed) throw new AppError('VALIDATION', msg.paymentSignatureInvalid);

  const known = await knownPayment(deps.db, userId, payment.paymentId);
  if (known) return known;

  const hold = await findCheckoutHold(deps.db, payment.orderId);
  if (hold?.userId !== userId) throw new AppError('NOT_FOUND', msg.orderNotFound);

  const outcome = await applyCheckoutPayment(deps, hold, payment);
  if (outcome.kind === 'refused') throw new AppError('CONFLICT', outcome.message);
  return { bookingId: outcome.bookingId };
}
