import { cancellationSplitWithDeposit } from '#shared/domain/pricing.ts';
import { text } from '#shared/messages.ts';
import { formatMoney } from '#web/lib/format.ts';
import { useCancellationPolicy } from '../api/use-cancellation-policy.ts';

export interface CancellationPolicyNoteProps {
  /** This ride's grand total (rent + taxes − coupon): the policy's fee is taken from it. */
  grandTotal: number;
  /** The bike's refundable deposit: it always comes back in full. */
  deposit: number;
}

/**
 * The published cancellation policy under the checkout (issue #16), in this ride's rupees (issue #34):
 * each tier's fee and what comes back, by the same rule a cancellation applies
 * (`cancellationSplitWithDeposit`: the fee on the rent only, the deposit always back). The exact refund
 * of a ride is the quote in My Rides.
 */
export function CancellationPolicyNote({ grandTotal, deposit }: CancellationPolicyNoteProps) {
  const policy = useCancellationPolicy();
  return (
    <section
      aria-labelledby="cancellation-policy-title"
      className="rounded-2xl bg-white p-4 text-sm text-stone-700 shadow-sm ring-1 ring-black/5 sm:p-6"
    >
      <h2 id="cancellation-policy-title" className="text-base font-bold text-ink">
        {text.policyNoteTitle}
      </h2>
      {policy.isPending && <p className="mt-2 text-stone-500">{text.policyNoteLoading}</p>}
      {policy.isError && <p className="mt-2 text-stone-500">{text.policyNoteFailed}</p>}
      {policy.data && (
        <>
          <ul className="mt-2 flex flex-col gap-1">
            {policy.data.map((tier) => {
              const split = cancellationSplitWithDeposit(grandTotal, deposit, policy.data, tier.hoursBefore);
              return (
                <li key={tier.hoursBefore}>
                  {text.policyTierAmounts(
                    text.policyWhen(tier.hoursBefore),
                    formatMoney(split.fee),
                    formatMoney(split.refund),
                  )}
                </li>
              );
            })}
            <li>{deposit > 0 ? text.policyAfterStartAmounts(formatMoney(deposit)) : text.policyAfterStart}</li>
          </ul>
          {deposit > 0 && <p className="mt-2 text-xs text-stone-500">{text.policyDepositNote}</p>}
          <p className="mt-2 text-xs text-stone-500">{text.policyRefundNote}</p>
        </>
      )}
    </section>
  );
}
