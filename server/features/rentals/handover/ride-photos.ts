import { deleteFile } from '#server/features/files/delete-file.ts';
import { saveImage } from '#server/features/files/save-image.ts';
import type { RideMoveDeps } from '../ride-move-deps.ts';

/**
 * Stores the photos of a hand-over or a return (issue #32, D81) exactly as every upload is stored
 * (save-image.ts: bytes sniffed, re-encoded so no EXIF/GPS survives, capped at 1600 px), as private
 * files of the partner: only signed URLs reach them. One at a time, in the order sent; when one is
 * refused (415, 413) the ones stored before it are removed, and the refusal is thrown.
 */
export async function saveRidePhotos(
  deps: Pick<RideMoveDeps, 'db' | 'store'>,
  partnerId: string,
  kind: 'handover' | 'return',
  photos: readonly Buffer[],
): Promise<string[]> {
  const ids: string[] = [];
  try {
    for (const bytes of photos) {
      const saved = await saveImage(
        { db: deps.db, store: deps.store },
        { bytes, kind, ownerRole: 'partner', ownerId: partnerId },
      );
      ids.push(saved.id);
    }
  } catch (error) {
    await dropRidePhotos(deps, ids);
    throw error;
  }
  return ids;
}

/** Removes photos stored for a move that did not happen (lost a race, refused): no row keeps pointing at them. */
export async function dropRidePhotos(deps: Pick<RideMoveDeps, 'db' | 'store'>, ids: readonly string[]): Promise<void> {
  for (const id of ids) await deleteFile({ db: deps.db, store: deps.store }, { id });
}
