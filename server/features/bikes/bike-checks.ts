import { and, isNull, ne, sql } from 'drizzle-orm';
import { msg } from '#shared/messages.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bikes } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import type { SavedImage } from '#server/features/files/save-image.ts';

/*
 * Checks shared by adding and editing a bike: the plate nobody else has, the photos' public URLs.
 */

/**
 * True when a bike that still exists, other than `exceptId`, has this plate (plates compare
 * upper-case, decisions D6, D17).
 */
export async function plateTaken(db: DbOrTx, plateNumber: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: bikes.id })
    .from(bikes)
    .where(
      and(
        sql`upper(${bikes.plateNumber}) = upper(${plateNumber})`,
        isNull(bikes.deletedAt),
        exceptId === undefined ? undefined : ne(bikes.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export const plateConflict = () =>
  new AppError('CONFLICT', msg.bikePlateTaken, { errors: { plateNumber: msg.bikePlateTaken } });

/** Bike photos are public files (files/storage-paths.ts), so each has a URL. */
export function publicUrl(file: SavedImage): string {
  if (file.visibility !== 'public') throw new Error('a bike photo was stored as a private file');
  return file.url;
}
