import path from 'node:path';
import type { ALLOWED_IMAGE_MIME } from '#shared/domain/limits.ts';
import type { FileKind } from '#server/db/schema/messaging.ts';

export type ImageMime = (typeof ALLOWED_IMAGE_MIME)[number];
export type FileVisibility = 'public' | 'private';

/**
 * Identity documents are private: only reachable through a signed URL (the product decisions); so are
 * the photos of a bike at hand-over and return (issue #32, D81), shown to the ride's customer, its
 * partner and admins only.
 */
const PRIVATE_KINDS: ReadonlySet<FileKind> = new Set<FileKind>(['license', 'aadhaar', 'pan', 'handover', 'return']);

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

/**
 * WebP copies of a public png/jpeg at these widths (never wider than the original), named
 * `<uuid>.w<width>.webp` beside it. The web app derives their URLs from the stored URL by the same
 * convention (web/src/lib/image-sources.ts), so no API carries them. GIFs get none: an animation
 * would lose its frames.
 */
export const RENDITION_WIDTHS = [320, 640, 1280] as const;
export type RenditionWidth = (typeof RENDITION_WIDTHS)[number];

/** Only the fixed widths: a request cannot make the server encode an arbitrary size. */
const RENDITION_NAME_PATTERN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.w(320|640|1280)\.webp$/;

/** The extensions whose images have renditions. */
const RENDITION_SOURCE_EXTENSIONS = ['png', 'jpg'] as const;

/** A `files.id`; checked before querying so a malformed id is a 404, not a database error. */
export const FILE_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const PUBLIC_URL_PREFIX = '/uploads/';

export function visibilityOf(kind: FileKind): FileVisibility {
  return PRIVATE_KINDS.has(kind) ? 'private' : 'public';
}

/** `DATA_DIR/uploads`: the disk store's root, with `public/` and `private/` inside. */
export function uploadsRoot(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/** `DATA_DIR/uploads/public` or `DATA_DIR/uploads/private`. */
export function uploadsDir(dataDir: string, visibility: FileVisibility): string {
  return path.join(uploadsRoot(dataDir), visibility);
}

/** The store key of a stored name: `public/<name>` or `private/<name>` (the same layout on disk and in a bucket). */
export function objectKey(visibility: FileVisibility, name: string): string {
  return `${visibility}/${name}`;
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

/** Whether an image of this type gets WebP renditions (png and jpeg; not gif). */
export function hasRenditions(mime: ImageMime): boolean {
  return mime === 'image/png' || mime === 'image/jpeg';
}

/** `<uuid>.png` → `<uuid>.w640.webp`. */
export function renditionName(storageName: string, width: RenditionWidth): string {
  return `${storageName.slice(0, storageName.lastIndexOf('.'))}.w${width}.webp`;
}

/** Every rendition name a stored image may have (for clean-up); none for names that are not ours. */
export function renditionNamesOf(storageName: string): string[] {
  const match = STORAGE_NAME_PATTERN.exec(storageName);
  if (!match?.[1] || !(RENDITION_SOURCE_EXTENSIONS as readonly string[]).includes(match[1])) return [];
  return RENDITION_WIDTHS.map((width) => renditionName(storageName, width));
}

export interface RenditionRequest {
  width: RenditionWidth;
  /** the names its source may have, png first */
  sourceNames: string[];
}

/** `<uuid>.w640.webp` → its width and possible source names, or undefined when the name is not ours. */
export function parseRenditionName(name: string): RenditionRequest | undefined {
  const match = RENDITION_NAME_PATTERN.exec(name);
  const id = match?.[1];
  const width = RENDITION_WIDTHS.find((w) => String(w) === match?.[2]);
  if (!id || !width) return undefined;
  return { width, sourceNames: RENDITION_SOURCE_EXTENSIONS.map((ext) => `${id}.${ext}`) };
}
