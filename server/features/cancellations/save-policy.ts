import type { CancellationPolicyBody } from '#shared/api/cancellations.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { cancellationPolicies } from '#server/db/schema/index.ts';
import { sortTiers, type CancellationPolicy } from './current-policy.ts';

/**
 * PUT /api/admin/cancellationPolicy: a new version of the policy (a row added, none changed), in force
 * for the payments verified from now on; bookings paid before keep theirs. The tiers were validated by
 * `cancellationPolicyBody` (1–6, distinct whole hoursBefore 0–720, one at 0, percent 0–100, flat
 * 0–100000).
 */
export async function savePolicy(
  db: DbOrTx,
  adminId: string,
  body: CancellationPolicyBody,
): Promise<CancellationPolicy> {
  const tiers = sortTiers(body.tiers);
  const [row] = await db
    .insert(cancellationPolicies)
    .values({ tiers, createdBy: adminId })
    .returning({ id: cancellationPolicies.id });
  return { id: row?.id ?? null, tiers };
}
