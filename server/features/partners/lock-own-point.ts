import { and, eq } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { partnerLocations } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';

/**
 * Loads and locks (FOR UPDATE) one of the partner's points inside a transaction. Another partner's
 * point and an unknown id are both NOT_FOUND, so the answer does not tell whether it exists. The lock
 * makes a booking flow that reads the point FOR SHARE wait, so it cannot slip in between a check and
 * the change.
 */
export async function lockOwnPoint(tx: Tx, partnerId: string, pointId: string): Promise<{ id: string; name: string }> {
  const [point] = await tx
    .select({ id: partnerLocations.id, name: partnerLocations.name })
    .from(partnerLocations)
    .where(and(eq(partnerLocations.id, pointId), eq(partnerLocations.partnerId, partnerId)))
    .for('update');
  if (!point) throw new AppError('NOT_FOUND');
  return point;
}
