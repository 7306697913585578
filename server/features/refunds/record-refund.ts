import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { payments, refunds } from '#server/db/schema/index.ts';

/** Who gave the money back, and why (the admin's Refunds screen shows it). */
export type RefundReason = 'customer' | 'partner' | 'partner-no-show' | 'admin' | 'late-payment';

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
}

export type RefundRow = typeof refunds.$inferSelect;

/**
 * Writes the refund of a payment, pending, inside the caller's transaction (the cancellation or refusal
 * that causes it), so the state change and the money row commit together or not at all. At most one
 * refund per payment: a second request for the same payment returns the first row unchanged (two
 * concurrent cancellations cannot both pay back). A stored job carries it out through the provider.
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
        : and(eq(payments.bookingId, request.bookingId), eq(payments.status, 'captured')),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (!payment) return null;
  const [row] = await tx
    .insert(refunds)
    .values({
      bookingId: request.bookingId,
      amount: Math.min(request.amount, payment.amount),
      reason: request.reason,
      provider: payment.provider,
      providerPaymentId: payment.providerPaymentId,
      idempotencyKey: `refund-${payment.providerPaymentId}`,
    })
    .onConflictDoNothing({ target: refunds.providerPaymentId })
    .returning();
  if (row) return row;
  const [existing] = await tx.select().from(refunds).where(eq(refunds.providerPaymentId, payment.providerPaymentId));
  return existing ?? null;
}
