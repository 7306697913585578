import { eq } from 'drizzle-orm';
import { msg } from '#shared/messages.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { balanceOrders, bookings, settlements } from '#server/db/schema/index.ts';
import { postPaymentApplied } from '#server/features/journal/post-booking-events.ts';
import { recordPayment } from '#server/features/payments/record-payment.ts';
import { storedPayment } from '#server/features/payments/stored-payment.ts';
import { recordUnappliedPayment } from '#server/features/refunds/record-unapplied-payment.ts';
import { applySettlementTransition } from './apply-settlement-transition.ts';
import { queueMail } from '#server/features/mail/outbox.ts';
import { balancePaidMail } from '#server/features/mail/templates.ts';
import { customerOfBooking } from '#server/features/mail/ride-recipients.ts';

/** A balance order of a ride: the current one or one the admin's lowering replaced. */
export interface BalanceOrder {
  orderId: string;
  bookingId: string;
  userId: string;
  /** whole rupees: what the order asked */
  amount: number;
}

export interface BalanceCapture {
  provider: string;
  orderId: string;
  paymentId: string;
  /** the checkout's signature, or how the provider told us (webhook, reconcile) */
  signature: string;
  /** whole rupees the provider captured; default the order's amount */
  amount?: number;
}

export type BalanceOutcome =
  | { kind: 'paid'; bookingId: string; due: number }
  /** recorded and refunded in full; `message` says why */
  | { kind: 'refused'; bookingId: string; message: string };

/** Any balance order ever made (payBalance keeps each in balance_orders), whoever asks. */
export async function findBalanceOrder(db: DbOrTx, orderId: string): Promise<BalanceOrder | undefined> {
  const [order] = await db
    .select({
      orderId: balanceOrders.id,
      bookingId: balanceOrders.bookingId,
      userId: bookings.userId,
      amount: balanceOrders.amount,
    })
    .from(balanceOrders)
    .innerJoin(bookings, eq(bookings.id, balanceOrders.bookingId))
    .where(eq(balanceOrders.id, orderId));
  return order;
}

/**
 * A captured payment of a balance order, whoever reports it (verifyBalancePayment, the provider's
 * webhook, the reconcile job), in ONE transaction with the settlement row locked, so a payment, a
 * second payment, an admin's lowering and a dispute apply one after the other:
 * - the order is the ride's current one and the balance is unpaid: the payment is recorded (purpose
 *   'balance', the due) and settlements.due_paid_at stamped;
 * - the balance is already paid by another payment (a second capture), or the order is no longer the
 *   ride's (an admin lowered the due while the customer was paying): the payment is recorded and
 *   refunded in full (recordUnappliedPayment), logged, and answered as refused.
 * The same payment again answers what it came to the first time.
 */
export async function applyBalancePayment(
  deps: { db: Db; log: { error(obj: object, message: string): void } },
  order: BalanceOrder,
  capture: BalanceCapture,
): Promise<BalanceOutcome> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ due: settlements.due, dueOrderId: settlements.dueOrderId, duePaidAt: settlements.duePaidAt })
      .from(settlements)
      .where(eq(settlements.bookingId, order.bookingId))
      .for('update');
    const stored = await storedPayment(tx, capture.paymentId);
    if (stored) {
      return stored.purpose === 'balance' && stored.status === 'captured'
        ? { kind: 'paid', bookingId: stored.bookingId, due: stored.amount }
        : { kind: 'refused', bookingId: stored.bookingId, message: msg.paymentNotConfirmed };
    }
    const payment = {
      bookingId: order.bookingId,
      provider: capture.provider,
      providerOrderId: capture.orderId,
      providerPaymentId: capture.paymentId,
      signature: capture.signature,
      purpose: 'balance',
    } as const;
    const refusal = !row
      ? msg.paymentNotConfirmed
      : row.duePaidAt
        ? msg.balancePaidTwiceRefunded
        : row.dueOrderId !== capture.orderId || row.due <= 0
          ? msg.balanceOrderStaleRefunded
          : undefined;
    if (refusal || !row) {
      deps.log.error(
        { bookingId: order.bookingId, orderId: capture.orderId, paymentId: capture.paymentId, reason: refusal },
        'balance payment not applicable: refunded in full',
      );
      await recordUnappliedPayment(tx, { ...payment, amount: capture.amount ?? order.amount });
      return { kind: 'refused', bookingId: order.bookingId, message: refusal ?? msg.paymentNotConfirmed };
    }
    await recordPayment(tx, { ...payment, amount: row.due, status: 'captured' });
    // the settlement's `payBalance` move; it cannot miss: the row is locked and was checked above
    const paid = await applySettlementTransition(tx, 'payBalance', {
      bookingId: order.bookingId,
      by: { role: 'system' },
      at: new Date(),
      given: { orderId: capture.orderId },
    });
    if (!paid.ok) throw new Error(`balance of ${order.bookingId} not moved to paid`);
    await postPaymentApplied(tx, payment.providerPaymentId);
    // the customer's receipt, queued with the payment (issue #30)
    const customer = await customerOfBooking(tx, order.bookingId);
    if (customer) {
      await queueMail(tx, {
        kind: 'balance-paid',
        key: `balance-paid:${order.bookingId}`,
        to: customer.email,
        ...balancePaidMail({
          fname: customer.fname,
          orderId: order.bookingId,
          amount: row.due,
          paymentId: payment.providerPaymentId,
          language: customer.language,
        }),
      });
    }
    return { kind: 'paid', bookingId: order.bookingId, due: row.due };
  });
}
