import { eq } from 'drizzle-orm';
import type { PartnerLocation } from '#shared/api/partner.ts';
import { msg } from '#shared/messages.ts';
import type { Db } from '#server/db/client.ts';
import { partnerLocations } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { isUniqueViolation } from '#server/lib/unique-violation.ts';
import { pointTaken } from './add-location-point.ts';
import { listLocationPoints } from './list-location-points.ts';
import { lockOwnPoint } from './lock-own-point.ts';
import { pointInUse } from './point-in-use.ts';
import { pointNameTaken } from './point-name-taken.ts';

/**
 * editLocationPoint: renames one of the partner's points and answers the partner's points. Another
 * partner's point or an unknown id is NOT_FOUND; a name another of the partner's points has is a 409;
 * so is renaming a point an upcoming booking uses (its customer was told that name; renaming it and
 * then deleting the new name would otherwise get round the delete rule).
 */
export async function renameLocationPoint(
  db: Db,
  partnerId: string,
  input: { id: string; name: string },
): Promise<PartnerLocation[]> {
  try {
    await db.transaction(async (tx) => {
      const point = await lockOwnPoint(tx, partnerId, input.id);
      if (point.name === input.name) return;
      if (await pointNameTaken(tx, partnerId, input.name, point.id)) throw pointTaken();
      // Bookings match point names ignoring letter case, so a case-only fix keeps them linked.
      const renamed = point.name.toLowerCase() !== input.name.toLowerCase();
      if (renamed && (await pointInUse(tx, partnerId, point.name))) throw new AppError('CONFLICT', msg.pointInUse);
      await tx.update(partnerLocations).set({ name: input.name }).where(eq(partnerLocations.id, point.id));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw pointTaken();
    throw error;
  }
  return listLocationPoints(db, partnerId);
}
