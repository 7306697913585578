import { defaultTransmission, type AddBikeForm, type PartnerBike } from '#shared/api/bikes.ts';
import { msg } from '#shared/messages.ts';
import type { Db } from '#server/db/client.ts';
import { bikes } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { isUniqueViolation } from '#server/lib/unique-violation.ts';
import { deleteFile } from '#server/features/files/delete-file.ts';
import { saveImage, type SavedImage } from '#server/features/files/save-image.ts';
import { plateConflict, plateTaken, publicUrl } from './bike-checks.ts';
import { partnerBikeColumns, toPartnerBike } from './partner-bike-answer.ts';
import type { FileStore } from '#server/features/files/file-store.ts';

export interface BikeFilesDeps {
  db: Db;
  store: FileStore;
}

/**
 * ADD BIKE: lists a new, visible bike of `partnerId` with its photos. The fields arrive validated; the
 * plate is checked before any photo is stored (and again by the unique index, for a race). Photos are
 * stored one by one (each sniffed: png/jpeg/gif, 'Invalid image type' otherwise); if one is refused or
 * the insert fails, the photos already stored are deleted, so a failed request leaves nothing behind.
 */
export async function addBike(
  deps: BikeFilesDeps,
  partnerId: string,
  input: { fields: AddBikeForm; images: Buffer[] },
): Promise<PartnerBike> {
  if (input.images.length === 0)
    throw new AppError('VALIDATION', msg.bikeImageRequired, { errors: { image: msg.bikeImageRequired } });
  if (await plateTaken(deps.db, input.fields.plateNumber)) throw plateConflict();

  const saved: SavedImage[] = [];
  try {
    for (const bytes of input.images) {
      saved.push(await saveImage(deps, { bytes, kind: 'bike', ownerRole: 'partner', ownerId: partnerId }));
    }
    const [row] = await deps.db
      .insert(bikes)
      .values({
        ...input.fields,
        transmission: input.fields.transmission ?? defaultTransmission(input.fields.category),
        partnerId,
        images: saved.map(publicUrl),
      })
      .returning(partnerBikeColumns);
    if (!row) throw new Error('bike insert returned no row');
    return toPartnerBike(row);
  } catch (error) {
    for (const file of saved) await deleteFile(deps, { id: file.id });
    if (isUniqueViolation(error)) throw plateConflict();
    throw error;
  }
}
