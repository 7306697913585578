import { randomUUID } from 'node:crypto';
import { ALLOWED_IMAGE_MIME, MAX_UPLOAD_BYTES } from '#shared/domain/limits.ts';
import { msg } from '#shared/messages.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { files, type FileKind } from '#server/db/schema/messaging.ts';
import { AppError } from '#server/errors.ts';
import type { FileStore } from './file-store.ts';
import { loadSharp, writeRenditions } from './image-renditions.ts';
import {
  EXTENSION_BY_MIME,
  hasRenditions,
  objectKey,
  PUBLIC_URL_PREFIX,
  visibilityOf,
  type FileVisibility,
  type ImageMime,
} from './storage-paths.ts';

/** Longest side of a stored image; larger uploads are scaled down (aspect ratio kept). */
export const MAX_IMAGE_SIDE = 1600;
/**
 * Refuse decompression bombs: a 5 MB PNG can claim a gigapixel canvas. 40 Mpx covers any phone
 * photo (a 108 Mpx sensor saves 12 Mpx by default) with room to spare.
 */
const MAX_INPUT_PIXELS = 40_000_000;
const JPEG_QUALITY = 85;

export type FileOwnerRole = (typeof files.$inferInsert)['ownerRole'];

export interface SaveImageDeps {
  db: DbOrTx;
  /** where the bytes go: the local disk or the bucket (create-file-store.ts) */
  store: FileStore;
}

export interface SaveImageInput {
  bytes: Buffer;
  kind: FileKind;
  ownerRole: FileOwnerRole;
  ownerId?: string | null;
  /**
   * When a public png/jpeg gets its WebP renditions: 'now' (the default) writes them with the image,
   * so its first visitor is served from disk; 'on-request' leaves each to the uploads route, which
   * makes it on first request. The demo seed stores ~100 images at start-up, where encoding ~300
   * WebPs up front would multiply the start-up time (an uploader waits for only a few).
   */
  renditions?: 'now' | 'on-request';
}

/** Public files have a URL anyone may load; private files are referred to by id only. */
export type SavedImage =
  { id: string; visibility: 'public'; url: string } | { id: string; visibility: 'private'; url: null };

function isAllowedMime(mime: string): mime is ImageMime {
  return (ALLOWED_IMAGE_MIME as readonly string[]).includes(mime);
}

/**
 * Stores one uploaded image: sniffs its bytes (png/jpeg/gif only, 5 MB max), re-encodes it with sharp
 * so no EXIF/GPS/comment metadata survives, caps its size, writes it to the file store under a random name
 * and records it in `files`. Identity documents (license, aadhaar, pan) are stored under `private/`.
 *
 * NOTE: GIFs are re-encoded with every frame (sharp `animated: true`), so animations survive while
 * comments and XMP are dropped. Orientation is applied with `.rotate()` for png/jpeg before the
 * metadata is discarded, so a phone photo is not shown sideways. A public png/jpeg also gets its WebP
 * renditions (image-renditions.ts), which the web app lists in `srcset`.
 */
export async function saveImage(deps: SaveImageDeps, input: SaveImageInput): Promise<SavedImage> {
  if (input.bytes.length > MAX_UPLOAD_BYTES) throw new AppError('TOO_LARGE');
  // Loaded on the first upload, not at start-up (cold start budget, docs/performance.md).
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(input.bytes);
  if (!detected || !isAllowedMime(detected.mime)) throw new AppError('UNSUPPORTED_MEDIA', msg.invalidImageType);

  const image = await reencode(input.bytes, detected.mime);
  const visibility: FileVisibility = visibilityOf(input.kind);
  // A random name never meets an existing object. A store that refuses it throws 503 before any row.
  const storageName = `${randomUUID()}.${EXTENSION_BY_MIME[detected.mime]}`;
  const key = objectKey(visibility, storageName);
  await deps.store.put(key, image.data, detected.mime);
  const written = [key];

  try {
    if (visibility === 'public' && hasRenditions(detected.mime) && input.renditions !== 'on-request') {
      written.push(...(await writeRenditions(deps.store, storageName, image.data, image.width)));
    }
    const [row] = await deps.db
      .insert(files)
      .values({
        kind: input.kind,
        visibility,
        ownerRole: input.ownerRole,
        ownerId: input.ownerId ?? null,
        storageName,
        mime: detected.mime,
        size: image.data.length,
        width: image.width,
        height: image.height,
      })
      .returning({ id: files.id });
    if (!row) throw new Error('files insert returned no row');
    return visibility === 'public'
      ? { id: row.id, visibility, url: `${PUBLIC_URL_PREFIX}${storageName}` }
      : { id: row.id, visibility, url: null };
  } catch (error) {
    // No row, no file: an orphan in the store would never be served nor cleaned up. If the store is
    // the reason (it went down meanwhile), the orphan it may keep is harmless: no row points to it.
    await deps.store.delete(written).catch(() => undefined);
    throw error;
  }
}

async function reencode(bytes: Buffer, mime: ImageMime): Promise<{ data: Buffer; width: number; height: number }> {
  const animated = mime === 'image/gif';
  const sharp = await loadSharp();
  try {
    let pipeline = sharp(bytes, { animated, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    // GIF carries no orientation tag, and rotating a multi-frame strip would mix frames.
    if (!animated) pipeline = pipeline.rotate();
    pipeline = pipeline.resize({
      width: MAX_IMAGE_SIDE,
      height: MAX_IMAGE_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    });
    // sharp drops all metadata on output unless asked to keep it (no keepExif / withMetadata here).
    if (mime === 'image/png') pipeline = pipeline.png();
    else if (mime === 'image/jpeg') pipeline = pipeline.jpeg({ quality: JPEG_QUALITY });
    else pipeline = pipeline.gif();
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    // For an animation sharp reports the height of the whole frame strip; one frame is pageHeight.
    return { data, width: info.width, height: info.pageHeight ?? info.height };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      // a small file can declare a huge canvas: 'too large (5 MB at most)' would not say what is wrong
      throw new AppError('TOO_LARGE', msg.imageTooManyPixels(MAX_INPUT_PIXELS / 1_000_000));
    }
    // A file whose header looks right but whose body is not a decodable image is the client's
    // fault, not ours: answer 415 rather than 500.
    throw new AppError('UNSUPPORTED_MEDIA', msg.invalidImageType);
  }
}
