import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStore, ListedObject, StoredObject } from './file-store.ts';
import { storeUnavailable } from './file-store.ts';

/** Errors that say the disk, not the request, is at fault: answered 503 like a bucket that is down. */
const DISK_FAULTS = new Set(['ENOSPC', 'EROFS', 'EACCES', 'EPERM', 'EIO', 'EDQUOT']);

/** Keys are ours (`public/<uuid>.png`): one folder level, no dots, so none can leave `root`. */
const KEY_PATTERN = /^(public|private)\/[0-9a-z.-]+$/;

function fileOf(root: string, key: string): string {
  if (!KEY_PATTERN.test(key) || key.includes('..')) throw new Error(`not a storage key: ${key}`);
  return path.join(root, key);
}

function asStoreError(error: unknown): unknown {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && DISK_FAULTS.has(code) ? storeUnavailable(error) : error;
}

/**
 * The local-disk store: `root` is `DATA_DIR/uploads`, holding `public/` and `private/` as before the
 * store existed, so an existing data folder needs no migration. Writes go to a temporary name and are
 * renamed, so a concurrent reader never streams half a file.
 */
export function createDiskStore(root: string): FileStore {
  return {
    kind: 'disk',
    async put(key, data) {
      const file = fileOf(root, key);
      const temporary = `${file}.${randomUUID()}.tmp`;
      try {
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(temporary, data, { flag: 'wx', mode: 0o640 });
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw asStoreError(error);
      }
    },
    async get(key): Promise<StoredObject | undefined> {
      const file = fileOf(root, key);
      const stats = await stat(file).catch(() => undefined);
      if (!stats?.isFile()) return undefined;
      return { body: createReadStream(file), size: stats.size };
    },
    async has(key) {
      const stats = await stat(fileOf(root, key)).catch(() => undefined);
      return stats?.isFile() ?? false;
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(root, key), { force: true })));
    },
    async *list(prefix): AsyncIterable<ListedObject> {
      for (const folder of ['private', 'public']) {
        const names = await readdir(path.join(root, folder)).catch(() => [] as string[]);
        for (const name of names.sort()) {
          const key = `${folder}/${name}`;
          if (!key.startsWith(prefix) || name.endsWith('.tmp')) continue;
          const stats = await stat(path.join(root, key)).catch(() => undefined);
          if (stats?.isFile()) yield { key, size: stats.size };
        }
      }
    },
  };
}
