import { rm } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { files } from '#server/db/schema/messaging.ts';
import { FILE_ID_PATTERN, renditionNamesOf, storageNameOfUrl, uploadsDir } from './storage-paths.ts';

export interface DeleteFileDeps {
  db: DbOrTx;
  dataDir: string;
}

/** A stored file by id (private or public), or a public file by the URL saveImage returned. */
export type FileRef = { id: string } | { url: string };

/**
 * Removes a stored file and its row, e.g. when a profile photo or an ID proof is replaced.
 * Returns false when there was nothing to delete (unknown id, foreign URL such as a seeded image).
 * The row goes first: if the transaction around it rolls back, the worst case is a file on disk
 * that nothing points to, never a row pointing to a missing file.
 */
export async function deleteFile(deps: DeleteFileDeps, ref: FileRef): Promise<boolean> {
  const where = whereOf(ref);
  if (!where) return false;
  const [row] = await deps.db
    .delete(files)
    .where(where)
    .returning({ storageName: files.storageName, visibility: files.visibility });
  if (!row) return false;
  const dir = uploadsDir(deps.dataDir, row.visibility);
  const names = [row.storageName, ...(row.visibility === 'public' ? renditionNamesOf(row.storageName) : [])];
  await Promise.all(names.map((name) => rm(path.join(dir, name), { force: true })));
  return true;
}

function whereOf(ref: FileRef) {
  if ('id' in ref) return FILE_ID_PATTERN.test(ref.id) ? eq(files.id, ref.id) : undefined;
  const name = storageNameOfUrl(ref.url);
  return name ? and(eq(files.storageName, name), eq(files.visibility, 'public')) : undefined;
}
