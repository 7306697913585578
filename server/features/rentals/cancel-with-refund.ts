import { eq } from 'drizzle-orm';
import { amountToPay } from '#shared/domain/pricing.ts';
import { msg } from '#shared/messages.ts';
import type { Db } from '#server/db/client.ts';
import { bookings } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { refundSplit } from '#server/features/cancellations/refund-split.ts';
import { postCancellation } from '#server/features/journal/post-booking-events.ts';
import { recordCancellationEntry } from '#server/features/ledger/record-cancellation-entry.ts';
import { recordRefund, type RefundReason, type RefundRow } from '#server/features/refunds/record-refund.ts';
import { applyTransition, type TransitionCaller } from './apply-transition.ts';

/**
 * What comes back: `policy` the tiers of the booking's own policy at `at` (at or after the pick-up
 * time no tier applies, so nothing of the rent comes back: the partner's no-show, an admin's "policy"
 * once started), `full` the amount paid, `none` nothing of the rent. `partner` is the partner's rule:
 * full before the pick-up time, the policy's refund for a cancellation after the start (none) at or
 * after it. Under every rule the refundable deposit (issue #17) comes back in full: the policy's fee
 * applies to the rent (grandTotal) only, and a deposit is only ever kept by a settlement at return.
 */
export type RefundRule = 'policy' | 'full' | 'none' | 'partner';

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
      .select({
        cancellationPolicyId: bookings.cancellationPolicyId,
        pickupAt: bookings.pickupAt,
        grandTotal: bookings.grandTotal,
        deposit: bookings.deposit,
      })
      .from(bookings)
      .where(eq(bookings.id, input.bookingId));
    if (!basis) return { cancelled: true, refund: null };
    const started = basis.pickupAt.getTime() <= input.at.getTime();
    // the deposit always comes back in full (issue #17): whatever the rule keeps is of the rent only
    let amount = basis.deposit;
    let reason: RefundReason = input.by.role;
    if (input.rule === 'full' || (input.rule === 'partner' && !started)) {
      amount = amountToPay(basis.grandTotal, basis.deposit);
    } else if (input.rule === 'partner') reason = 'partner-no-show';
    // no tier covers a cancellation at or after the pick-up time: the policy gives back only the deposit then
    if (input.rule === 'policy' && !started) {
      const quote = await refundSplit(tx, basis, input.at);
      // the quote is a promise: a refund other than the one shown is not made; the customer sees the new one
      if (input.shownRefund !== undefined && input.shownRefund !== quote.refund)
        throw new AppError('CONFLICT', msg.refundChanged, { extra: { data: quote } });
      amount = quote.refund;
    }
    const refund = await recordRefund(tx, { bookingId: input.bookingId, amount, reason });
    // what was kept of the rent (all paid minus this refund, deposit included in both) is the partner's
    await recordCancellationEntry(tx, input.bookingId, amount);
    await postCancellation(tx, input.bookingId, refund?.amount ?? 0);
    return { cancelled: true, refund };
  });
}
