import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { files } from '#server/db/schema/messaging.ts';
import type { FileStore } from './file-store.ts';
import { FILE_ID_PATTERN, objectKey, renditionNamesOf, storageNameOfUrl } from './storage-paths.ts';

export interface DeleteFileDeps {
  db: DbOrTx;
  store: FileStore;
}

/** A stored file by id (private or public), or a public file by the URL saveImage returned. */
export type FileRef = { id: string } | { url: string };

/**
 * Removes a stored file and its row, e.g. when a profile photo or an ID proof is replaced.
 * Returns false when there was nothing to delete (unknown id, foreign URL such as a seeded image).
 * The row goes first: callers run this after their commit, and if the store fails to remove the
 * objects (a bucket that is down), the worst case is an object that nothing points to, never a row
 * pointing to a missing file; that failure is not the caller's, so it is not thrown.
 */
export async function deleteFile(deps: DeleteFileDeps, ref: FileRef): Promise<boolean> {
  const where = whereOf(ref);
  if (!where) return false;
  const [row] = await deps.db
    .delete(files)
    .where(where)
    .returning({ storageName: files.storageName, visibility: files.visibility });
  if (!row) return false;
  const names = [row.storageName, ...(row.visibility === 'public' ? renditionNamesOf(row.storageName) : [])];
  await deps.store.delete(names.map((name) => objectKey(row.visibility, name))).catch(() => undefined);
  return true;
}

function whereOf(ref: FileRef) {
  if ('id' in ref) return FILE_ID_PATTERN.test(ref.id) ? eq(files.id, ref.id) : undefined;
  const name = storageNameOfUrl(ref.url);
  return name ? and(eq(files.storageName, name), eq(files.visibility, 'public')) : undefined;
}
