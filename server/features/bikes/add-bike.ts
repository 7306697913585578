import { and, isNull, sql } from 'drizzle-orm';
import type { AddBikeForm, PartnerBike } from '#shared/api/bikes.ts';
import { msg } from '#shared/messages.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { bikes } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { isUniqueViolation } from '#server/lib/unique-violation.ts';
import { deleteFile } from '#server/features/files/delete-file.ts';
import { saveImage, type SavedImage } from '#server/features/files/save-image.ts';
import { partnerBikeColumns, toPartnerBike } from './partner-bike-answer.ts';

export interface BikeFilesDeps {
  db: Db;
  dataDir: string;
}

/** True when a bike that still exists has this plate (plates compare upper-case, decisions D6, D17). */
async function plateTaken(db: DbOrTx, plateNumber: string): Promise<boolean> {
  const rows = await db
    .select({ id: bikes.id })
    .from(bikes)
    .where(and(sql`upper(${bikes.plateNumber}) = upper(${plateNumber})`, isNull(bikes.deletedAt)))
    .limit(1);
  return rows.length > 0;
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
      .values({ ...input.fields, partnerId, images: saved.map(publicUrl) })
      .returning(partnerBikeColumns);
    if (!row) throw new Error('bike insert returned no row');
    return toPartnerBike(row);
  } catch (error) {
    for (const file of saved) await deleteFile(deps, { id: file.id });
    if (isUniqueViolation(error)) throw plateConflict();
    throw error;
  }
}

/** Bike photos are public files (files/storage-paths.ts), so each has a URL. */
function publicUrl(file: SavedImage): string {
  if (file.visibility !== 'public') throw new Error('a bike photo was stored as a private file');
  return file.url;
}

const plateConflict = () =>
  new AppError('CONFLICT', msg.bikePlateTaken, { errors: { plateNumber: msg.bikePlateTaken } });
