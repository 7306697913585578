import { eq } from 'drizzle-orm';
import type { CancellationQuote } from '#shared/api/cancellations.ts';
import {
  DEFAULT_CANCELLATION_TIERS,
  cancellationSplitWithDeposit,
  hoursBeforePickup,
  type CancellationTier,
} from '#shared/domain/pricing.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bookings, cancellationPolicies } from '#server/db/schema/index.ts';

/** The columns of a booking the refund of its cancellation depends on. */
export interface RefundBasis {
  cancellationPolicyId: number | null;
  pickupAt: Date;
  /** the rent's grand total paid, whole rupees: what the policy's fee applies to */
  grandTotal: number;
  /** the refundable deposit paid with it (issue #17): always comes back in full */
  deposit: number;
}

/** What to select of a booking for its RefundBasis, with its status (whether it may be cancelled at all). */
export const refundBasisColumns = {
  status: bookings.status,
  cancellationPolicyId: bookings.cancellationPolicyId,
  pickupAt: bookings.pickupAt,
  grandTotal: bookings.grandTotal,
  deposit: bookings.deposit,
};

/** The tiers a booking was paid under (its policy snapshot); a booking without one: the default tiers. */
async function tiersOfBooking(db: DbOrTx, policyId: number | null): Promise<readonly CancellationTier[]> {
  if (policyId === null) return DEFAULT_CANCELLATION_TIERS;
  const [row] = await db
    .select({ tiers: cancellationPolicies.tiers })
    .from(cancellationPolicies)
    .where(eq(cancellationPolicies.id, policyId));
  return row?.tiers ?? DEFAULT_CANCELLATION_TIERS;
}

/**
 * What a cancellation at `now` gives back under the booking's own policy (the fee on the rent only, the
 * deposit in full, issue #17): the quote the customer sees
 * and the refund cancelRide records are this one function, so they agree to the rupee.
 */
export async function refundSplit(db: DbOrTx, basis: RefundBasis, now: Date): Promise<CancellationQuote> {
  const tiers = await tiersOfBooking(db, basis.cancellationPolicyId);
  const hours = hoursBeforePickup(basis.pickupAt, now);
  const split = cancellationSplitWithDeposit(basis.grandTotal, basis.deposit, tiers, hours);
  return { amountPaid: split.amountPaid, fee: split.fee, refund: split.refund, hoursBeforePickup: hours };
}
