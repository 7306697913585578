import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { payments, refunds, type RefundKind } from '#server/db/schema/index.ts';

/** Who gave the money back, and why (the admin's Refunds screen shows it). */
export type RefundReason =
  | 'customer'
  | 'partner'
  | 'partner-no-show'
  | 'admin'
  | 'late-payment'
  /** a captured payment that could not be applied, paid back in full (issue 28) */
  | 'unapplied'
  /** the deposit left after a return's charges (issue #17) */
  | 'deposit'
  /** an admin lowered a settled charge (issue #17) */
  | 'adjustment';

export interface RefundRequest {
  bookingId: string;
  /** whole rupees; 0 or less records nothing */
  amount: number;
  reason: RefundReason;
  /**
   * The payment to pay back. Default: the booking's captured payment. A late payment refused for a
   * taken bike names its own (it was recorded `failed`, not captured).
   */
  providerPaymentId?: string;
  /**
   * Default 'cancellation' (at most one per payment). 'deposit': at most one per booking.
   * 'adjustment': one per `adjustmentId` and payment (an adjustment may pay back part of the balance
   * payment and part of the booking's).
   */
  kind?: RefundKind;
  adjustmentId?: string;
}

/** The refund's idempotency key: the one thing that makes a second request for the same money a no-op. */
export function refundKey(
  request: Pick<RefundRequest, 'bookingId' | 'kind' | 'adjustmentId'>,
  paymentId: string,
): string {
  switch (request.kind ?? 'cancellation') {
    case 'cancellation':
      return `refund-${paymentId}`;
    case 'deposit':
      return `deposit-${request.bookingId}`;
    case 'adjustment':
      if (!request.adjustmentId) throw new Error('an adjustment refund needs its adjustmentId');
      return `adjust-${request.adjustmentId}-${paymentId}`;
  }
}

export type RefundRow = typeof refunds.$inferSelect;

/**
 * Writes the refund of a payment, pending, inside the caller's transaction (the cancellation or refusal
 * that causes it), so the state change and the money row commit together or not at all. At most one
 * cancellation refund per payment, one deposit refund per booking, one refund per adjustment and payment (the
 * idempotency key, unique): a second request for the same money returns the first row unchanged (two
 * concurrent cancellations cannot both pay back). A stored job carries it out through the provider.
 * The default payment is the booking's checkout payment (purpose 'booking'), never a balance payment.
 * Returns null when there is nothing to pay back (amount 0, or no payment).
 */
export async function recordRefund(tx: DbOrTx, request: RefundRequest): Promise<RefundRow | null> {
  if (request.amount <= 0) return null;
  const [payment] = await tx
    .select({ provider: payments.provider, providerPaymentId: payments.providerPaymentId, amount: payments.amount })
    .from(payments)
    .where(
      request.providerPaymentId
        ? eq(payments.providerPaymentId, request.providerPaymentId)
        : and(
            eq(payments.bookingId, request.bookingId),
            eq(payments.status, 'captured'),
            eq(payments.purpose, 'booking'),
          ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (!payment) return null;
  const idempotencyKey = refundKey(request, payment.providerPaymentId);
  const [row] = await tx
    .insert(refunds)
    .values({
      bookingId: request.bookingId,
      amount: Math.min(request.amount, payment.amount),
      reason: request.reason,
      kind: request.kind ?? 'cancellation',
      provider: payment.provider,
      providerPaymentId: payment.providerPaymentId,
      idempotencyKey,
    })
    .onConflictDoNothing()
    .returning();
  if (row) return row;
  const [existing] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, idempotencyKey));
  return existing ?? null;
}
