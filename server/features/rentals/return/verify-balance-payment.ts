import type { VerifyBalancePaymentBody } from '#shared/api/balance.ts';
import { msg } from '#shared/messages.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import type { PaymentCallDeps } from '#server/features/payments/payment-provider.ts';
import { isValidPaymentSignature } from '#server/features/payments/signature.ts';
import { storedPayment } from '#server/features/payments/stored-payment.ts';
import { UNIQUE_VIOLATION, hasSqlState } from '#server/lib/sql-state.ts';
import { applyBalancePayment, findBalanceOrder } from './apply-balance-payment.ts';

export interface PaidBalance {
  bookingId: string;
  due: number;
  duePaid: true;
}

/**
 * verifyBalancePayment: checks the provider's signature (a wrong one is a 400), then applies the
 * payment (applyBalancePayment, the same path the webhook and the reconcile take): in ONE transaction
 * with the settlement row locked, the payment (purpose 'balance', the due) and settlements.due_paid_at.
 * Replay-proof: the same payment again, even 20 at once, is one payments row; another customer's order
 * or payment is a 404. A payment that cannot be applied — a second capture of a balance already paid,
 * or an order that is no longer the ride's (an admin lowered the due meanwhile) — is recorded and
 * refunded in full, once, logged, and answered 409 saying so (issue 28).
 */
export async function verifyBalancePayment(
  deps: PaymentCallDeps,
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

  const order = await findBalanceOrder(deps.db, orderId);
  if (order?.userId !== userId) throw new AppError('NOT_FOUND', msg.orderNotFound);

  let outcome;
  try {
    outcome = await applyBalancePayment(deps, order, {
      provider: deps.provider.name,
      orderId,
      paymentId,
      signature: body.razorpay_signature,
    });
  } catch (error) {
    // the same payment id recorded meanwhile for another order: answer what is stored
    if (hasSqlState(error, UNIQUE_VIOLATION)) {
      const again = await knownBalancePayment(deps.db, userId, paymentId);
      if (again) return again;
      throw new AppError('CONFLICT', msg.paymentNotConfirmed);
    }
    throw error;
  }
  if (outcome.kind === 'refused') throw new AppError('CONFLICT', outcome.message);
  return { bookingId: outcome.bookingId, due: outcome.due, duePaid: true };
}

/**
 * A payment seen before: this customer's balance payment (answered again), another customer's (404),
 * a checkout payment replayed here (409). Unknown: undefined.
 */
async function knownBalancePayment(db: DbOrTx, userId: string, paymentId: string): Promise<PaidBalance | undefined> {
  const known = await storedPayment(db, paymentId);
  if (!known) return undefined;
  if (known.userId !== userId) throw new AppError('NOT_FOUND', msg.orderNotFound);
  if (known.purpose !== 'balance' || known.status !== 'captured')
    throw new AppError('CONFLICT', msg.paymentNotConfirmed);
  return { bookingId: known.bookingId, due: known.amount, duePaid: true };
}
