import path from 'node:path';
import type { ALLOWED_IMAGE_MIME } from '#shared/domain/limits.ts';
import type { FileKind } from '#server/db/schema/messaging.ts';

export type ImageMime = (typeof ALLOWED_IMAGE_MIME)[number];
export type FileVisibility = 'public' | 'private';

/** Identity documents are private: only reachable through a signed URL (decisions.md). */
const PRIVATE_KINDS: ReadonlySet<FileKind> = new Set<FileKind>(['license', 'aadhaar', 'pan']);

export const EXTENSION_BY_MIME: Record<ImageMime, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
};

const MIME_BY_EXTENSION: Record<string, ImageMime> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif' };

/**
 * The only names we ever write: a random UUID and one of our extensions. Anything else in a URL
 * (dots, slashes, encoded separators) is refused before it gets near the file system.
 */
export const STORAGE_NAME_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|gif)$/;

/** A `files.id`; checked before querying so a malformed id is a 404, not a database error. */
export const FILE_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const PUBLIC_URL_PREFIX = '/uploads/';

export function visibilityOf(kind: FileKind): FileVisibility {
  return PRIVATE_KINDS.has(kind) ? 'private' : 'public';
}

/** `DATA_DIR/uploads/public` or `DATA_DIR/uploads/private`. */
export function uploadsDir(dataDir: string, visibility: FileVisibility): string {
  return path.join(dataDir, 'uploads', visibility);
}

/** The content type of a stored name, or undefined when the name is not one of ours. */
export function mimeOfStorageName(name: string): ImageMime | undefined {
  const match = STORAGE_NAME_PATTERN.exec(name);
  return match?.[1] ? MIME_BY_EXTENSION[match[1]] : undefined;
}

/** `/uploads/<name>` → `<name>` when it is one of our public URLs. */
export function storageNameOfUrl(url: string): string | undefined {
  if (!url.startsWith(PUBLIC_URL_PREFIX)) return undefined;
  const name = url.slice(PUBLIC_URL_PREFIX.length);
  return STORAGE_NAME_PATTERN.test(name) ? name : undefined;
}
