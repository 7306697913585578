import { count, eq } from 'drizzle-orm';
import { MAX_LOCATION_POINTS, type PartnerLocation } from '#shared/api/partner.ts';
import { msg } from '#shared/messages.ts';
import type { Db } from '#server/db/client.ts';
import { partnerLocations, partners } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { isUniqueViolation } from '#server/lib/unique-violation.ts';
import { listLocationPoints } from './list-location-points.ts';
import { pointNameTaken } from './point-name-taken.ts';

/**
 * uploadLocationPoints: adds a pick-up/drop point and answers the partner's points. A name the
 * partner already uses (any letter case) is a 409, and so is a 51st point. The partner row is locked
 * so parallel adds cannot pass the count together; the unique index catches a duplicate race.
 */
export async function addLocationPoint(db: Db, partnerId: string, name: string): Promise<PartnerLocation[]> {
  try {
    await db.transaction(async (tx) => {
      await tx.select({ id: partners.id }).from(partners).where(eq(partners.id, partnerId)).for('update');
      if (await pointNameTaken(tx, partnerId, name)) throw pointTaken();
      const [points] = await tx
        .select({ n: count() })
        .from(partnerLocations)
        .where(eq(partnerLocations.partnerId, partnerId));
      if ((points?.n ?? 0) >= MAX_LOCATION_POINTS) {
        throw new AppError('CONFLICT', msg.tooManyPoints(MAX_LOCATION_POINTS));
      }
      await tx.insert(partnerLocations).values({ partnerId, name });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw pointTaken();
    throw error;
  }
  return listLocationPoints(db, partnerId);
}

export const pointTaken = () => new AppError('CONFLICT', msg.pointTaken, { errors: { pointName: msg.pointTaken } });
