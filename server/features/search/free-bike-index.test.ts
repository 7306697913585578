import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { getBikesQuery, windowInstants, type GetBikesInput, type RideWindow } from '#shared/api/search.ts';
import { BIKE_CATEGORIES } from '#shared/domain/categories.ts';
import { ChangeFeed } from '#server/db/change-feed.ts';
import { bikeBlocks, bikes, bookings, partners } from '#server/db/schema/index.ts';
import { createBike, createPartner, createUser, insertBooking } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import {
  bookBody,
  futureWindow,
  listedBike,
  paymentCalls,
  signedInUser,
  uniqueCity,
} from '#server/test/kits/booking-test-kit.ts';
import { FreeBikeIndex, freeBikeIndexOf } from './free-bike-index.ts';
import { searchFreeBikes } from './search-bikes.ts';

// The free-bike index (decision D66) answers dated searches from memory. It must answer exactly what
// the SQL search answers, and never show a bike its own process or another has just taken.
let t: TestApp;
let calls: ReturnType<typeof paymentCalls>;
beforeAll(async () => {
  t = await createTestApp();
  calls = paymentCalls(t);
});
afterAll(async () => {
  await t.close();
});

const HOUR = 60 * 60 * 1000;
const index = () => {
  const found = freeBikeIndexOf(t.db);
  if (!found) throw new Error('the app has no free-bike index');
  return found;
};
const query = (input: GetBikesInput) => getBikesQuery.parse(input);

/** A ride over `window` of a fixture's bike, written through the app's own pool (this process). */
async function insertRide(
  fixture: { bike: { id: string }; partner: { id: string } },
  window: RideWindow,
  values: Partial<typeof bookings.$inferInsert> = {},
) {
  const { id: userId } = await createUser(t.db);
  return insertBooking(t.db, {
    userId,
    bikeId: fixture.bike.id,
    partnerId: fixture.partner.id,
    ...windowInstants(window),
    ...values,
  });
}

/** A small deterministic generator: the same city and questions on every run. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return {
    next,
    int: (below: number) => Math.floor(next() * below),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}

describe('the free-bike index answers as the SQL search does', () => {
  it('for every window, sort, category, text and page of a city with buffers, holds, blocks and ended rides', async () => {
    const rand = random(20);
    const city = uniqueCity('Index');
    const buffers = [0, 30, 120];
    const cityPartners = [];
    for (let i = 0; i < 3; i++) {
      // the city's letter case differs between partners: compared by lower() on both sides
      cityPartners.push(
        await createPartner(t.db, { city: i === 1 ? city.toUpperCase() : city, bufferMinutes: buffers[i] }),
      );
    }
    // a partner of the city not verified, and one blocked: their bikes are never listed
    const unverified = await createPartner(t.db, { city, isVerifed: 'false' });
    await createBike(t.db, unverified.id);
    const blocked = await createPartner(t.db, { city, status: false });
    await createBike(t.db, blocked.id);
    const sameInstant = new Date(Date.now() - 5 * HOUR);
    const names = [
      ['Royal Enfield', 'Classic 350'],
      ['Honda', 'Activa 6G'],
      ['Bajaj', 'Dominar 400'],
      ['TVS', 'Raider 125'],
    ] as const;
    const fleet = [];
    for (let i = 0; i < 24; i++) {
      const partner = rand.pick(cityPartners);
      const [brand, name] = rand.pick(names);
      const bike = await createBike(t.db, partner.id, {
        brand,
        name,
        category: rand.pick(BIKE_CATEGORIES),
        rentPerHour: rand.pick([60, 90, 120, 150]),
        // ties on created_at are broken by id, as PostgreSQL orders uuids
        ...(i % 4 === 0 ? { createdAt: sameInstant } : {}),
        ...(i === 5 ? { status: false } : {}),
        ...(i === 6 ? { deletedAt: new Date() } : {}),
      });
      fleet.push({ partner, bike });
    }
    const { id: userId } = await createUser(t.db);
    for (const fixture of fleet) {
      for (let ride = 0; ride < 3; ride++) {
        const pickupAt = new Date(Date.now() + (1 + rand.int(20)) * 24 * HOUR + rand.int(12) * HOUR);
        const dropAt = new Date(pickupAt.getTime() + (2 + rand.int(60)) * HOUR);
        const kind = rand.int(6);
        if (kind === 5) {
          // a block of a few hours, or one of weeks (the index checks long spans apart)
          const toAt = rand.int(2) === 0 ? dropAt : new Date(pickupAt.getTime() + (9 + rand.int(12)) * 24 * HOUR);
          await t.db
            .insert(bikeBlocks)
            .values({
              bikeId: fixture.bike.id,
              partnerId: fixture.partner.id,
              fromAt: pickupAt,
              toAt,
              reason: 'service',
            })
            .catch(() => undefined); // overlapping a ride: the database refuses it, as it should
          continue;
        }
        const status = (['booked', 'booked', 'pending', 'pending', 'cancelled'] as const)[kind] ?? 'completed';
        // a live hold, and one that ran out (it keeps nothing)
        const holdExpiresAt =
          kind === 2 ? new Date(Date.now() + HOUR) : kind === 3 ? new Date(Date.now() - 60_000) : null;
        await insertBooking(t.db, {
          userId,
          bikeId: fixture.bike.id,
          partnerId: fixture.partner.id,
          pickupAt,
          dropAt,
          status,
          holdExpiresAt,
          bufferMinutes: fixture.partner.bufferMinutes,
        }).catch(() => undefined); // overlapping a live ride or block of the bike: refused
      }
    }

    const answeredBefore = index().answered;
    let compared = 0;
    let nonEmpty = 0;
    for (let i = 0; i < 120; i++) {
      const start = 1 + rand.int(22);
      const days = rand.int(4);
      const window = futureWindow(
        start,
        days,
        rand.pick(days === 0 ? ['11:00 AM', '04:00 PM'] : ['09:00 AM', '11:00 AM', '04:00 PM']),
      );
      const input = query({
        city: rand.int(3) === 0 ? city.toLowerCase() : city,
        ...window,
        sort: rand.pick(['', 'lowToHigh', 'highToLow'] as const),
        category: rand.int(3) === 0 ? rand.pick(BIKE_CATEGORIES) : '',
        search: rand.pick(['', '', 'enfield', 'ACTIVA', 'a', 'dominar 4', 'zzz']),
        page: String(1 + rand.int(4)),
      });
      const fromMemory = await index().search(input);
      const fromSql = await searchFreeBikes(t.db, input);
      expect(fromMemory, JSON.stringify(input)).toEqual(fromSql);
      compared++;
      if (fromSql.bikes.length > 0) nonEmpty++;
    }
    expect(compared).toBe(120);
    expect(nonEmpty).toBeGreaterThan(60);
    expect(index().answered - answeredBefore).toBe(120);
  });

  it('on random data with buffers changed after booking, blocks, expiring holds and non-ASCII names (issue #29)', async () => {
    const rand = random(29);
    const city = uniqueCity('Kōchi');
    // one city written three ways by its partners (the key folds ASCII letters and full-width forms)
    const spellings = [city, city.toUpperCase().replace('Ō', 'ō'), city.replace('K', '\uFF2B')];
    const cityPartners = [];
    for (let i = 0; i < 3; i++) {
      cityPartners.push(await createPartner(t.db, { city: spellings[i], bufferMinutes: [0, 60, 120][i] }));
    }
    const names = [
      ['Royal Enfield', 'Classic 350'],
      ['İnci Motors', 'Işık 150'],
      ['ΣΙΓΜΑ', 'Όδος 200'],
      ['Straße Bikes', 'Großer 500'],
      ['Café', 'Racer\u0301 400'],
    ] as const;
    const fleet = [];
    for (let i = 0; i < 20; i++) {
      const partner = rand.pick(cityPartners);
      const [brand, name] = rand.pick(names);
      const bike = await createBike(t.db, partner.id, {
        brand,
        name,
        category: rand.pick(BIKE_CATEGORIES),
        rentPerHour: rand.pick([60, 90, 120]),
      });
      fleet.push({ partner, bike });
    }
    const { id: userId } = await createUser(t.db);
    const expiring = new Date(Date.now() + 6_000);
    for (const fixture of fleet) {
      for (let ride = 0; ride < 4; ride++) {
        const pickupAt = new Date(Date.now() + (1 + rand.int(12)) * 24 * HOUR + rand.int(10) * HOUR);
        const dropAt = new Date(pickupAt.getTime() + (3 + rand.int(40)) * HOUR);
        const kind = rand.int(6);
        if (kind === 5) {
          await t.db
            .insert(bikeBlocks)
            .values({ bikeId: fixture.bike.id, partnerId: fixture.partner.id, fromAt: pickupAt, toAt: dropAt, reason: 'other' })
            .catch(() => undefined);
          continue;
        }
        const status = (['booked', 'booked', 'pending', 'pending', 'cancelled'] as const)[kind] ?? 'booked';
        // a hold that runs out during the test, and one that ran out before it
        const holdExpiresAt = kind === 2 ? expiring : kind === 3 ? new Date(Date.now() - 60_000) : null;
        await insertBooking(t.db, { userId, bikeId: fixture.bike.id, partnerId: fixture.partner.id, pickupAt, dropAt, status, holdExpiresAt }).catch(
          () => undefined,
        );
      }
    }
    // every partner changes its buffer after its rides were booked: the new one follows every drop
    for (const [i, partner] of cityPartners.entries()) {
      await t.db.update(partners).set({ bufferMinutes: [180, 0, 30][i] }).where(eq(partners.id, partner.id));
    }

    const ask = async () => {
      const days = rand.int(3);
      const input = query({
        city: rand.pick([...spellings, city.toLowerCase(), ` ${city} `]),
        ...futureWindow(1 + rand.int(12), days, rand.pick(days === 0 ? ['11:00 AM', '05:00 PM'] : ['09:00 AM', '02:00 PM'])),
        sort: rand.pick(['', 'lowToHigh', 'highToLow'] as const),
        category: rand.int(4) === 0 ? rand.pick(BIKE_CATEGORIES) : '',
        search: rand.pick(['', '', 'i', 'İNCİ', 'inci', 'ışık', 'IŞIK', 'σιγμα', 'ΣΙΓΜΑ', 'όδος', 'straße', 'GROSSER', 'café', 'racer\u0301', 'e 4']),
        page: String(1 + rand.int(3)),
      });
      let fromMemory = await index().search(input);
      for (let tries = 0; fromMemory === undefined && tries < 20; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        fromMemory = await index().search(input);
      }
      const fromSql = await searchFreeBikes(t.db, input);
      return { input, fromMemory, fromSql };
    };
    let compared = 0;
    let nonEmpty = 0;
    // before the holds run out (a question asked across the instant they do is not compared), then after
    while (Date.now() < expiring.getTime() - 1_000) {
      const { input, fromMemory, fromSql } = await ask();
      if (Date.now() >= expiring.getTime()) break;
      expect(fromMemory, JSON.stringify(input)).toEqual(fromSql);
      compared++;
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, expiring.getTime() - Date.now() + 200)));
    for (let i = 0; i < 80; i++) {
      const { input, fromMemory, fromSql } = await ask();
      expect(fromMemory, JSON.stringify(input)).toEqual(fromSql);
      compared++;
      if (fromSql.bikes.length > 0) nonEmpty++;
    }
    expect(compared).toBeGreaterThanOrEqual(80);
    expect(nonEmpty).toBeGreaterThan(20);
  });

  it('a city with no partner answers no bikes; an unknown city is not kept for ever (the oldest goes first)', async () => {
    const small = new FreeBikeIndex(t.db, t.app.deps.database.changes, { maxCities: 2 });
    try {
      const window = futureWindow(9);
      expect(await small.search(query({ city: uniqueCity('Nowhere'), ...window }))).toEqual({
        bikes: [],
        page: 1,
        totalPages: 0,
      });
      const cities = [uniqueCity('A'), uniqueCity('B'), uniqueCity('C')];
      for (const city of cities) await listedBike(t, { city });
      for (const city of cities) expect((await small.search(query({ city, ...window })))?.bikes).toHaveLength(1);
      expect(small.size).toBe(2);
      expect((await small.search(query({ city: cities[0] ?? '', ...window })))?.bikes).toHaveLength(1);
    } finally {
      small.close();
    }
  });
});

describe('the free-bike index never answers from before a write', () => {
  it("sees this process's own ride, cancellation, block and unblock on the very next search", async () => {
    const city = uniqueCity();
    const fixture = await listedBike(t, { city });
    const window = futureWindow(14);
    const ids = () => calls.searchIds({ city, ...window });
    expect(await ids()).toEqual([fixture.bike.id]);
    const answered = index().answered;

    const ride = await insertRide(fixture, window);
    expect(await ids()).toEqual([]);
    await t.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, ride.id));
    expect(await ids()).toEqual([fixture.bike.id]);

    const { pickupAt, dropAt } = windowInstants(window);
    const [block] = await t.db
      .insert(bikeBlocks)
      .values({
        bikeId: fixture.bike.id,
        partnerId: fixture.partner.id,
        fromAt: pickupAt,
        toAt: dropAt,
        reason: 'offline',
      })
      .returning();
    expect(await ids()).toEqual([]);
    await t.db.delete(bikeBlocks).where(eq(bikeBlocks.id, block?.id ?? ''));
    expect(await ids()).toEqual([fixture.bike.id]);
    // every one of those answers came from memory
    expect(index().answered - answered).toBe(4);
  });

  it("sees a bike hidden, a partner's new buffer and a blocked partner at once", async () => {
    const city = uniqueCity();
    const fixture = await listedBike(t, { city });
    const window = futureWindow(16);
    const ids = () => calls.searchIds({ city, ...window });
    expect(await ids()).toEqual([fixture.bike.id]);

    await t.db.update(bikes).set({ status: false }).where(eq(bikes.id, fixture.bike.id));
    expect(await ids()).toEqual([]);
    await t.db.update(bikes).set({ status: true }).where(eq(bikes.id, fixture.bike.id));
    expect(await ids()).toEqual([fixture.bike.id]);

    // a ride of the same bike ending 1 h before the searched pick-up (its own buffer 0), and the
    // partner's buffer raised to 2 h: the searched ride would now run into... nothing (the buffer
    // follows the searched ride); a ride starting 1 h after the searched drop is within it
    const { dropAt } = windowInstants(window);
    await insertRide(fixture, window, {
      pickupAt: new Date(dropAt.getTime() + HOUR),
      dropAt: new Date(dropAt.getTime() + 5 * HOUR),
    });
    expect(await ids()).toEqual([fixture.bike.id]);
    await t.db.update(partners).set({ bufferMinutes: 120 }).where(eq(partners.id, fixture.partner.id));
    expect(await ids()).toEqual([]);

    await t.db.update(partners).set({ bufferMinutes: 0, status: false }).where(eq(partners.id, fixture.partner.id));
    expect(await ids()).toEqual([]);
    await t.db.update(partners).set({ status: true }).where(eq(partners.id, fixture.partner.id));
    expect(await ids()).toEqual([fixture.bike.id]);
  });

  it('frees a bike when its payment hold runs out, without any write', async () => {
    const city = uniqueCity();
    const fixture = await listedBike(t, { city });
    const window = futureWindow(18);
    const ask = query({ city, ...window });
    await insertRide(fixture, window, { status: 'pending', holdExpiresAt: new Date(Date.now() + 1_500) });
    expect((await index().search(ask))?.bikes).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect((await index().search(ask))?.bikes.map((bike) => bike._id)).toEqual([fixture.bike.id]);
  });

  it('a bike booked through the API is gone from the next search while 8 clients search without pause', async () => {
    const city = uniqueCity();
    const fleet = [];
    for (let i = 0; i < 6; i++) fleet.push(await listedBike(t, { city }));
    const window = futureWindow(24);
    const search = { city, ...window };
    let searching = true;
    let searches = 0;
    const loaders = Array.from({ length: 8 }, async (_, n) => {
      while (searching) {
        await calls.searchIds({ ...search, page: String(1 + (n % 2)) });
        searches++;
        // an answer from memory never waits on I/O: let the booking's own I/O and timers run
        await new Promise((resolve) => setImmediate(resolve));
      }
    });
    const booked: string[] = [];
    try {
      for (const fixture of fleet) {
        const { headers } = await signedInUser(t);
        await calls.bookAndPay(headers, bookBody(fixture, window));
        booked.push(fixture.bike.id);
        // the booking's answer is back: no search from now on may list the bike
        const listed = await calls.searchIds(search);
        for (const id of booked) expect(listed).not.toContain(id);
      }
    } finally {
      searching = false;
      await Promise.all(loaders);
    }
    expect(await calls.searchIds(search)).toEqual([]);
    expect(searches).toBeGreaterThan(20);
  });
});

describe('the free-bike index steps aside when it cannot be sure', () => {
  it('answers nothing (the SQL search runs) while the change feed is down, and again once it is back', async () => {
    const city = uniqueCity();
    const fixture = await listedBike(t, { city });
    const window = futureWindow(26);
    const feed = new ChangeFeed();
    const own = new FreeBikeIndex(t.db, feed);
    try {
      expect(await own.search(query({ city, ...window }))).toBeUndefined();
      feed.setLive(true);
      expect((await own.search(query({ city, ...window })))?.bikes.map((bike) => bike._id)).toEqual([fixture.bike.id]);
      // a write of bookings is heard, but the feed cannot say which bikes it touched in time
      feed.setSyncer(() => Promise.reject(new Error('no answer')));
      feed.emit('bookings');
      expect(await own.search(query({ city, ...window }))).toBeUndefined();
      expect(own.fellBack).toBe(2);
      // and the route still answers, from SQL
      await t.app.deps.database.changes.sync();
      expect(await calls.searchIds({ city, ...window })).toEqual([fixture.bike.id]);
    } finally {
      own.close();
    }
  });
});

describe('the free-bike index is never wrong for longer than its maximum age (issue #29)', () => {
  /** an index on a feed of its own that hears nothing of the database: every write is one no trigger told */
  async function deafIndex(maxAgeMs: number) {
    const city = uniqueCity();
    const fixture = await listedBike(t, { city });
    const window = futureWindow(27);
    const feed = new ChangeFeed();
    feed.setLive(true);
    let now = Date.now();
    const own = new FreeBikeIndex(t.db, feed, { maxAgeMs, now: () => now });
    const ids = async () => (await own.search(query({ city, ...window })))?.bikes.map((bike) => bike._id);
    expect(await ids()).toEqual([fixture.bike.id]);
    await insertRide(fixture, window, { status: 'booked' });
    return {
      own,
      ids,
      fixture,
      /** the index's clock moved on by `ms` from when the city was read */
      at: (ms: number, from = now) => {
        now = from + ms;
      },
      start: now,
    };
  }

  it('up to its age a city unheard of is as read; one ms past it, the next search reads it again', async () => {
    const { own, ids, fixture, at, start } = await deafIndex(60_000);
    try {
      at(30_000, start);
      expect(await ids()).toEqual([fixture.bike.id]); // the write was told to no one
      at(60_001, start);
      expect(await ids()).toEqual([]);
    } finally {
      own.close();
    }
  });

  it('from 3/4 of its age the city is read again in the background; a clock set back reads it again too', async () => {
    const { own, ids, fixture, at, start } = await deafIndex(60_000);
    try {
      at(45_000, start);
      // answered from the kept city at once, while the new read starts
      expect(await ids()).toEqual([fixture.bike.id]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await ids()).toEqual([]);
    } finally {
      own.close();
    }
    const back = await deafIndex(60_000);
    try {
      back.at(-60_001, back.start);
      expect(await back.ids()).toEqual([]);
    } finally {
      back.own.close();
    }
  });
});

const postgresUrl = inject('db').kind === 'postgres' ? (inject('db') as { url: string }).url : undefined;

describe.skipIf(!postgresUrl)("another process's writes (PostgreSQL)", () => {
  it('a ride and a block written by another connection leave the search as soon as their NOTIFY arrives', async () => {
    const city = uniqueCity();
    const fixture = await listedBike(t, { city });
    const other = await listedBike(t, { city });
    const window = futureWindow(28);
    const ids = async () => (await calls.searchIds({ city, ...window })).sort();
    expect(await ids()).toEqual([fixture.bike.id, other.bike.id].sort());
    const { id: userId } = await createUser(t.db);
    const { pickupAt, dropAt } = windowInstants(window);
    // this file's own database (each test file has one, cloned from the run's template)
    const current: unknown = await t.db.execute(sql`select current_database() as name`);
    const url = new URL(postgresUrl ?? '');
    url.pathname = `/${(current as { rows: { name: string }[] }).rows[0]?.name ?? ''}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      const wroteAt = Date.now();
      await client.query(
        `insert into bookings (user_id, bike_id, partner_id, pickup_at, drop_at, city, pick_up_point, drop_point,
           hours, rent, cgst, sgst, total_amount, grand_total, status)
         values ($1, $2, $3, $4, $5, $6, 'Gate A', 'Gate B', 24, 2880, 403, 403, 2880, 3686, 'booked')`,
        [userId, fixture.bike.id, fixture.partner.id, pickupAt, dropAt, city],
      );
      await client.query(
        `insert into bike_blocks (bike_id, partner_id, from_at, to_at, reason) values ($1, $2, $3, $4, 'service')`,
        [other.bike.id, other.partner.id, pickupAt, dropAt],
      );
      const deadline = Date.now() + 5_000;
      while ((await ids()).length > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(await ids()).toEqual([]);
      expect(Date.now() - wroteAt).toBeLessThan(5_000);
    } finally {
      await client.end();
    }
  });
});
