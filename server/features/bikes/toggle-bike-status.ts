import { and, eq, isNull, not } from 'drizzle-orm';
import type { PartnerBike } from '#shared/api/bikes.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bikes } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { partnerBikeColumns, toPartnerBike } from './partner-bike-answer.ts';

/**
 * changeStatus (Hide/Unhide): flips the visibility of one of the partner's bikes in one statement and
 * answers the updated bike. Another partner's bike, a deleted one or an unknown id are all NOT_FOUND:
 * the answer does not tell whether someone else's bike exists (decision D16).
 * Hiding does not touch existing bookings; it only takes the bike out of the customer lists.
 */
export async function toggleBikeStatus(db: DbOrTx, partnerId: string, bikeId: string): Promise<PartnerBike> {
  const [row] = await db
    .update(bikes)
    .set({ status: not(bikes.status) })
    .where(and(eq(bikes.id, bikeId), eq(bikes.partnerId, partnerId), isNull(bikes.deletedAt)))
    .returning(partnerBikeColumns);
  if (!row) throw new AppError('NOT_FOUND');
  return toPartnerBike(row);
}
