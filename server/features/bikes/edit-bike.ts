import { and, eq, isNull } from 'drizzle-orm';
import type { EditBikeForm, PartnerBike } from '#shared/api/bikes.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bikes } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { isUniqueViolation } from '#server/lib/unique-violation.ts';
import { replaceImages } from '#server/features/files/replace-images.ts';
import type { BikeFilesDeps } from './add-bike.ts';
import { plateConflict, plateTaken, publicUrl } from './bike-checks.ts';
import { partnerBikeColumns, toPartnerBike } from './partner-bike-answer.ts';

/** The partner's own bike that still exists, or NOT_FOUND (another partner's bike is not told apart). */
async function ownBike(db: DbOrTx, partnerId: string, bikeId: string, lock: boolean) {
  const query = db
    .select({ images: bikes.images })
    .from(bikes)
    .where(and(eq(bikes.id, bikeId), eq(bikes.partnerId, partnerId), isNull(bikes.deletedAt)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * EDIT BIKE (issue 17): sets the fields of one of the partner's bikes and, when photos are sent,
 * replaces all its photos with them (none sent keeps the current ones). The fields arrive validated
 * with the ADD BIKE rules; the bike and the plate are checked before any photo is stored (the plate
 * again by the unique index, for a race). New photos are deleted again if anything fails, the
 * replaced ones only after the update committed. Bookings keep the amounts they were made with, so
 * a new rent applies to new bookings only. The read cache drops the search and bike-details answers
 * by itself: they read the bikes table, which this update changes (decision D46).
 */
export async function editBike(
  deps: BikeFilesDeps,
  partnerId: string,
  input: { fields: EditBikeForm; images: Buffer[] },
): Promise<PartnerBike> {
  // NOTE: a transmission left out (an older client) keeps the bike's (issue #32)
  const { id, transmission, ...rest } = input.fields;
  const fields = transmission ? { ...rest, transmission } : rest;
  await ownBike(deps.db, partnerId, id, false);
  if (await plateTaken(deps.db, fields.plateNumber, id)) throw plateConflict();

  const photos = input.images.map(
    (bytes) => ({ bytes, kind: 'bike', ownerRole: 'partner', ownerId: partnerId }) as const,
  );
  let answer: PartnerBike | undefined;
  try {
    await replaceImages(deps, photos, async (tx, saved) => {
      const current = await ownBike(tx, partnerId, id, true);
      const images = saved.length > 0 ? saved.map(publicUrl) : undefined;
      const [row] = await tx
        .update(bikes)
        .set({ ...fields, ...(images ? { images } : {}) })
        .where(eq(bikes.id, id))
        .returning(partnerBikeColumns);
      if (!row) throw new Error('bike update returned no row');
      answer = toPartnerBike(row);
      // A seeded or foreign URL is not one of our files: deleteFile leaves it alone.
      return images ? current.images.map((url) => ({ url })) : [];
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw plateConflict();
    throw error;
  }
  if (!answer) throw new Error('bike edit answered nothing');
  return answer;
}
