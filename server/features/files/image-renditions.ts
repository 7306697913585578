import { readAll, type FileStore } from './file-store.ts';
import { objectKey, parseRenditionName, renditionName, RENDITION_WIDTHS } from './storage-paths.ts';

/** WebP at 78 looks like the JPEG at 85 it comes from, at about two thirds of the bytes. */
const WEBP_QUALITY = 78;

/**
 * Encodes made on request (images stored before renditions existed) run at most this many at a time:
 * each name is encoded once and then served from disk, but a crawler asking for every image at once
 * must not take both cores away from the API.
 */
const MAX_CONCURRENT_ENCODES = 2;

/**
 * sharp (libvips, ~30 MB resident) on the first image encoded, not at start-up: most starts, and
 * every start on an existing database, encode nothing.
 */
export async function loadSharp() {
  const { default: sharp } = await import('sharp');
  return sharp;
}

async function encodeWebp(image: Buffer, width: number): Promise<Buffer> {
  const sharp = await loadSharp();
  // The source is our own re-encoded file: upright, metadata-free and at most 1600 px a side.
  return sharp(image, { failOn: 'error' })
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
}

/**
 * Writes the WebP renditions of a freshly stored public image beside it (`public/<uuid>.w<width>.webp`)
 * and returns their keys. A width above the image's own is encoded at the image's width, so every name
 * of the convention exists and the browser never meets a 404 in a srcset. On failure nothing is left.
 */
export async function writeRenditions(store: FileStore, storageName: string, image: Buffer, imageWidth: number): Promise<string[]> {
  const byOutputWidth = new Map<number, Promise<Buffer>>();
  const encodeOnce = (width: number) => {
    const target = Math.min(width, imageWidth);
    const existing = byOutputWidth.get(target);
    if (existing) return existing;
    const encoded = encodeWebp(image, target);
    byOutputWidth.set(target, encoded);
    return encoded;
  };
  const renditions = await Promise.all(
    RENDITION_WIDTHS.map(async (width) => ({
      key: objectKey('public', renditionName(storageName, width)),
      data: await encodeOnce(width),
    })),
  );
  const written: string[] = [];
  try {
    for (const { key, data } of renditions) {
      await store.put(key, data, 'image/webp');
      written.push(key);
    }
  } catch (error) {
    await store.delete(written).catch(() => undefined);
    throw error;
  }
  return written;
}

let activeEncodes = 0;
const waitingEncodes: (() => void)[] = [];

async function withEncodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (activeEncodes < MAX_CONCURRENT_ENCODES) activeEncodes += 1;
  else await new Promise<void>((resolve) => waitingEncodes.push(resolve));
  try {
    return await work();
  } finally {
    // Hand the slot straight to the next waiter, so a newcomer cannot slip in between.
    const next = waitingEncodes.shift();
    if (next) next();
    else activeEncodes -= 1;
  }
}

const inFlight = new Map<string, Promise<string | undefined>>();

/**
 * The store key of a public rendition, made from its source on first request and kept in the store
 * (images uploaded before renditions existed have none). Undefined when the name is not one of the
 * fixed widths or no png/jpeg source of that id exists, so nothing is ever encoded for a made-up name.
 */
export async function renditionKey(store: FileStore, name: string): Promise<string | undefined> {
  const request = parseRenditionName(name);
  if (!request) return undefined;
  const target = objectKey('public', name);
  if (await store.has(target)) return target;
  let job = inFlight.get(target);
  if (!job) {
    job = withEncodeSlot(() => createRendition(store, target, request.width, request.sourceNames)).finally(() =>
      inFlight.delete(target),
    );
    inFlight.set(target, job);
  }
  return job;
}

async function createRendition(
  store: FileStore,
  target: string,
  width: number,
  sourceNames: string[],
): Promise<string | undefined> {
  // Another request may have finished it while this one waited for a slot.
  if (await store.has(target)) return target;
  for (const sourceName of sourceNames) {
    const source = await store.get(objectKey('public', sourceName));
    if (!source) continue;
    const data = await encodeWebp(await readAll(source), width);
    // The store writes whole objects: a concurrent reader never streams half of one.
    await store.put(target, data, 'image/webp');
    return target;
  }
  return undefined;
}
