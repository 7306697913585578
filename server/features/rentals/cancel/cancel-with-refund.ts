import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { bookings } from '#server/db/schema/index.ts';
import { refundBasisColumns } from '#server/features/cancellations/refund-split.ts';
import { queueCancellationMails } from '#server/features/cancellations/queue-cancellation-mails.ts';
import { issueCreditNote } from '#server/features/invoices/issue-ride-documents.ts';
import { postCancellation } from '#server/features/journal/post-booking-events.ts';
import { recordCancellationEntry } from '#server/features/ledger/record-cancellation-entry.ts';
import { recordRefund, type RefundRow } from '#server/features/refunds/record-refund.ts';
import { applyTransition, type TransitionCaller } from '../apply-transition.ts';
import { ruleRefund, type RefundRule } from './rule-refund.ts';

export type { RefundRule } from './rule-refund.ts';

const moves = { customer: 'cancelByCustomer', partner: 'cancelByPartner', admin: 'cancelByAdmin' } as const;

/**
 * Cancels one booked ride and writes its refund in ONE transaction: the cancel transition (a
 * conditional UPDATE from `booked`, so of two cancellations at once, or twenty, exactly one moves the
 * row), then the refund of the rule, priced from the row the UPDATE locked and recorded by
 * recordRefund (at most one per payment), and the partner's ledger entry of the fee kept. A move that finds nothing to move records nothing.
 * `at` is the instant of the cancellation: the guard (pick-up still ahead), `cancelled_at` and the
 * refund all use it, so a quote made at the same instant agrees to the rupee.
 */
export async function cancelWithRefund(
  db: Db,
  input: {
    bookingId: string;
    by: Exclude<TransitionCaller, { role: 'system' }>;
    rule: RefundRule;
    at: Date;
    /**
     * The refund the caller was shown (the customer's quote, issue #28): when the rule now gives another
     * amount, the whole transaction rolls back and a 409 `refundChanged` carries the new quote as `data`.
     */
    shownRefund?: number;
  },
): Promise<{ cancelled: boolean; refund: RefundRow | null }> {
  return db.transaction(async (tx) => {
    const outcome = await applyTransition(tx, moves[input.by.role], {
      bookingId: input.bookingId,
      by: input.by,
      at: input.at,
    });
    if (!outcome.ok) return { cancelled: false, refund: null };
    const [basis] = await tx
      .select(refundBasisColumns)
      .from(bookings)
      .where(eq(bookings.id, input.bookingId));
    if (!basis) return { cancelled: true, refund: null };
    const { amount, reason } = await ruleRefund(tx, {
      basis,
      rule: input.rule,
      role: input.by.role,
      at: input.at,
      shownRefund: input.shownRefund,
    });
    const refund = await recordRefund(tx, { bookingId: input.bookingId, amount, reason });
    // what was kept of the rent (all paid minus this refund, deposit included in both) is the partner's
    await recordCancellationEntry(tx, input.bookingId, amount);
    await postCancellation(tx, input.bookingId, refund?.amount ?? 0);
    // the credit note of the ride's invoice, numbered in this transaction (D75)
    await issueCreditNote(tx, input.bookingId);
    await queueCancellationMails(tx, input.bookingId);
    return { cancelled: true, refund };
  });
}
