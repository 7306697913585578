import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBikesQuery, type GetBikesInput } from '#shared/api/search.ts';
import { adminDashboardTotals } from '#server/features/admin/admin-dashboard-totals.ts';
import { listPartnerBikes } from '#server/features/bikes/list-partner-bikes.ts';
import { listPartnerBookings } from '#server/features/rentals/views/list-partner-bookings.ts';
import { listFleet } from '#server/features/catalog/list-bike-cards.ts';
import { monthlyStatusRatio } from '#server/features/dashboard/monthly-status-ratio.ts';
import { partnerDashboardTotals } from '#server/features/dashboard/partner-dashboard-totals.ts';
import { weeklyBookingCounts } from '#server/features/dashboard/weekly-booking-counts.ts';
import { listCities } from '#server/features/search/list-cities.ts';
import { searchBikes } from '#server/features/search/search-bikes.ts';
import { futureWindow } from '#server/test/kits/booking-test-kit.ts';
import { createBike, createPartner, createUser, insertBooking } from '#server/test/factories.ts';
import { createTestDatabase } from '#server/test/test-database.ts';
import type { Database, Db } from '../db/client.ts';
import { indexesUsed, queryRecorder, rawClientOf, seqScannedTables, type RecordedQuery } from './query-plans.ts';

/*
 * The plans of the search and dashboard queries, on this run's engine (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): the queries are the real ones, recorded while the feature functions run, then
 * EXPLAINed with the same parameters.
 * NOTE: the test tables hold a handful of rows, and on a handful of rows a sequential scan IS the best
 * plan. So each EXPLAIN runs with `SET LOCAL enable_seqscan = off`: the planner then takes an index
 * whenever one can serve the query, and falls back to a sequential scan only when none can. A Seq Scan
 * on bookings or bikes here means an index was dropped, or a query no longer matches an index's
 * columns, partial predicate (listed bikes, counted bookings) or expression (the trigram search).
 * Each route also names the index it is built for, so a plan that drifts to another one is caught.
 */

let database: Database;
let recorder: ReturnType<typeof queryRecorder>;
const sample = { city: '', partnerId: '' };

beforeAll(async () => {
  database = await createTestDatabase();
  recorder = queryRecorder(rawClientOf(database.db));
  const db = database.db;
  sample.city = `Plan City ${Date.now()}`;
  const partner = await createPartner(db, { city: sample.city });
  const user = await createUser(db);
  sample.partnerId = partner.id;
  await addCrowd(db, user.id);
  for (let i = 0; i < 3; i++) {
    const bike = await createBike(db, partner.id, { name: `Himalayan ${i}`, brand: 'Royal Enfield' });
    const pickupAt = new Date(Date.now() - (i + 1) * 86_400_000);
    const ride = { userId: user.id, bikeId: bike.id, partnerId: partner.id, pickupAt };
    await insertBooking(db, { ...ride, dropAt: new Date(pickupAt.getTime() + 86_400_000), status: 'completed' });
  }
});
/**
 * Other partners' bikes and paid rides, so the planner's costs look like a real database's (a text
 * search that matches few of many bikes, one partner's rides among many), then fresh statistics.
 */
async function addCrowd(db: Db, userId: string) {
  const crowdCity = `Crowd City ${Date.now()}`;
  const crowd = await createPartner(db, { city: crowdCity });
  await db.execute(sql`
    INSERT INTO bikes (partner_id, name, brand, category, make_year, rent_per_hour, engine_cc, plate_number)
    SELECT ${crowd.id}, 'Activa ' || i, 'Honda', 'Scooter', 2022, 40 + i % 50, 110, 'PLAN ' || i || ' ' || ${crowdCity}
    FROM generate_series(1, 6000) AS i`);
  await db.execute(sql`
    INSERT INTO bookings (user_id, bike_id, partner_id, city, pickup_at, drop_at, pick_up_point, drop_point,
                          hours, rent, cgst, sgst, total_amount, grand_total, status, created_at)
    SELECT ${userId}, b.id, b.partner_id, 'Crowd', now() - interval '400 days', now() - interval '399 days',
           'A', 'A', 24, 100, 14, 14, 100, 128, 'completed', now() - make_interval(days => 30 + n % 300)
    FROM bikes b CROSS JOIN generate_series(1, 2) AS n WHERE b.partner_id = ${crowd.id}`);
  await db.execute(sql`ANALYZE bikes`);
  await db.execute(sql`ANALYZE bookings`);
  await db.execute(sql`ANALYZE partners`);
}

afterAll(async () => {
  await database.close();
});

const search = (input: GetBikesInput) => getBikesQuery.parse(input);

/** Each hot route: what its handler calls, and the indexes its plans must use. */
const routes: {
  name: string;
  run: (db: Db) => Promise<unknown>;
  indexes: (string | string[])[];
  /** indexes the plans must not use (a shape the route left behind) */
  notIndexes?: string[];
  /** how many statements the route runs (its round trips), when pinned */
  statements?: number;
}[] = [
  {
    name: 'getBikes in a city, free in a window',
    run: (db) => searchBikes(db, search({ city: sample.city, ...futureWindow(3, 2) })),
    // issue #20: count and page in one statement; the city's partners, each one's listed bikes (either
    // partial index of listed bikes by partner), and the busy ones from one range scan of each partner's
    // live rides and blocks, never a probe of bookings or blocks per bike
    indexes: [
      'partners_city_key_idx',
      ['bikes_listed_partner_idx', 'bikes_listed_count_idx'],
      'bookings_live_partner_idx',
      'bike_blocks_partner_idx',
    ],
    notIndexes: ['bookings_live_bike_idx', 'bike_blocks_bike_idx'],
    statements: 1,
  },
  { name: 'getBikes, every city', run: (db) => searchBikes(db, search({})), indexes: ['bikes_listed_newest_idx'] },
  {
    name: 'getBikes, text search sorted by price',
    run: (db) => searchBikes(db, search({ search: 'himalayan', sort: 'lowToHigh' })),
    indexes: ['bikes_listed_search_idx'],
  },
  { name: 'ourFleet', run: (db) => listFleet(db), indexes: ['bikes_listed_newest_idx'] },
  { name: 'retriveCities', run: (db) => listCities(db), indexes: [] },
  {
    name: 'findBookings',
    run: (db) => listPartnerBookings(db, sample.partnerId, 1, String),
    indexes: ['booking_totals_pkey', 'bookings_partner_counted_idx'],
    // issue #20: the count and the page in one prepared statement
    statements: 1,
  },
  {
    name: 'viewBikes',
    run: (db) => listPartnerBikes(db, sample.partnerId, 1),
    indexes: ['bikes_partner_idx'],
    statements: 1,
  },
  {
    name: 'partner dashboard',
    run: async (db) => [
      await partnerDashboardTotals(db, sample.partnerId),
      await weeklyBookingCounts(db, { partnerId: sample.partnerId }),
      await monthlyStatusRatio(db, { partnerId: sample.partnerId }),
    ],
    indexes: ['booking_totals_pkey', 'bookings_partner_counted_idx'],
  },
  {
    name: 'admin dashboard',
    run: async (db) => [
      await adminDashboardTotals(db),
      await weeklyBookingCounts(db, {}),
      await monthlyStatusRatio(db, {}),
    ],
    indexes: ['bookings_counted_created_idx'],
  },
];

/** One at a time: each EXPLAIN is its own transaction, and PGlite has one connection. */
async function plansOf(queries: RecordedQuery[]) {
  const plans = [];
  for (const query of queries) plans.push((await recorder.explain(query, { noSeqScan: true })).plan);
  return plans;
}

describe('query plans of the search and dashboard routes', () => {
  it.each(routes)('$name: no sequential scan of bookings or bikes', async (route) => {
    recorder.take();
    await route.run(recorder.db);
    const queries = recorder.take();
    expect(queries.length).toBeGreaterThan(0);
    if (route.statements !== undefined) expect(queries.length).toBe(route.statements);
    const plans = await plansOf(queries);
    const seqScans = plans.flatMap(seqScannedTables);
    expect(seqScans.filter((table) => table === 'bookings' || table === 'bikes')).toEqual([]);
    const used = [...new Set(plans.flatMap(indexesUsed))];
    for (const wanted of route.indexes) {
      const anyOf = typeof wanted === 'string' ? [wanted] : wanted;
      expect(
        anyOf.some((index) => used.includes(index)),
        `${anyOf.join(' or ')} among ${used.join(', ')}`,
      ).toBe(true);
    }
    for (const unwanted of route.notIndexes ?? [])
      expect(used, `${unwanted} among ${used.join(', ')}`).not.toContain(unwanted);
  });
});
