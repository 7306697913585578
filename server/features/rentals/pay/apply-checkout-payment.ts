import { eq } from 'drizzle-orm';
import { amountToPay } from '#shared/domain/pricing.ts';
import { msg } from '#shared/messages.ts';
import type { Db } from '#server/db/client.ts';
import { bookings } from '#server/db/schema/index.ts';
import type { MailOutbox } from '#server/features/mail/outbox.ts';
import { storedPayment } from '#server/features/payments/stored-payment.ts';
import { EXCLUSION_VIOLATION, UNIQUE_VIOLATION, hasSqlState, retryOnDeadlock } from '#server/lib/sql-state.ts';
import { confirmBooking } from './confirm-booking.ts';
import { PaymentRefusal, type ProviderPayment } from './payment-refusal.ts';
import { recordRefusedPayment } from './record-refused-payment.ts';
import { queueBookingConfirmation } from './queue-booking-confirmation.ts';

export interface CheckoutHold {
  id: string;
  userId: string;
  bikeId: string;
  couponId: string | null;
  grandTotal: number;
  deposit: number;
}

export interface ApplyCheckoutDeps {
  db: Db;
  outbox: Pick<MailOutbox, 'kick'>;
  log: { error(obj: object, message: string): void };
}

export type CheckoutOutcome =
  /** the hold is a booking paid by this payment (`fresh`: by this call) */
  | { kind: 'booked'; bookingId: string; fresh: boolean }
  /** the payment is recorded and refunded in full; `message` says why */
  | { kind: 'refused'; bookingId: string; message: string };

/** The hold of a checkout order, whoever asks (verifyPayment adds the caller's ownership). */
export async function findCheckoutHold(db: Db, orderId: string): Promise<CheckoutHold | undefined> {
  const [hold] = await db
    .select({
      id: bookings.id,
      userId: bookings.userId,
      bikeId: bookings.bikeId,
      couponId: bookings.couponId,
      grandTotal: bookings.grandTotal,
      deposit: bookings.deposit,
    })
    .from(bookings)
    .where(eq(bookings.providerOrderId, orderId));
  return hold;
}

/**
 * A captured payment of a checkout order, applied exactly as verifyPayment applies it, whoever
 * reports it (the customer's browser, the provider's webhook, the reconcile job): the hold becomes
 * a paid booking in one transaction (confirmBooking), or, when it cannot (the hold ran out and the
 * bike was taken, its coupon was used up, the order was paid by another payment), the payment is
 * recorded and refunded in full (recordRefusedPayment). Idempotent: the same payment again, even at
 * the same moment, answers the same booking or the same refusal. `amount`: what the provider says it
 * captured (whole rupees), else the hold's price. The confirmation mails are queued with the booking and delivered after the commit.
 */
export async function applyCheckoutPayment(
  deps: ApplyCheckoutDeps,
  hold: CheckoutHold,
  payment: ProviderPayment & { amount?: number },
): Promise<CheckoutOutcome> {
  const known = await storedOutcome(deps.db, payment.paymentId);
  if (known) return known;

  let result: { bookingId: string; fresh: boolean };
  try {
    // a deadlock on the no-overlap constraint would otherwise leave a paid order unrecorded (a 500)
    // the confirmation mails are queued in the booking's own transaction (issue #30)
    result = await retryOnDeadlock(() =>
      deps.db.transaction(async (tx) => {
        const confirmed = await confirmBooking(tx, hold, hold.userId, payment);
        if (confirmed.fresh) await queueBookingConfirmation(tx, confirmed.bookingId);
        return confirmed;
      }),
    );
  } catch (error) {
    // a parallel application of the same payment committed first
    if (hasSqlState(error, UNIQUE_VIOLATION)) {
      const again = await storedOutcome(deps.db, payment.paymentId);
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
    // the whole payment comes back: the rent and the deposit (issue #17), or what was captured
    await recordRefusedPayment(deps.db, hold.id, payment, payment.amount ?? amountToPay(hold.grandTotal, hold.deposit));
    return { kind: 'refused', bookingId: hold.id, message: refusal };
  }

  if (result.fresh) await deps.outbox.kick();
  return { kind: 'booked', bookingId: result.bookingId, fresh: result.fresh };
}

/** What a payment recorded before came to: its booking, or its refusal. */
async function storedOutcome(db: Db, paymentId: string): Promise<CheckoutOutcome | undefined> {
  const known = await storedPayment(db, paymentId);
  if (!known) return undefined;
  return known.status === 'captured'
    ? { kind: 'booked', bookingId: known.bookingId, fresh: false }
    : { kind: 'refused', bookingId: known.bookingId, message: msg.paymentNotConfirmed };
}
