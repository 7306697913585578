import { and, eq } from 'drizzle-orm';
import { SANDBOX_DECLINED_CARD, type ProviderPaymentResponse, type SandboxPayBody } from '#shared/api/booking.ts';
import { amountToPay, toPaise } from '#shared/domain/pricing.ts';
import { msg } from '#shared/messages.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bookings, settlements } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { cardDigits, checkCard } from '#server/features/payments/card-checks.ts';
import type { PaymentProvider } from '#server/features/payments/payment-provider.ts';
import { recordSandboxPayment, sandboxPaymentId } from '#server/features/payments/sandbox-provider.ts';
import { paymentSignature } from '#server/features/payments/signature.ts';

export type SandboxPayResult = { paid: true; response: ProviderPaymentResponse } | { paid: false; message: string };

/**
 * sandboxPay: the back end of the built-in card form (only while PAYMENT_PROVIDER is `sandbox`; 404
 * otherwise). The order must be one of the caller's; a paid one is a 409. The card is checked like a
 * real form (400); the test card 4000 0000 0000 0002 is declined, any other valid card is accepted and
 * (4000 0000 0000 0069: its payment id marks the first refund attempt for a decline)
 * answered exactly like Razorpay's checkout: order id, a new payment id, and the signature. Only the
 * provider's side keeps it (sandbox_payments, as Razorpay would): the payment becomes a booking through
 * verifyPayment, the webhook or the reconcile (issue 28), never here. A decline changes
 * nothing either: the hold stays until it expires, so the customer can try another card.
 * A settled ride's balance order (payBalance, settlements.due_order_id) is paid the same way, until
 * the balance is paid (then 409).
 */
export async function sandboxPay(
  deps: { db: DbOrTx; provider: PaymentProvider },
  userId: string,
  body: SandboxPayBody,
): Promise<SandboxPayResult> {
  if (deps.provider.name !== 'sandbox') throw new AppError('NOT_FOUND');
  const [order] = await deps.db
    .select({ status: bookings.status, grandTotal: bookings.grandTotal, deposit: bookings.deposit })
    .from(bookings)
    .where(and(eq(bookings.providerOrderId, body.orderId), eq(bookings.userId, userId)));
  let amount: number;
  if (order) {
    if (order.status !== 'pending' && order.status !== 'expired') throw new AppError('CONFLICT', msg.orderAlreadyPaid);
    amount = amountToPay(order.grandTotal, order.deposit);
  } else {
    const [balance] = await deps.db
      .select({ duePaidAt: settlements.duePaidAt, due: settlements.due })
      .from(settlements)
      .innerJoin(bookings, eq(bookings.id, settlements.bookingId))
      .where(and(eq(settlements.dueOrderId, body.orderId), eq(bookings.userId, userId)));
    if (!balance) throw new AppError('NOT_FOUND', msg.orderNotFound);
    if (balance.duePaidAt) throw new AppError('CONFLICT', msg.balanceAlreadyPaid);
    amount = balance.due;
  }

  const digits = checkCard(body);
  if (digits === cardDigits(SANDBOX_DECLINED_CARD)) return { paid: false, message: msg.cardDeclined };

  const paymentId = sandboxPaymentId(digits);
  // the provider's side keeps the capture, as Razorpay does: the reconcile finds it even if the
  // browser never reports it (issue 28)
  await recordSandboxPayment(deps.db, { id: paymentId, orderId: body.orderId, amountPaise: toPaise(amount) });
  return {
    paid: true,
    response: {
      razorpay_order_id: body.orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(deps.provider.keySecret, body.orderId, paymentId),
    },
  };
}
