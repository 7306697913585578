import { desc } from 'drizzle-orm';
import { DEFAULT_CANCELLATION_TIERS, type CancellationTier } from '#shared/domain/pricing.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { cancellationPolicies } from '#server/db/schema/index.ts';

export interface CancellationPolicy {
  /** null only if the table were empty (migration 0013 seeds a row): the default tiers apply */
  id: number | null;
  tiers: CancellationTier[];
}

/** The policy in force now: the latest version (highest id), highest hoursBefore first. */
export async function currentPolicy(db: DbOrTx): Promise<CancellationPolicy> {
  const [row] = await db
    .select({ id: cancellationPolicies.id, tiers: cancellationPolicies.tiers })
    .from(cancellationPolicies)
    .orderBy(desc(cancellationPolicies.id))
    .limit(1);
  return { id: row?.id ?? null, tiers: sortTiers(row?.tiers ?? DEFAULT_CANCELLATION_TIERS) };
}

/** Highest hoursBefore first, the order the policy is read and shown in. */
export function sortTiers(tiers: readonly CancellationTier[]): CancellationTier[] {
  return [...tiers]
    .sort((a, b) => b.hoursBefore - a.hoursBefore)
    .map((t) => ({ hoursBefore: t.hoursBefore, flat: t.flat, percent: t.percent }));
}
