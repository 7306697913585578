import { and, eq, isNull } from 'drizzle-orm';
import { msg } from '#shared/messages.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bikes } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';

/**
 * One of the partner's own bikes (not deleted), or a 404: another partner's bike and an unknown id
 * answer the same, so the answer does not tell whether someone else's bike exists (D16).
 */
export async function findOwnBike(
  db: DbOrTx,
  partnerId: string,
  bikeId: string,
): Promise<{ id: string; name: string; brand: string }> {
  const [bike] = await db
    .select({ id: bikes.id, name: bikes.name, brand: bikes.brand })
    .from(bikes)
    .where(and(eq(bikes.id, bikeId), eq(bikes.partnerId, partnerId), isNull(bikes.deletedAt)));
  if (!bike) throw new AppError('NOT_FOUND', msg.bikeNotFound);
  return bike;
}
