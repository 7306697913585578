import type { DbOrTx } from '#server/db/client.ts';
import { payments, type paymentPurposes } from '#server/db/schema/index.ts';

export type PaymentRow = typeof payments.$inferSelect;

export interface PaymentRecord {
  bookingId: string;
  provider: string;
  providerOrderId: string;
  providerPaymentId: string;
  /** the checkout's signature; a capture the provider told us of (webhook, reconcile) says so instead */
  signature: string;
  /** whole rupees */
  amount: number;
  purpose: (typeof paymentPurposes)[number];
  /** 'captured': applied to the ride; 'failed': captured but not applicable (refunded in full) */
  status: 'captured' | 'failed';
}

/**
 * THE writer of `payments` rows (issue 28: every captured payment is one row, written in the
 * transaction of what it pays for). One row per provider payment id (unique), so a replay can never
 * count money twice: a second write of the same payment raises SQLSTATE 23505 (the caller answers
 * what is stored), or with `ifRecorded: 'skip'` does nothing and answers null.
 */
export async function recordPayment(
  tx: DbOrTx,
  record: PaymentRecord,
  options: { ifRecorded?: 'raise' | 'skip' } = {},
): Promise<PaymentRow | null> {
  const insert = tx.insert(payments).values(record);
  const [row] =
    options.ifRecorded === 'skip'
      ? await insert.onConflictDoNothing({ target: payments.providerPaymentId }).returning()
      : await insert.returning();
  return row ?? null;
}
