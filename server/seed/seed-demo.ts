import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client.ts';
import {
  bikeBlocks,
  bikes,
  bookings,
  chatMessages,
  coupons,
  partnerLocations,
  partners,
  payments,
  reviews,
  users,
} from '#server/db/schema/index.ts';
import { hashPassword } from '#server/lib/password.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { DEMO_ALL_PARTNERS } from './demo-data.ts';
import { storeDemoImages, type SaveDemoImage } from './demo-images.ts';
import { buildDemoRows } from './demo-rows.ts';
import { postOpeningBalances } from '#server/features/journal/post-opening-balances.ts';

export type { DemoImageKind } from './demo-images.ts';

/** The password of every demo account other than the three in DEMO_ACCOUNTS. */
export const DEMO_SHARED_PASSWORD = 'Revon@2026';

export interface SeedDemoDeps {
  db: Db;
  /** stores an image as an upload would be (store-as-upload.ts) */
  saveImage: SaveDemoImage;
  log?: (line: string) => void;
  /** the moment the demo is built around; tests pin it */
  now?: Date;
}

export interface SeedDemoResult {
  seeded: boolean;
  durationMs: number;
}

// any constant works: it only has to be the same in every instance that may seed at once
const SEED_LOCK_KEY = 7_305_210_451;

async function isEmpty(db: DbOrTx): Promise<boolean> {
  const [anyUser] = await db.select({ id: users.id }).from(users).limit(1);
  const [anyPartner] = await db.select({ id: partners.id }).from(partners).limit(1);
  const [anyBike] = await db.select({ id: bikes.id }).from(bikes).limit(1);
  return !anyUser && !anyPartner && !anyBike;
}

/**
 * Fills an empty database with the demo marketplace (`SEED_DEMO`): 8 verified partners in six cities
 * with their pick-up points and ID proofs (Aadhaar and PAN specimens), 3 partner requests (the accepted
 * one with its ID proofs), 40 bikes in all 11 categories with generated photos,
 * 7 customers (the demo user first), 4 coupons, past and upcoming paid bookings, reviews and a support
 * chat. Does nothing when any user, partner or bike exists. Images are rendered and stored first;
 * every row is then written in one transaction, one insert per table, under an advisory lock so that
 * two instances starting together cannot both seed.
 */
export async function seedDemo(deps: SeedDemoDeps): Promise<SeedDemoResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const { db, log } = deps;
  const now = deps.now ?? new Date();
  if (!(await isEmpty(db))) {
    log?.('Demo data: skipped (the database already has users, partners or bikes)');
    return { seeded: false, durationMs: elapsed() };
  }

  // argon2 runs off the main thread, alongside the image rendering
  const hashing = Promise.all([
    hashPassword(DEMO_ACCOUNTS.user.password),
    hashPassword(DEMO_ACCOUNTS.partner.password),
    hashPassword(DEMO_SHARED_PASSWORD),
  ]);
  // the ids are chosen first: each ID proof is stored as its partner's file, as an upload would be
  const partnerIds = DEMO_ALL_PARTNERS.map(() => randomUUID());
  const images = await storeDemoImages(deps.saveImage, partnerIds);
  const imagesMs = elapsed();
  const [user, partner, shared] = await hashing;
  const rows = buildDemoRows(now, images, { user, partner, shared }, partnerIds);

  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (!(await isEmpty(tx))) return false; // another instance seeded while we rendered
    await tx.insert(users).values(rows.users);
    await tx.insert(partners).values(rows.partners);
    await tx.insert(partnerLocations).values(rows.partnerLocations);
    await tx.insert(bikes).values(rows.bikes);
    await tx.insert(coupons).values(rows.coupons);
    await tx.insert(bookings).values(rows.bookings);
    await tx.insert(payments).values(rows.payments);
    await tx.insert(reviews).values(rows.reviews);
    await tx.insert(chatMessages).values(rows.chatMessages);
    if (rows.bikeBlocks.length > 0) await tx.insert(bikeBlocks).values(rows.bikeBlocks);
    // the demo's rides were paid (and some completed or cancelled) before the app started: their money
    // enters the journal as opening balances, so the admin's audit of a fresh demo finds nothing
    await postOpeningBalances(tx);
    return true;
  });
  const durationMs = elapsed();
  log?.(
    seeded
      ? `Demo data: ${rows.users.length} users, ${rows.partners.length} partners, ${rows.bikes.length} bikes, ` +
          `${rows.coupons.length} coupons, ${rows.bookings.length} bookings, ${rows.reviews.length} reviews, ` +
          `${images.count} images in ${durationMs} ms (images ${imagesMs} ms, database ${durationMs - imagesMs} ms)`
      : 'Demo data: skipped (another instance seeded the database first)',
  );
  return { seeded, durationMs };
}
