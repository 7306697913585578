import { AVATAR_COLOURS, renderAvatar, renderBikeImage, renderCouponImage } from './artwork.ts';
import { DEMO_ALL_PARTNERS, DEMO_BIKES, DEMO_COUPONS, DEMO_CUSTOMERS } from './demo-data.ts';

export type DemoImageKind = 'bike' | 'profile' | 'coupon';

/** Stores an image and returns its public URL (the storage module; null would mean a private file). */
export type SaveDemoImage = (bytes: Buffer, kind: DemoImageKind) => Promise<string | null>;

/** The stored URLs, index for index with the demo data lists. */
export interface DemoImages {
  partners: (string | null)[];
  customers: (string | null)[];
  coupons: string[];
  bikes: string[][];
  count: number;
}

interface ImageJob {
  kind: DemoImageKind;
  render: () => Promise<Buffer>;
}

// sharp renders on libuv's thread pool: four jobs keep two cores busy without queueing 100 pictures
const IMAGE_CONCURRENCY = 4;

/** Runs `fn` over `items`, at most `limit` at a time, keeping the order of the results. */
async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  const queue = items.entries();
  const worker = async () => {
    for (const [index, item] of queue) results[index] = await fn(item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

function initials(p: { fname: string; lname: string }): string {
  return `${p.fname.charAt(0)}${p.lname.charAt(0)}`;
}

function avatarColour(i: number): string {
  return AVATAR_COLOURS[i % AVATAR_COLOURS.length] ?? '#334155';
}

/**
 * Renders every demo picture (avatars, coupon banners, 1–3 photos per bike) and stores each through
 * `saveImage`, a few at a time. The newest customer gets no photo, so the default avatar shows too.
 */
export async function storeDemoImages(saveImage: SaveDemoImage): Promise<DemoImages> {
  const customersWithPhoto = DEMO_CUSTOMERS.length - 1;
  const jobs: ImageJob[] = [
    ...DEMO_ALL_PARTNERS.map((p, i): ImageJob => ({
      kind: 'profile',
      render: () => renderAvatar(initials(p), avatarColour(i)),
    })),
    ...DEMO_CUSTOMERS.slice(0, customersWithPhoto).map((c, i): ImageJob => ({
      kind: 'profile',
      render: () => renderAvatar(initials(c), avatarColour(i + 3)),
    })),
    ...DEMO_COUPONS.map((c): ImageJob => ({
      kind: 'coupon',
      render: () => renderCouponImage(`${c.discountValue}% OFF`, c.couponName, c.colours),
    })),
    ...DEMO_BIKES.flatMap((b) =>
      Array.from({ length: b.photos }, (_, variant): ImageJob => ({
        kind: 'bike',
        render: () => renderBikeImage({ category: b.category, colour: b.paint, variant }),
      })),
    ),
  ];
  const urls = await mapLimit(jobs, IMAGE_CONCURRENCY, async (job) => {
    const url = await saveImage(await job.render(), job.kind);
    if (!url) throw new Error(`seedDemo: the ${job.kind} image was stored without a public URL`);
    return url;
  });
  let next = 0;
  const take = () => urls[next++] ?? '';
  return {
    partners: DEMO_ALL_PARTNERS.map(() => take()),
    customers: DEMO_CUSTOMERS.map((_, i) => (i < customersWithPhoto ? take() : null)),
    coupons: DEMO_COUPONS.map(() => take()),
    bikes: DEMO_BIKES.map((b) => Array.from({ length: b.photos }, () => take())),
    count: urls.length,
  };
}
