import { eq, sql } from 'drizzle-orm';
import { amountToPay } from '#shared/domain/pricing.ts';
import { msg } from '#shared/messages.ts';
import type { Tx } from '#server/db/client.ts';
import {
  bookings,
  cancellationPolicies,
  couponRedemptions,
  coupons,
  payments,
  payoutSettings,
} from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { couponUnusableReason } from '#server/features/coupons/coupon-validity.ts';
import { couponUses } from '#server/features/coupons/coupon-uses.ts';
import { issueRideInvoice } from '#server/features/invoices/issue-ride-documents.ts';
import { postPaymentApplied } from '#server/features/journal/post-booking-events.ts';
import { recordPayment } from '#server/features/payments/record-payment.ts';
import { lockBikeForHolds } from '#server/lib/sql-state.ts';
import { applyTransition } from '../apply-transition.ts';
import { listedBikeToBook } from '../hold/listed-bike-to-book.ts';
import { PaymentRefusal, type ProviderPayment } from './payment-refusal.ts';

/**
 * Inside verifyPayment's transaction: turns the caller's hold into a paid booking, records the payment
 * and the coupon redemption. Locks in bookbike's order (docs/decisions.md 49): the bike's hold lock
 * first (lockBikeForHolds, bounded wait), then the coupon, then the booking.
 * - Already `booked` by this same payment (a parallel verification won): answers it, `fresh` false.
 * - A live hold: its coupon was reserved by it, so only the limit and once-per-customer are checked
 *   again (the coupon's active flag and expiry are honoured as they were when the hold was placed).
 * - A hold that ran out: re-taken if the bike is still listed and free (the exclusion constraint
 *   decides, SQLSTATE 23P01) and its coupon still usable by the full rule; else a PaymentRefusal.
 */
export async function confirmBooking(
  tx: Tx,
  hold: { id: string; bikeId: string; couponId: string | null },
  userId: string,
  payment: ProviderPayment,
): Promise<{ bookingId: string; fresh: boolean }> {
  await lockBikeForHolds(tx, hold.bikeId);
  const [coupon] = hold.couponId
    ? await tx
        .select({ status: coupons.status, expireDate: coupons.expireDate, limit: coupons.limit })
        .from(coupons)
        .where(eq(coupons.id, hold.couponId))
        .for('update')
    : [];
  const [booking] = await tx
    .select({
      id: bookings.id,
      bikeId: bookings.bikeId,
      status: bookings.status,
      grandTotal: bookings.grandTotal,
      deposit: bookings.deposit,
      live: sql<boolean>`coalesce(${bookings.holdExpiresAt} > now(), false)`,
    })
    .from(bookings)
    .where(eq(bookings.id, hold.id))
    .for('update');
  if (!booking) throw new AppError('NOT_FOUND', msg.orderNotFound);

  if (booking.status === 'booked') {
    const [same] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.providerPaymentId, payment.paymentId));
    if (same) return { bookingId: booking.id, fresh: false };
    throw new PaymentRefusal(msg.orderAlreadyPaid);
  }
  if (booking.status !== 'pending' && booking.status !== 'expired') throw new PaymentRefusal(msg.paymentNotConfirmed);

  const live = booking.status === 'pending' && booking.live;
  if (!live) {
    try {
      await listedBikeToBook(tx, booking.bikeId, { lock: true });
    } catch {
      throw new PaymentRefusal(msg.paymentBikeTaken);
    }
    await applyTransition(tx, 'expireHold', { bikeId: booking.bikeId, by: { role: 'system' } });
  }

  if (hold.couponId && coupon) {
    const uses = await couponUses(tx, hold.couponId, userId);
    const taken = live ? uses.redeemed : uses.redeemed + uses.othersHolds;
    const unusable = live ? taken >= coupon.limit : couponUnusableReason(coupon, taken) !== undefined;
    if (unusable || uses.redeemedByUser) throw new PaymentRefusal(msg.paymentCouponGone);
  }

  // may raise 23P01 when the hold had run out and someone else has the bike now
  const paid = await applyTransition(tx, 'pay', { bookingId: booking.id, by: { role: 'system' } });
  // NOTE: cannot happen: the row is locked and its state was checked above
  if (!paid.ok) throw new PaymentRefusal(msg.paymentNotConfirmed);
  // the booking keeps the cancellation policy and the payout rates in force now: a later change never
  // alters its refund nor the partner's share of it
  await tx
    .update(bookings)
    .set({
      cancellationPolicyId: sql`(select max(${cancellationPolicies.id}) from ${cancellationPolicies})`,
      payoutSettingsId: sql`(select max(${payoutSettings.id}) from ${payoutSettings})`,
    })
    .where(eq(bookings.id, booking.id));
  // a second write of the same payment id raises 23505: verifyPayment answers what is stored
  await recordPayment(tx, {
    bookingId: booking.id,
    provider: payment.provider,
    providerOrderId: payment.orderId,
    providerPaymentId: payment.paymentId,
    signature: payment.signature,
    // the rent and the refundable deposit, paid together (issue #17)
    amount: amountToPay(booking.grandTotal, booking.deposit),
    purpose: 'booking',
    status: 'captured',
  });
  await postPaymentApplied(tx, payment.paymentId);
  // the partner's tax invoice, numbered in this transaction: a rollback gives its number back (D75)
  await issueRideInvoice(tx, booking.id);
  if (hold.couponId) {
    await tx.insert(couponRedemptions).values({ couponId: hold.couponId, userId, bookingId: booking.id });
  }
  return { bookingId: booking.id, fresh: true };
}
