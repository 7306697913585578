import { text } from '#shared/messages.ts';
import { formatMoney } from '#web/lib/format.ts';
import { useCancellationPolicy } from '../api/use-cancellation-policy.ts';

/**
 * The published cancellation policy under the checkout (issue #16): what a cancellation costs at each
 * tier, read from GET /api/cancellationPolicy, so a customer knows it before paying. The exact refund
 * of a ride is the quote in My Rides.
 */
export function CancellationPolicyNote() {
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
            {policy.data.map((tier) => (
              <li key={tier.hoursBefore}>
                {text.policyTierLine(
                  tier.hoursBefore,
                  text.policyFee(tier.flat > 0 ? formatMoney(tier.flat) : null, tier.percent),
                )}
              </li>
            ))}
            <li>{text.policyAfterStart}</li>
          </ul>
          <p className="mt-2 text-xs text-stone-500">{text.policyRefundNote}</p>
        </>
      )}
    </section>
  );
}
