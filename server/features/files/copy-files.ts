import { createProgressBar, type ProgressOutput } from '#server/lib/progress-bar.ts';
import { readAll, type FileStore } from './file-store.ts';
import { mimeOfStorageName } from './storage-paths.ts';

export interface CopySummary {
  copied: number;
  copiedBytes: number;
  /** already in the target with the same size: a second run copies nothing */
  skipped: number;
  failed: { key: string; error: string }[];
}

/** The type a stored name is served with (its own extension; a rendition is WebP). */
function contentTypeOf(key: string): string {
  const name = key.slice(key.indexOf('/') + 1);
  return mimeOfStorageName(name) ?? (name.endsWith('.webp') ? 'image/webp' : 'application/octet-stream');
}

/**
 * Copies every object of `source` (the local uploads folder) into `target` (the bucket) under the same
 * key, skipping those the target already has at the same size, so it can be run again after an
 * interruption, or while instances still write to the disk, until a run copies nothing. Nothing is
 * deleted from the source. One failed object is reported and the rest go on.
 */
export async function copyFiles(source: FileStore, target: FileStore, progress?: ProgressOutput): Promise<CopySummary> {
  const present = new Map<string, number>();
  for await (const object of target.list('')) present.set(object.key, object.size);
  const objects = [];
  for await (const object of source.list('')) objects.push(object);
  const bar = progress ? createProgressBar('copy', objects.length, progress) : undefined;
  const summary: CopySummary = { copied: 0, copiedBytes: 0, skipped: 0, failed: [] };
  for (const { key, size } of objects) {
    if (present.get(key) === size) {
      summary.skipped += 1;
      bar?.tick(1, key);
      continue;
    }
    try {
      const object = await source.get(key);
      if (object) {
        const data = await readAll(object);
        await target.put(key, data, contentTypeOf(key));
        summary.copied += 1;
        summary.copiedBytes += data.length;
      }
    } catch (error) {
      summary.failed.push({ key, error: error instanceof Error ? error.message : String(error) });
    }
    bar?.tick(1, key);
  }
  bar?.finish();
  return summary;
}
