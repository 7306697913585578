import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { hashPassword } from '#server/lib/password.ts';
import { BENCH_PASSWORD } from '../contract.ts';
import { adminRows, partnerRows, planPartners, userRows } from './accounts.ts';
import { planBookings } from './booking-plan.ts';
import { rebuildBookingTotals } from './booking-totals.ts';
import { loadWithoutIndexes, rows } from './bulk-load.ts';
import { insertBlocks } from './blocks.ts';
import { CouponBook, couponPictures } from './coupons.ts';
import { planFleet } from './fleet.ts';
import { bikePictures, storePictures, type StoredPicture } from './images.ts';
import { loadBookings, loadChunks, loadTable, time } from './loaders.ts';
import { insertPayments } from './payments.ts';
import { Progress } from './progress.ts';
import { randomStream } from './random.ts';
import { emptyTables, hasData } from './reset.ts';
import { insertBuffer } from './sql-columns.ts';
import { timelineAround } from './timeline.ts';

export interface SeedSizes {
  partners: number;
  bikes: number;
  users: number;
  bookings: number;
}

export interface SeedOptions {
  sizes: SeedSizes;
  /** where the server's DATA_DIR is: the pictures go to its uploads/public */
  dataDir: string;
  /** stores the pictures the rows point at (default: drawn into `dataDir`; tests pass a stub) */
  savePictures?: (pictures: readonly StoredPicture[]) => Promise<number>;
  /** empty the database first (otherwise a database with data is refused) */
  reset: boolean;
  /** the day the dataset is built around (default: today) */
  runAt?: Date;
  progress?: Progress;
}

/**
 * Fills the database of `db` with the bench marketplace (bench/contract.ts: the accounts and sizes):
 * the pictures, then the accounts, fleet and coupons, the bookings with their reviews and coupon uses,
 * their payments, the booking totals, and VACUUM ANALYZE so the planner knows the new sizes. Each
 * table is loaded in one transaction. The same sizes and day give the same rows (seeded streams).
 */
export async function seedBench(db: Db, options: SeedOptions): Promise<Progress> {
  const progress = options.progress ?? new Progress();
  const { sizes } = options;
  if (options.reset) await progress.timed('reset', () => emptyTables(db));
  else if (await hasData(db)) throw new Error('the database already has data: run with --reset to replace it');

  const timeline = timelineAround(options.runAt ?? new Date());
  // argon2 is slow: one hash for every account, computed while the pictures are drawn
  const hashing = hashPassword(BENCH_PASSWORD);
  const savePictures = options.savePictures ?? ((pictures) => storePictures(options.dataDir, pictures));
  await progress.timed('pictures', () => savePictures([...bikePictures(), ...couponPictures()]));
  const passwordHash = await hashing;

  await loadTable(db, progress, adminRows(passwordHash));
  const partners = planPartners(sizes.partners, timeline);
  const [partnerBuffer, pointBuffer] = partnerRows(partners, passwordHash);
  if (partnerBuffer) await loadTable(db, progress, partnerBuffer);
  if (pointBuffer) await loadTable(db, progress, pointBuffer);
  const userIds: string[] = [];
  await loadChunks(db, progress, 'users', sizes.users, userRows(sizes.users, timeline, passwordHash, userIds));
  const fleet = planFleet(sizes.bikes, partners, timeline);
  await loadTable(db, progress, fleet.rows);
  const coupons = new CouponBook(timeline, sizes.bookings);
  await loadTable(db, progress, coupons.rows);

  const plan = await progress.timed('plan bookings', async () => planBookings(sizes.bookings, fleet.bikes, timeline));
  const out = await loadBookings(db, progress, {
    rng: randomStream('booking-rows'),
    plan,
    bikes: fleet.bikes,
    userIds,
    coupons,
    timeline,
  });
  await loadChunks(db, progress, 'coupon_redemptions', out.redemptions.length, [out.redemptions]);
  const reviewBar = progress.step('reviews', out.reviews.length);
  await db.transaction((tx) =>
    loadWithoutIndexes(tx, 'reviews', async () => reviewBar.done(await insertBuffer(tx, out.reviews)), time(progress)),
  );
  const paymentBar = progress.step('payments');
  await db.transaction((tx) =>
    loadWithoutIndexes(tx, 'payments', async () => paymentBar.done(await insertPayments(tx)), time(progress)),
  );

  const blockBar = progress.step('bike_blocks');
  blockBar.done(await db.transaction((tx) => insertBlocks(tx, timeline.now)));
  await progress.timed('booking totals', () => rebuildBookingTotals(db));
  await progress.timed('vacuum analyze', () => db.execute(sql`vacuum analyze`));
  await assertNoOverlapConstraint(db);
  return progress;
}

/** The rule no generated row may break, and which the load kept on: it must still be there. */
async function assertNoOverlapConstraint(db: Db): Promise<void> {
  const [found] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from pg_constraint where conname = 'bookings_no_overlap' and contype = 'x'`,
  );
  if (found?.n !== 1) throw new Error('the exclusion constraint bookings_no_overlap is missing after the load');
}
