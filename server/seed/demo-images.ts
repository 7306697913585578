import { AVATAR_COLOURS, renderAvatar, renderBikeImage, renderCouponImage } from './artwork.ts';
import { DEMO_ALL_PARTNERS, DEMO_BIKES, DEMO_COUPONS, DEMO_CUSTOMERS, type DemoPartner } from './demo-data.ts';
import { demoAadhaarLastFour, demoBirthDate, panOfGstin, partnerGstin } from './demo-identifiers.ts';
import { renderAadhaarSpecimen, renderPanSpecimen, type IdCardHolder } from './id-card-artwork.ts';

export type DemoImageKind = 'bike' | 'profile' | 'coupon' | 'aadhaar' | 'pan';

/**
 * Stores an image as an upload would be (the storage module): pictures get a public URL; identity
 * documents (aadhaar, pan) are private files, referred to by id, owned by `partnerId`.
 */
export type SaveDemoImage = (
  bytes: Buffer,
  kind: DemoImageKind,
  partnerId?: string,
) => Promise<{ id: string; url: string | null }>;

/** The stored files, index for index with the demo data lists. */
export interface DemoImages {
  partners: (string | null)[];
  /** the `files` ids of each partner's Aadhaar and PAN, or null for a partner who has none */
  proofs: ({ aadhaar: string; pan: string } | null)[];
  customers: (string | null)[];
  coupons: string[];
  bikes: string[][];
  count: number;
}

interface ImageJob {
  kind: DemoImageKind;
  render: () => Promise<Buffer>;
  /** the partner whose identity document it is */
  partnerId?: string;
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
 * Whether the partner has uploaded their ID proofs. NOTE: a request ('false') never has: join-us takes
 * no files and a request cannot sign in to upload them until the admin accepts it ('mailSented').
 */
export function hasIdProofs(p: { isVerifed: string }): boolean {
  return p.isVerifed !== 'false';
}

function proofJobs(p: DemoPartner, partnerId: string): ImageJob[] {
  const holder: IdCardHolder = { name: `${p.fname} ${p.lname}`, birthDate: demoBirthDate(p.email), city: p.city };
  return [
    { kind: 'aadhaar', partnerId, render: () => renderAadhaarSpecimen(holder, demoAadhaarLastFour(p.email)) },
    { kind: 'pan', partnerId, render: () => renderPanSpecimen(holder, panOfGstin(partnerGstin(p))) },
  ];
}

/**
 * Renders every demo picture (avatars, the Aadhaar and PAN specimens of partners who have uploaded
 * them, coupon banners, 1–3 photos per bike) and stores each through `saveImage`, a few at a time.
 * `partnerIds` (index for index with DEMO_ALL_PARTNERS) own the ID proofs. The newest customer gets no
 * photo, so the default avatar shows too.
 */
export async function storeDemoImages(saveImage: SaveDemoImage, partnerIds: readonly string[]): Promise<DemoImages> {
  const customersWithPhoto = DEMO_CUSTOMERS.length - 1;
  const jobs: ImageJob[] = [
    ...DEMO_ALL_PARTNERS.map((p, i): ImageJob => ({
      kind: 'profile',
      render: () => renderAvatar(initials(p), avatarColour(i)),
    })),
    ...DEMO_ALL_PARTNERS.flatMap((p, i) => (hasIdProofs(p) ? proofJobs(p, partnerIds[i] ?? '') : [])),
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
  const stored = await mapLimit(jobs, IMAGE_CONCURRENCY, (job) =>
    job.render().then((bytes) => saveImage(bytes, job.kind, job.partnerId)),
  );
  let next = 0;
  const take = () => stored[next++] ?? { id: '', url: null };
  const url = () => {
    const file = take();
    if (!file.url) throw new Error('seedDemo: a demo picture was stored without a public URL');
    return file.url;
  };
  return {
    partners: DEMO_ALL_PARTNERS.map(() => url()),
    proofs: DEMO_ALL_PARTNERS.map((p) => (hasIdProofs(p) ? { aadhaar: take().id, pan: take().id } : null)),
    customers: DEMO_CUSTOMERS.map((_, i) => (i < customersWithPhoto ? url() : null)),
    coupons: DEMO_COUPONS.map(() => url()),
    bikes: DEMO_BIKES.map((b) => Array.from({ length: b.photos }, () => url())),
    count: stored.length,
  };
}
