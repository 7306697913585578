import { and, eq } from 'drizzle-orm';
import type { VerifyPaymentBody } from '#shared/api/booking.ts';
import { amountToPay } from '#shared/domain/pricing.ts';
import { msg } from '#shared/messages.ts';
import type { Db } from '#server/db/client.ts';
import { bookings } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import type { Mailer } from '#server/features/mail/mailer.ts';
import type { PaymentProvider } from '#server/features/payments/payment-provider.ts';
import { isValidPaymentSignature } from '#server/features/payments/signature.ts';
import { EXCLUSION_VIOLATION, UNIQUE_VIOLATION, hasSqlState, retryOnDeadlock } from '#server/lib/sql-state.ts';
import { confirmBooking } from './confirm-booking.ts';
import { knownPayment } from './known-payment.ts';
import { PaymentRefusal, type ProviderPayment } from './payment-refusal.ts';
import { recordRefusedPayment } from './record-refused-payment.ts';
import { sendBookingConfirmation } from './send-booking-confirmation.ts';

export interface VerifyPaymentDeps {
  db: Db;
  provider: PaymentProvider;
  mailer: Mailer;
  log: { error(obj: object, message: string): void };
}

/**
 * verifyPayment: checks the provider's signature (timing-safe; a wrong one is a 400), then turns the
 * caller's hold of that order into a paid booking in one transaction (confirm-booking.ts). Idempotent:
 * the same payment verified again, even at the same moment, answers the same booking. Another
 * customer's order is a 404. A paid order that cannot be honoured (the hold ran out and the bike was
 * taken, its coupon was used up) is recorded for a refund and answered 409. The confirmation mail
 * goes out after the commit; a mail failure is logged, never undoes the booking.
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

  const [hold] = await deps.db
    .select({
      id: bookings.id,
      bikeId: bookings.bikeId,
      couponId: bookings.couponId,
      grandTotal: bookings.grandTotal,
      deposit: bookings.deposit,
    })
    .from(bookings)
    .where(and(eq(bookings.providerOrderId, payment.orderId), eq(bookings.userId, userId)));
  if (!hold) throw new AppError('NOT_FOUND', msg.orderNotFound);

  let result: { bookingId: string; fresh: boolean };
  try {
    // a deadlock on the no-overlap constraint would otherwise leave a paid order unrecorded (a 500)
    result = await retryOnDeadlock(() => deps.db.transaction((tx) => confirmBooking(tx, hold, userId, payment)));
  } catch (error) {
    // a parallel verification of the same payment committed first
    if (hasSqlState(error, UNIQUE_VIOLATION)) {
      const again = await knownPayment(deps.db, userId, payment.paymentId);
      if (again) return again;
    }
    const refusal =
      error instanceof PaymentRefusal
        ? error.message
        : hasSqlState(error, EXCLUSION_VIOLATION)
          ? msg.paymentBikeTaken
          : hasSqlState(error, UNIQUE_VIOLATION)
            ? msg.paymentCouponGone
            : undefined;
    if (!refusal) throw error;
    deps.log.error(
      { bookingId: hold.id, paymentId: payment.paymentId, reason: refusal },
      'paid order refused: refund it',
    );
    // the whole payment comes back: the rent and the deposit (issue #17)
    await recordRefusedPayment(deps.db, hold.id, payment, amountToPay(hold.grandTotal, hold.deposit));
    throw new AppError('CONFLICT', refusal);
  }

  if (result.fresh) await sendBookingConfirmation(deps, result.bookingId);
  return { bookingId: result.bookingId };
}
