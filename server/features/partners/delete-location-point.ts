import { eq } from 'drizzle-orm';
import type { PartnerLocation } from '#shared/api/partner.ts';
import { msg } from '#shared/messages.ts';
import type { Db } from '#server/db/client.ts';
import { partnerLocations } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { listLocationPoints } from './list-location-points.ts';
import { lockOwnPoint } from './lock-own-point.ts';
import { pointInUse } from './point-in-use.ts';

/**
 * deleteLocationPoint: removes one of the partner's points and answers the partner's points. Refused
 * (409) while an upcoming booking picks up or drops at it; another partner's point or an unknown id is
 * NOT_FOUND.
 */
export async function deleteLocationPoint(db: Db, partnerId: string, pointId: string): Promise<PartnerLocation[]> {
  await db.transaction(async (tx) => {
    const point = await lockOwnPoint(tx, partnerId, pointId);
    if (await pointInUse(tx, partnerId, point.name)) throw new AppError('CONFLICT', msg.pointInUse);
    await tx.delete(partnerLocations).where(eq(partnerLocations.id, point.id));
  });
  return listLocationPoints(db, partnerId);
}
