import { eq } from 'drizzle-orm';
import type { CancellationQuote } from '#shared/api/cancellations.ts';
import {
  DEFAULT_CANCELLATION_TIERS,
  cancellationSplit,
  hoursBeforePickup,
  type CancellationTier,
} from '#shared/domain/pricing.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { cancellationPolicies } from '#server/db/schema/index.ts';

/** The columns of a booking the refund of its cancellation depends on. */
export interface RefundBasis {
  cancellationPolicyId: number | null;
  pickupAt: Date;
  /** the amount paid, whole rupees */
  grandTotal: number;
}

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
 * What a cancellation at `now` gives back under the booking's own policy: the quote the customer sees
 * and the refund cancelRide records are this one function, so they agree to the rupee.
 */
export async function refundSplit(
  db: DbOrTx,
  basis: RefundBasis,
  now: Date,
): Promise<CancellationQuote> {
  const tiers = await tiersOfBooking(db, basis.cancellationPolicyId);
  const hours = hoursBeforePickup(basis.pickupAt, now);
  const split = cancellationSplit(basis.grandTotal, tiers, hours);
  return { amountPaid: basis.grandTotal, fee: split.fee, refund: split.refund, hoursBeforePickup: hours };
}
