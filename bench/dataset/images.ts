import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BIKE_CATEGORIES } from '#shared/domain/categories.ts';
import { BIKE_PAINTS, renderBikeImage, renderCouponImage } from '#server/seed/artwork.ts';
import { BIKE_IMAGE_WIDTH } from '#server/seed/bike-svg.ts';
import { createDiskStore } from '#server/features/files/disk-store.ts';
import { writeRenditions } from '#server/features/files/image-renditions.ts';
import { PUBLIC_URL_PREFIX, renditionNamesOf, uploadsDir, uploadsRoot } from '#server/features/files/storage-paths.ts';
import { randomStream } from './random.ts';

/**
 * The pictures of the bench marketplace: a small pool shared by every bike (per category, two paints
 * × three views) and one banner per coupon, drawn with the demo's artwork code and written where the
 * server serves uploads (`DATA_DIR/uploads/public`, with their WebP renditions).
 * NOTE: the names are derived from a fixed seed, so every run (and the PGlite and PostgreSQL
 * datasets, which share BENCH_DATA_DIR) reuses the same files instead of piling up copies; and no
 * `files` rows are written, so a partner deleting one bike's photo cannot delete the shared file
 * (deleteFile leaves a URL it has no row for alone, as it does for the demo's).
 */

const PAINTS = Object.keys(BIKE_PAINTS);
const VIEWS = 3;
const COUPON_IMAGE_WIDTH = 800;

export interface StoredPicture {
  key: string;
  width: number;
  render: () => Promise<Buffer>;
}

/** `/uploads/<name>` of a picture; the same key always gives the same name. */
export function pictureUrl(key: string): string {
  return `${PUBLIC_URL_PREFIX}${randomStream(`picture:${key}`).uuid()}.jpg`;
}

interface BikeView {
  category: string;
  paint: string;
  view: number;
  key: string;
}

/** Per category, two paints × three views, in a fixed order. */
function bikeViews(): BikeView[] {
  return BIKE_CATEGORIES.flatMap((category, c) =>
    [c, c + 5].flatMap((p) => {
      const paint = PAINTS[p % PAINTS.length] ?? 'Racing Red';
      return Array.from({ length: VIEWS }, (_, view) => ({ category, paint, view, key: `bike|${category}|${paint}|${view}` }));
    }),
  );
}

/** The bike photo pool by category: lists of the three views of one paint (a bike shows 1–3 of them). */
export function bikePhotoSets(): Map<string, string[][]> {
  const sets = new Map<string, string[][]>();
  for (const { category, view, key } of bikeViews()) {
    const lists = sets.get(category) ?? [];
    if (view === 0) lists.push([]);
    lists.at(-1)?.push(pictureUrl(key));
    sets.set(category, lists);
  }
  return sets;
}

export function bikePictures(): StoredPicture[] {
  return bikeViews().map(({ category, paint, view, key }) => ({
    key,
    width: BIKE_IMAGE_WIDTH,
    render: () => renderBikeImage({ category, colour: paint, variant: view }),
  }));
}

export function couponPicture(title: string, name: string, colours: readonly [string, string]): StoredPicture {
  return {
    key: `coupon|${title}|${name}`,
    width: COUPON_IMAGE_WIDTH,
    render: () => renderCouponImage(title, name, colours),
  };
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * Writes the pictures missing from `DATA_DIR/uploads/public` (renditions first, the original last,
 * so a present original means a complete set). Answers how many were drawn.
 */
export async function storePictures(dataDir: string, pictures: readonly StoredPicture[]): Promise<number> {
  const dir = uploadsDir(dataDir, 'public');
  const store = createDiskStore(uploadsRoot(dataDir));
  await mkdir(dir, { recursive: true });
  let drawn = 0;
  const queue = pictures.values();
  // sharp works on libuv's pool: two at a time keep both cores busy
  const worker = async () => {
    for (const picture of queue) {
      const name = pictureUrl(picture.key).slice(PUBLIC_URL_PREFIX.length);
      const file = path.join(dir, name);
      if (await exists(file)) continue;
      const bytes = await picture.render();
      await Promise.all(renditionNamesOf(name).map((n) => rm(path.join(dir, n), { force: true })));
      await writeRenditions(store, name, bytes, picture.width);
      await writeFile(`${file}.tmp`, bytes);
      await rename(`${file}.tmp`, file);
      drawn++;
    }
  };
  await Promise.all([worker(), worker()]);
  return drawn;
}
