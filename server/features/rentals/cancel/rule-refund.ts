import { amountToPay } from '#shared/domain/pricing.ts';
import { msg } from '#shared/messages.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import { refundSplit, type RefundBasis } from '#server/features/cancellations/refund-split.ts';
import type { RefundReason } from '#server/features/refunds/record-refund.ts';

/**
 * What comes back: `policy` the tiers of the booking's own policy at `at` (at or after the pick-up
 * time no tier applies, so nothing of the rent comes back: the partner's no-show, an admin's "policy"
 * once started), `full` the amount paid, `none` nothing of the rent. `partner` is the partner's rule:
 * full before the pick-up time, the policy's refund for a cancellation after the start (none) at or
 * after it. Under every rule the refundable deposit (issue #17) comes back in full: the policy's fee
 * applies to the rent (grandTotal) only, and a deposit is only ever kept by a settlement at return.
 */
export type RefundRule = 'policy' | 'full' | 'none' | 'partner';

/**
 * The refund a cancellation at `at` under `rule` writes: the one function the cancellation
 * (cancelWithRefund) and the admin's quote of each choice (quoteAdminCancel) both use, so the dialog's
 * amounts are what the cancel refunds, to the rupee. `shownRefund`: see cancelWithRefund.
 */
export async function ruleRefund(
  db: DbOrTx,
  input: { basis: RefundBasis; rule: RefundRule; role: 'customer' | 'partner' | 'admin'; at: Date; shownRefund?: number },
): Promise<{ amount: number; reason: RefundReason }> {
  const { basis } = input;
  const started = basis.pickupAt.getTime() <= input.at.getTime();
  // the deposit always comes back in full (issue #17): whatever the rule keeps is of the rent only
  let amount = basis.deposit;
  let reason: RefundReason = input.role;
  if (input.rule === 'full' || (input.rule === 'partner' && !started)) {
    amount = amountToPay(basis.grandTotal, basis.deposit);
  } else if (input.rule === 'partner') reason = 'partner-no-show';
  // no tier covers a cancellation at or after the pick-up time: the policy gives back only the deposit then
  if (input.rule === 'policy' && !started) {
    const quote = await refundSplit(db, basis, input.at);
    // the quote is a promise: a refund other than the one shown is not made; the customer sees the new one
    if (input.shownRefund !== undefined && input.shownRefund !== quote.refund)
      throw new AppError('CONFLICT', msg.refundChanged, { extra: { data: quote } });
    amount = quote.refund;
  }
  return { amount, reason };
}
