import type { Readable } from 'node:stream';
import { AppError } from '#server/errors.ts';

/** One stored object, opened for reading. */
export interface StoredObject {
  body: Readable;
  size: number;
}

/** One object as a listing reports it. */
export interface ListedObject {
  key: string;
  size: number;
}

/**
 * Where uploaded bytes live: the local disk (`DATA_DIR/uploads`, the default) or an S3-compatible
 * bucket (`S3_BUCKET`). Keys are `public/<name>` and `private/<name>` (storage-paths.ts `objectKey`);
 * which rows point at them, and who may read them, is the `files` table's and the routes' business,
 * never the store's: nothing in the store is publicly readable, the app serves every byte.
 *
 * A store that refuses or does not answer throws `AppError('UNAVAILABLE')` (503) from put, get and
 * has, so an upload it refuses changes nothing and says so.
 */
export interface FileStore {
  readonly kind: 'disk' | 's3';
  /** Writes an object whole (a reader never sees half of it); replaces one of the same key. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The object, or undefined when there is none under this key. */
  get(key: string): Promise<StoredObject | undefined>;
  has(key: string): Promise<boolean>;
  /**
   * Removes objects; a missing one is no error. Callers run it after their commit, so a failure
   * leaves an object nothing points to, never a row pointing to nothing.
   */
  delete(keys: readonly string[]): Promise<void>;
  /** Every object whose key starts with `prefix`, in key order. */
  list(prefix: string): AsyncIterable<ListedObject>;
}

/** The one error a store throws when it cannot do its work, keeping the cause for the log. */
export function storeUnavailable(cause: unknown): AppError {
  const error = new AppError('UNAVAILABLE');
  (error as Error & { cause?: unknown }).cause = cause;
  return error;
}

/** Reads a stored object whole (renditions are made from their source; backups hash files). */
export async function readAll(object: StoredObject): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
