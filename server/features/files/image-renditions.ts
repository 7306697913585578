import { randomUUID } from 'node:crypto';
import { readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseRenditionName, renditionName, RENDITION_WIDTHS } from './storage-paths.ts';

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
 * Writes the WebP renditions of a freshly stored public image beside it (`<uuid>.w<width>.webp`) and
 * returns their paths. A width above the image's own is encoded at the image's width, so every name
 * of the convention exists and the browser never meets a 404 in a srcset. On failure nothing is left.
 */
export async function writeRenditions(dir: string, storageName: string, image: Buffer, imageWidth: number): Promise<string[]> {
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
    RENDITION_WIDTHS.map(async (width) => ({ file: path.join(dir, renditionName(storageName, width)), data: await encodeOnce(width) })),
  );
  const written: string[] = [];
  try {
    for (const { file, data } of renditions) {
      await writeFile(file, data, { flag: 'wx', mode: 0o640 });
      written.push(file);
    }
  } catch (error) {
    await Promise.all(written.map((file) => rm(file, { force: true })));
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

async function isFile(file: string): Promise<boolean> {
  const stats = await stat(file).catch(() => undefined);
  return stats?.isFile() ?? false;
}

/**
 * The path of a public rendition, made from its source on first request and kept on disk (images
 * uploaded before renditions existed have none). Undefined when the name is not one of the fixed
 * widths or no png/jpeg source of that id exists, so nothing is ever encoded for a made-up name.
 */
export async function renditionPath(publicDir: string, name: string): Promise<string | undefined> {
  const request = parseRenditionName(name);
  if (!request) return undefined;
  const target = path.join(publicDir, name);
  if (await isFile(target)) return target;
  let job = inFlight.get(target);
  if (!job) {
    job = withEncodeSlot(() => createRendition(publicDir, target, request.width, request.sourceNames)).finally(() =>
      inFlight.delete(target),
    );
    inFlight.set(target, job);
  }
  return job;
}

async function createRendition(
  publicDir: string,
  target: string,
  width: number,
  sourceNames: string[],
): Promise<string | undefined> {
  // Another request may have finished it while this one waited for a slot.
  if (await isFile(target)) return target;
  for (const sourceName of sourceNames) {
    const source = await readFile(path.join(publicDir, sourceName)).catch(() => undefined);
    if (!source) continue;
    const data = await encodeWebp(source, width);
    // Written aside and renamed, so a concurrent reader never streams half a file.
    const temporary = `${target}.${randomUUID()}.tmp`;
    try {
      await writeFile(temporary, data, { flag: 'wx', mode: 0o640 });
      await rename(temporary, target);
    } finally {
      await rm(temporary, { force: true });
    }
    return target;
  }
  return undefined;
}
