import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBikesQuery, windowInstants } from '#shared/api/search.ts';
import { freeBikeIndexOf } from '#server/features/search/free-bike-index.ts';
import { searchFreeBikes } from '#server/features/search/search-bikes.ts';
import { createBike, createPartner, createUser, insertBooking } from '#server/test/factories.ts';
import { futureWindow, paymentCalls } from '#server/test/kits/booking-test-kit.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { cityKey, cityKeySql } from './city-key.ts';

// Issue #29: one search for `MUMBAİ` made a second copy of Mumbai in the free-bike index (JavaScript
// lower-cased it one way, PostgreSQL another), which then took over Mumbai's bikes. A city is now keyed
// one way, and the index and the SQL must mean the same bikes by every spelling of a name.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const tag = randomBytes(3).toString('hex');
/** Names with every kind of trouble: dotted and dotless I, the Kelvin sign, ß and ẞ, final sigma, full-width
 * letters, a decomposed accent, a ligature, a Roman numeral, a no-break space, a combining mark after I. */
const TRICKY = [
  'Mumbai',
  'MUMBAI',
  'MUMBAİ',
  'mumbaı',
  'Mumbaİ',
  'ＭＵＭＢＡＩ',
  ' mumbai ',
  'mumbai\u00a0',
  'MUMBAI\u0307',
  '\u212Aochi',
  'Kochi',
  'KOCHI',
  'Straße',
  'STRASSE',
  'STRAẞE',
  'ΟΔΟΣ',
  'οδος',
  'οδοσ',
  'Cafe\u0301',
  'Café',
  'CAFÉ',
  'ﬁrozabad',
  'Firozabad',
  'Ⅻ Town',
  'XII Town',
  'İzmir',
  'izmir',
  'i̇zmir',
  '',
];

describe('cityKey', () => {
  it('is what the database computes (cityKeySql, the expression of partners_city_key_idx) for every tricky name', async () => {
    for (const name of TRICKY) {
      const [row] = await t.db.select({ key: sql<string>`${cityKeySql(sql`${name}::text`)}` }).from(sql`(values (1)) as one(x)`);
      expect(row?.key, JSON.stringify(name)).toBe(cityKey(name));
    }
  });

  it('folds what must be one city and keeps apart what cannot be folded alike on both sides', () => {
    expect(cityKey('MUMBAI')).toBe('mumbai');
    expect(cityKey('ＭＵＭＢＡＩ')).toBe('mumbai');
    expect(cityKey(' mumbai\u00a0')).toBe('mumbai');
    expect(cityKey('\u212Aochi')).toBe('kochi');
    expect(cityKey('Cafe\u0301')).toBe(cityKey('Café'));
    expect(cityKey('ﬁrozabad')).toBe('firozabad');
    expect(cityKey('Ⅻ Town')).toBe('xii town');
    // not folded (lower() and toLowerCase() disagree on them): another name on both sides
    expect(cityKey('MUMBAİ')).not.toBe('mumbai');
    expect(cityKey('mumbaı')).not.toBe('mumbai');
    expect(cityKey('ΟΔΟΣ')).not.toBe(cityKey('οδος'));
  });
});

describe('the index and the SQL search mean the same bikes by every spelling of a city', () => {
  const cities = ['Mumbai', 'Kochi', 'Straße', 'ΟΔΟΣ', 'Café', 'İzmir', 'Firozabad', 'XII Town'].map(
    (name) => `${name} ${tag}`,
  );
  const spellings = TRICKY.filter((name) => name.trim() !== '').map((name) => `${name} ${tag}`);

  it('answers alike for every spelling, and a search for one spelling never changes what another sees', async () => {
    const index = freeBikeIndexOf(t.db);
    if (!index) throw new Error('the app has no free-bike index');
    const bikeOf = new Map<string, string>();
    const partnerOf = new Map<string, string>();
    for (const city of cities) {
      const partner = await createPartner(t.db, { city });
      const bike = await createBike(t.db, partner.id);
      bikeOf.set(city, bike.id);
      partnerOf.set(city, partner.id);
    }
    const window = futureWindow(30, 2);
    const ask = async (city: string) => {
      const query = getBikesQuery.parse({ city, ...window });
      // a search right after this process's own writes may be sent to SQL (their NOTIFY is still on its
      // way and spoils the city being read): ask again until memory answers
      let fromMemory = await index.search(query);
      for (let tries = 0; fromMemory === undefined && tries < 20; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        fromMemory = await index.search(query);
      }
      const fromSql = await searchFreeBikes(t.db, query);
      expect(fromMemory, city).toEqual(fromSql);
      return fromSql.bikes.map((bike) => bike._id);
    };
    for (const spelling of spellings) {
      const found = await ask(spelling);
      const expected = cities.filter((city) => cityKey(city) === cityKey(spelling)).map((city) => bikeOf.get(city));
      expect(found, spelling).toEqual(expected);
    }
    // each bike is in exactly one city entry: a ride of Mumbai's bike, written after every spelling was
    // searched, hides it from every spelling that found it
    const mumbai = cities[0] as string;
    const mumbaiBike = bikeOf.get(mumbai) as string;
    const { id: userId } = await createUser(t.db);
    await insertBooking(t.db, {
      userId,
      bikeId: mumbaiBike,
      partnerId: partnerOf.get(mumbai) as string,
      status: 'booked',
      ...windowInstants(window),
    });
    for (const spelling of spellings) expect(await ask(spelling), spelling).not.toContain(mumbaiBike);
  });

  it('through getBikes too (the route keys the city once, whichever answers)', async () => {
    const calls = paymentCalls(t);
    const city = `Pune ${tag}`;
    const partner = await createPartner(t.db, { city });
    const bike = await createBike(t.db, partner.id);
    const window = futureWindow(31, 1);
    for (const spelling of [`PUNE ${tag}`, `ＰＵＮＥ ${tag}`, `  pune ${tag} `]) {
      expect(await calls.searchIds({ city: spelling, ...window }), spelling).toEqual([bike.id]);
    }
    expect(await calls.searchIds({ city: `PUNE\u0130 ${tag}`, ...window })).toEqual([]);
    expect(await calls.searchIds({ city: `PUNE ${tag}`, ...window })).toEqual([bike.id]);
  });
});
