import { eq } from 'drizzle-orm';
import { fromPaise } from '#shared/domain/pricing.ts';
import type { Db } from '#server/db/client.ts';
import { payments } from '#server/db/schema/index.ts';
import { applyBalancePayment, findBalanceOrder } from '#server/features/rentals/return/apply-balance-payment.ts';
import type { MailOutbox } from '#server/features/mail/outbox.ts';
import { applyCheckoutPayment, findCheckoutHold } from '#server/features/rentals/pay/apply-checkout-payment.ts';

export interface CaptureDeps {
  db: Db;
  /** the provider's name, recorded with the payment */
  providerName: string;
  outbox: Pick<MailOutbox, 'kick'>;
  log: { info(obj: object, message: string): void; error(obj: object, message: string): void };
}

/** A captured payment the provider told us of, not the customer's browser. */
export interface ReportedCapture {
  orderId: string;
  paymentId: string;
  /** paise, as the provider reports it */
  amount: number;
  /** who told us: recorded in place of the checkout's signature */
  via: 'webhook' | 'reconcile';
}

export type CaptureOutcome =
  /** recorded before (by verifyPayment, verifyBalancePayment, an earlier event): nothing done */
  | 'already-applied'
  | 'booked'
  | 'balance-paid'
  /** recorded and refunded in full: the hold ran out and lost its bike, the balance was paid already… */
  | 'refunded'
  /** no order of ours: logged, nothing done */
  | 'unknown-order';

/**
 * Applies a capture the provider reported (webhook payment.captured / order.paid, the reconcile job)
 * exactly as the customer's own verification would (issue 28): a checkout order's hold becomes the
 * booking (applyCheckoutPayment) or, if it cannot, the payment is recorded and refunded in full; a
 * balance order pays the balance (applyBalancePayment) or, if already paid or replaced, is recorded
 * and refunded in full. Once, however often it is reported, even at the same moment: every path keys
 * on the provider's payment id (unique) under the row locks verifyPayment takes.
 */
export async function applyCapture(deps: CaptureDeps, capture: ReportedCapture): Promise<CaptureOutcome> {
  const [known] = await deps.db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.providerPaymentId, capture.paymentId));
  if (known) return 'already-applied';

  const reported = {
    provider: deps.providerName,
    orderId: capture.orderId,
    paymentId: capture.paymentId,
    signature: `via-${capture.via}`,
    amount: fromPaise(capture.amount),
  };
  const hold = await findCheckoutHold(deps.db, capture.orderId);
  if (hold) {
    const outcome = await applyCheckoutPayment(deps, hold, reported);
    if (outcome.kind === 'booked') return outcome.fresh ? 'booked' : 'already-applied';
    return 'refunded';
  }
  const order = await findBalanceOrder(deps.db, capture.orderId);
  if (order) {
    const outcome = await applyBalancePayment(deps, order, reported);
    return outcome.kind === 'paid' ? 'balance-paid' : 'refunded';
  }
  deps.log.error({ ...capture }, 'a captured payment of an order that is not ours: nothing applied');
  return 'unknown-order';
}
