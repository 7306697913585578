import { and, eq } from 'drizzle-orm';
import type { VerifyBalancePaymentBody } from '#shared/api/balance.ts';
import { msg } from '#shared/messages.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { bookings, payments, settlements } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { postPaymentApplied } from '#server/features/journal/post-booking-events.ts';
import type { PaymentProvider } from '#server/features/payments/payment-provider.ts';
import { isValidPaymentSignature } from '#server/features/payments/signature.ts';
import { UNIQUE_VIOLATION, hasSqlState } from '#server/lib/sql-state.ts';

export interface VerifyBalanceDeps {
  db: Db;
  provider: PaymentProvider;
  log: { error(obj: object, message: string): void };
}

export interface PaidBalance {
  bookingId: string;
  due: number;
  duePaid: true;
}

/**
 * verifyBalancePayment: checks the provider's signature (a wrong one is a 400), then, in ONE
 * transaction with the settlement row locked, records the payment (purpose 'balance', the due) and
 * stamps settlements.due_paid_at. Replay-proof like verifyPayment: the same payment again, even 20 at
 * once, is one payments row (its unique provider payment id; the others wait for the lock, then answer
 * the same); another customer's order or payment is a 404; a second, different payment of a balance
 * already paid is a 409; an order that is no longer the ride's (an admin lowered the due meanwhile) is
 * a 409, logged so the money can be returned by hand.
 */
export async function verifyBalancePayment(
  deps: VerifyBalanceDeps,
  userId: string,
  body: VerifyBalancePaymentBody,
): Promise<PaidBalance> {
  const orderId = body.razorpay_order_id;
  const paymentId = body.razorpay_payment_id;
  const signed = isValidPaymentSignature(deps.provider.keySecret, {
    orderId,
    paymentId,
    signature: body.razorpay_signature,
  });
  if (!signed) throw new AppError('VALIDATION', msg.paymentSignatureInvalid);

  const known = await knownBalancePayment(deps.db, userId, paymentId);
  if (known) return known;

  const [order] = await deps.db
    .select({ bookingId: settlements.bookingId })
    .from(settlements)
    .innerJoin(bookings, eq(bookings.id, settlements.bookingId))
    .where(and(eq(settlements.dueOrderId, orderId), eq(bookings.userId, userId)));
  if (!order) throw new AppError('NOT_FOUND', msg.orderNotFound);

  try {
    return await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ due: settlements.due, dueOrderId: settlements.dueOrderId, duePaidAt: settlements.duePaidAt })
        .from(settlements)
        .where(eq(settlements.bookingId, order.bookingId))
        .for('update');
      if (!row) throw new AppError('NOT_FOUND', msg.orderNotFound);
      if (row.duePaidAt) {
        const same = await knownBalancePayment(tx, userId, paymentId);
        if (same) return same;
        throw new AppError('CONFLICT', msg.balanceAlreadyPaid);
      }
      if (row.dueOrderId !== orderId || row.due <= 0) {
        deps.log.error({ bookingId: order.bookingId, orderId, paymentId }, 'balance paid for a stale order: refund it');
        throw new AppError('CONFLICT', msg.balanceOrderStale);
      }
      await tx.insert(payments).values({
        bookingId: order.bookingId,
        provider: deps.provider.name,
        providerOrderId: orderId,
        providerPaymentId: paymentId,
        signature: body.razorpay_signature,
        amount: row.due,
        purpose: 'balance',
        status: 'captured',
      });
      await tx.update(settlements).set({ duePaidAt: new Date() }).where(eq(settlements.bookingId, order.bookingId));
      await postPaymentApplied(tx, paymentId);
      return { bookingId: order.bookingId, due: row.due, duePaid: true as const };
    });
  } catch (error) {
    // the same payment id recorded by a parallel call (or used for another order): answer what is stored
    if (hasSqlState(error, UNIQUE_VIOLATION)) {
      const again = await knownBalancePayment(deps.db, userId, paymentId);
      if (again) return again;
      throw new AppError('CONFLICT', msg.paymentNotConfirmed);
    }
    throw error;
  }
}

/**
 * A payment seen before: this customer's balance payment (answered again), another customer's (404),
 * a checkout payment replayed here (409). Unknown: undefined.
 */
async function knownBalancePayment(db: DbOrTx, userId: string, paymentId: string): Promise<PaidBalance | undefined> {
  const [known] = await db
    .select({
      bookingId: payments.bookingId,
      amount: payments.amount,
      purpose: payments.purpose,
      status: payments.status,
      userId: bookings.userId,
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(eq(payments.providerPaymentId, paymentId));
  if (!known) return undefined;
  if (known.userId !== userId) throw new AppError('NOT_FOUND', msg.orderNotFound);
  if (known.purpose !== 'balance' || known.status !== 'captured')
    throw new AppError('CONFLICT', msg.paymentNotConfirmed);
  return { bookingId: known.bookingId, due: known.amount, duePaid: true };
}
