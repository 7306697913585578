import type { Db, Tx } from '#server/db/client.ts';
import { deleteFile, type FileRef } from './delete-file.ts';
import type { FileStore } from './file-store.ts';
import { saveImage, type SavedImage, type SaveImageInput } from './save-image.ts';

export interface ReplaceImagesDeps {
  db: Db;
  store: FileStore;
}

/**
 * Replaces an account's images (profile photo, ID proofs): stores every new image first, then runs
 * `swap` in one transaction, which points the account at them and answers the files they replace;
 * those are deleted only after the commit. If an image is refused or the swap fails, none of the new
 * files is kept and the old ones stay.
 */
export async function replaceImages<const T extends readonly SaveImageInput[]>(
  deps: ReplaceImagesDeps,
  images: T,
  swap: (tx: Tx, saved: { [K in keyof T]: SavedImage }) => Promise<FileRef[]>,
): Promise<void> {
  const saved: SavedImage[] = [];
  let replaced: FileRef[] = [];
  try {
    for (const image of images) saved.push(await saveImage(deps, image));
    // NOTE: one saved image per input, in order, so the array has the tuple's shape.
    const savedTuple = saved as { [K in keyof T]: SavedImage };
    replaced = await deps.db.transaction((tx) => swap(tx, savedTuple));
  } catch (error) {
    for (const file of saved) await deleteFile(deps, { id: file.id });
    throw error;
  }

  for (const ref of replaced) await deleteFile(deps, ref);
}
