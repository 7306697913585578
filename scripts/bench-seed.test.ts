import { createHmac } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { quote } from '#shared/domain/pricing.ts';
import { openDatabase, type Database } from '#server/db/client.ts';
import { logIn } from '#server/features/accounts/log-in.ts';
import { signingKey } from '#server/features/accounts/tokens.ts';
import { createTestDatabase } from '#server/test/test-database.ts';
import { BENCH_ADMIN_EMAIL, BENCH_PASSWORD, benchPartnerEmail, benchUserEmail } from '../bench/contract.ts';
import { rows, schemaObjects } from '../bench/dataset/bulk-load.ts';
import { pictureUrl, type StoredPicture } from '../bench/dataset/images.ts';
import { BENCH_PAYMENT_KEY } from '../bench/dataset/payments.ts';
import { Progress } from '../bench/dataset/progress.ts';
import { seedBench } from '../bench/dataset/seed-bench.ts';

// tiny, and pinned to one day, so every run checks the same rows
const sizes = { partners: 25, bikes: 60, users: 40, bookings: 200 };
const runAt = new Date('2026-06-15T10:00:00Z');
const IST_MS = 330 * 60_000;

let dir: string;
let database: Database;
let pictures: readonly StoredPicture[] = [];
let bookingObjects: string[] = [];
const quiet = () => new Progress(() => undefined, false);
const savePictures = async (list: readonly StoredPicture[]) => {
  pictures = list;
  return 0;
};
const seed = (reset: boolean) => seedBench(database.db, { sizes, dataDir: dir, reset, runAt, savePictures, progress: quiet() });
const query = <T>(text: string) => rows<T>(database.db, sql.raw(text));

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'revon-bench-seed-'));
  // PGlite in a directory, opened like `npm run bench:seed` does (started from the run's migrated
  // dump, which saves migrating again); a fresh database on PostgreSQL
  database =
    inject('db').kind === 'pglite'
      ? await openDatabase({
          kind: 'pglite',
          dataDir: path.join(dir, 'pglite'),
          loadDataDir: new Blob([await readFile(inject('pgliteDumpPath'))]),
        })
      : await createTestDatabase();
  bookingObjects = await schemaObjects(database.db, 'bookings');
  await seed(false);
}, 60_000);

afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

describe('npm run bench:seed (seedBench)', () => {
  it('creates the sizes asked for, one captured payment per paid ride, reviews and coupon uses', async () => {
    const [counts] = await query<Record<string, number>>(
      `select (select count(*)::int from admins) as admins, (select count(*)::int from partners) as partners,
              (select count(*)::int from users) as users, (select count(*)::int from bikes) as bikes,
              (select count(*)::int from bookings) as bookings, (select count(*)::int from reviews) as reviews,
              (select count(*)::int from coupon_redemptions) as redemptions,
              (select count(*)::int from payments) as payments,
              (select count(*)::int from bookings where payment_status = 'paid') as paid,
              (select count(distinct category)::int from bikes) as categories`,
    );
    expect(counts).toMatchObject({ admins: 1, partners: 25, users: 40, bikes: 60, bookings: 200, categories: 11 });
    expect(counts?.payments).toBe(counts?.paid);
    expect(counts?.reviews).toBeGreaterThan(0);
    expect(counts?.redemptions).toBeGreaterThan(0);
  });

  it('lets the benchmark log in as the admin, a partner and a customer with the one bench password', async () => {
    const key = signingKey('bench-seed-test-key-0123456789abcdef');
    for (const [role, email] of [['admin', BENCH_ADMIN_EMAIL], ['partner', benchPartnerEmail(1)], ['user', benchUserEmail(1)]] as const) {
      await expect(logIn(database.db, key, role, email, BENCH_PASSWORD)).resolves.toMatchObject({ token: expect.any(String) });
    }
    const [hashes] = await query<{ n: number }>(
      `select count(distinct h)::int as n from (select password_hash h from users union all select password_hash from partners
         union all select password_hash from admins) a`,
    );
    expect(hashes?.n).toBe(1);
  });

  it('never overlaps two rides of one bike, and keeps every index and the exclusion constraint', async () => {
    const [overlaps] = await query<{ n: number }>(
      `select count(*)::int as n from bookings a join bookings b on a.bike_id = b.bike_id and a.id < b.id
         and tstzrange(a.pickup_at, a.drop_at, '[)') && tstzrange(b.pickup_at, b.drop_at, '[)')`,
    );
    expect(overlaps?.n).toBe(0);
    expect(await schemaObjects(database.db, 'bookings')).toEqual(bookingObjects);
    expect(bookingObjects).toContain('bookings_no_overlap');
  });

  it('gives a share of partners a buffer (copied onto their rides) and a share of bikes blocks no live ride overlaps', async () => {
    const buffers = await query<{ buffer: number; n: number }>(
      'select buffer_minutes as buffer, count(*)::int as n from partners group by 1 order by 1',
    );
    expect(buffers.map((b) => b.buffer)).toContain(0);
    expect(buffers.filter((b) => b.buffer > 0).length).toBeGreaterThan(0);
    const [copied] = await query<{ wrong: number; buffered: number }>(
      `select count(*) filter (where k.buffer_minutes <> p.buffer_minutes)::int as wrong,
              count(*) filter (where k.buffer_minutes > 0)::int as buffered
         from bookings k join partners p on p.id = k.partner_id`,
    );
    expect(copied).toMatchObject({ wrong: 0 });
    expect(copied?.buffered).toBeGreaterThan(0);
    const [blocks] = await query<{ n: number; future: number; overlapping: number; foreign: number }>(
      `select count(*)::int as n, count(*) filter (where k.from_at > '${runAt.toISOString()}')::int as future,
              count(*) filter (where exists (select 1 from bookings b where b.bike_id = k.bike_id
                and b.status in ('pending', 'booked') and b.pickup_at < k.to_at and b.busy_until > k.from_at))::int as overlapping,
              count(*) filter (where k.partner_id <> (select partner_id from bikes where id = k.bike_id))::int as foreign
         from bike_blocks k`,
    );
    expect(blocks?.n).toBeGreaterThan(0);
    expect(blocks?.future).toBeGreaterThan(0);
    expect(blocks).toMatchObject({ overlapping: 0, foreign: 0 });
  });

  it('spreads statuses over past and future rides, on whole hours from 06:00 to 18:00 India time', async () => {
    const found = await query<{ status: string; past: number; future: number }>(
      `select status, count(*) filter (where drop_at <= '${runAt.toISOString()}')::int as past,
              count(*) filter (where pickup_at > '${runAt.toISOString()}')::int as future from bookings group by status`,
    );
    const by = Object.fromEntries(found.map((r) => [r.status, r]));
    expect(Object.keys(by).sort()).toEqual(['booked', 'cancelled', 'completed', 'expired']);
    expect(by.completed?.past).toBeGreaterThan(by.cancelled?.past ?? 0);
    expect(by.booked?.future).toBeGreaterThan(0);
    const times = await query<{ pickup_at: string; drop_at: string; created_at: string }>('select pickup_at, drop_at, created_at from bookings');
    for (const t of times) {
      for (const at of [new Date(t.pickup_at), new Date(t.drop_at)]) {
        const ist = new Date(at.getTime() + IST_MS);
        expect(ist.getUTCMinutes()).toBe(0);
        expect(ist.getUTCHours()).toBeGreaterThanOrEqual(6);
        expect(ist.getUTCHours()).toBeLessThanOrEqual(18);
      }
      expect(new Date(t.created_at).getTime()).toBeLessThan(new Date(t.pickup_at).getTime());
    }
  });

  it('prices every ride with the shared pricing code (coupons included) and signs payments like the sandbox', async () => {
    const priced = await query<Record<string, number | string | null> & { pickup_at: string; drop_at: string }>(
      `select b.pickup_at, b.drop_at, k.rent_per_hour, b.hours, b.rent, b.cgst, b.sgst, b.discount_amount, b.total_amount,
              b.grand_total, c.discount_value, c.min_purchase, c.max_discount
       from bookings b join bikes k on k.id = b.bike_id left join coupons c on c.id = b.coupon_id`,
    );
    for (const b of priced) {
      const coupon = b.discount_value === null ? null
        : { discountValue: Number(b.discount_value), minPurchase: Number(b.min_purchase), maxDiscount: Number(b.max_discount) };
      const price = quote({ rentPerHour: Number(b.rent_per_hour), pickupAt: new Date(b.pickup_at), dropAt: new Date(b.drop_at), coupon });
      expect([b.hours, b.rent, b.cgst, b.sgst, b.discount_amount, b.total_amount, b.grand_total].map(Number))
        .toEqual([price.hours, price.rent, price.cgst, price.sgst, price.discount, price.rent, price.grandTotal]);
    }
    expect(priced.some((b) => Number(b.discount_amount) > 0)).toBe(true);
    const [payment] = await query<{ provider_order_id: string; provider_payment_id: string; signature: string }>(
      'select provider_order_id, provider_payment_id, signature from payments limit 1',
    );
    const hmac = createHmac('sha256', BENCH_PAYMENT_KEY).update(`${payment?.provider_order_id}|${payment?.provider_payment_id}`);
    expect(payment?.signature).toBe(hmac.digest('hex'));
  });

  it('keeps the coupon rules: once per customer, within the limit, while the coupon ran', async () => {
    const [broken] = await query<{ n: number }>(
      `select (select count(*) from (select 1 from coupon_redemptions group by coupon_id, user_id having count(*) > 1) d)::int
            + (select count(*) from coupons c where (select count(*) from coupon_redemptions r where r.coupon_id = c.id) > c."limit")::int
            + (select count(*) from bookings b join coupons c on c.id = b.coupon_id where b.created_at < c.created_at)::int as n`,
    );
    expect(broken?.n).toBe(0);
  });

  it('points every photo and coupon banner at a picture it stores, and rebuilds the booking totals', async () => {
    const stored = new Set(pictures.map((p) => pictureUrl(p.key)));
    const urls = await query<{ url: string }>('select unnest(images) as url from bikes union select image from coupons');
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.filter((u) => !stored.has(u.url))).toEqual([]);
    const [table] = await query<{ present: boolean }>(`select to_regclass('booking_totals') is not null as present`);
    if (!table?.present) return; // the totals migration is not applied: nothing to rebuild
    const [totals] = await query<{ off: number }>(
      `select count(*)::int as off from (select partner_id, count(*) filter (where status = 'completed') n from bookings
         where status in ('booked', 'cancelled', 'completed') group by partner_id) b
       full join booking_totals t using (partner_id) where b.n is distinct from t.completed_count`,
    );
    expect(totals?.off).toBe(0);
  });

  it('refuses a database that has data, and gives the same rows again after --reset', async () => {
    const fingerprint = () =>
      query<{ h: string }>(`select md5(string_agg(b::text, ',' order by b.id)) as h from bookings b`).then((r) => r[0]?.h);
    const first = await fingerprint();
    await expect(seed(false)).rejects.toThrow(/--reset/);
    await seed(true);
    expect(await fingerprint()).toBe(first);
  }, 30_000);
});
