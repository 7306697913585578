import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBikeDetailsResponse, getBikesResponse, windowInstants, type RideWindow } from '#shared/api/search.ts';
import { PAGE_SIZE_CUSTOMER_BIKES } from '#shared/domain/limits.ts';
import { DEFAULT_TAX_RATES } from '#shared/domain/pricing.ts';
import { istDate } from '#shared/domain/time.ts';
import { msg } from '#shared/messages.ts';
import { reviews } from '#server/db/schema/index.ts';
import { createBike, createPartner, createUser, insertBooking } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { customerApi, futureWindow, listedBike, uniqueCity } from '../../test/kits/booking-test-kit.ts';

let t: TestApp;
let call: ReturnType<typeof customerApi>;
beforeAll(async () => {
  t = await createTestApp();
  call = customerApi(t);
});
afterAll(async () => {
  await t.close();
});

const HOUR = 60 * 60 * 1000;

async function getBikes(query: Record<string, string | number>) {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return call({ method: 'GET', url: `/api/getBikes?${params.toString()}` });
}

async function namesFound(query: Record<string, string | number>): Promise<string[]> {
  const res = await getBikes(query);
  expect(res.statusCode, res.body).toBe(200);
  return getBikesResponse.parse(res.json()).data.bikes.map((bike) => bike.name);
}

describe('GET /api/getBikes: what a customer may see', () => {
  it('lists only visible bikes of verified, active partners in that city (letter case ignored)', async () => {
    const city = uniqueCity('Mysuru');
    const { partner } = await listedBike(t, { city, bike: { name: 'Listed' } });
    await createBike(t.db, partner.id, { name: 'Hidden', status: false });
    await createBike(t.db, partner.id, { name: 'Deleted', deletedAt: new Date() });
    const accepted = await createPartner(t.db, { city, isVerifed: 'mailSented' });
    await createBike(t.db, accepted.id, { name: 'Unverified partner' });
    const blocked = await createPartner(t.db, { city, status: false });
    await createBike(t.db, blocked.id, { name: 'Blocked partner' });
    await listedBike(t, { city: uniqueCity('Elsewhere'), bike: { name: 'Other city' } });

    expect(await namesFound({ city: city.toUpperCase() })).toEqual(['Listed']);
    const res = await getBikes({ city });
    expect(getBikesResponse.parse(res.json()).data).toMatchObject({ page: 1, totalPages: 1 });
    expect(res.json().data.bikes[0]).toMatchObject({ city, category: 'Modern Classics', makeYear: 2023 });
  });

  it('filters by category and by search text in name or brand, case-insensitively, % taken literally', async () => {
    const city = uniqueCity();
    const { partner } = await listedBike(t, { city, bike: { name: 'Classic 350', brand: 'Royal Enfield' } });
    await createBike(t.db, partner.id, { name: 'Activa 6G', brand: 'Honda', category: 'Scooters' });
    await createBike(t.db, partner.id, { name: 'Ninja 100%', brand: 'Kawasaki', category: 'Sportbikes' });

    expect(await namesFound({ city, category: 'Scooters' })).toEqual(['Activa 6G']);
    expect(await namesFound({ city, search: 'royal' })).toEqual(['Classic 350']);
    expect(await namesFound({ city, search: 'HONDA' })).toEqual(['Activa 6G']);
    expect(await namesFound({ city, search: 'enfield classic' })).toEqual(['Classic 350']);
    expect(await namesFound({ city, search: '%' })).toEqual(['Ninja 100%']);
    expect(await namesFound({ city, search: '_' })).toEqual([]);
    expect(await namesFound({ city, search: 'honda', category: 'Adventure' })).toEqual([]);
  });

  it('sorts by price both ways, newest first otherwise', async () => {
    const city = uniqueCity();
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const { partner } = await listedBike(t, { city, bike: { name: 'Mid', rentPerHour: 200, createdAt: ago(3) } });
    await createBike(t.db, partner.id, { name: 'Cheap', rentPerHour: 90, createdAt: ago(2) });
    await createBike(t.db, partner.id, { name: 'Dear', rentPerHour: 400, createdAt: ago(1) });
    expect(await namesFound({ city, sort: 'lowToHigh' })).toEqual(['Cheap', 'Mid', 'Dear']);
    expect(await namesFound({ city, sort: 'highToLow' })).toEqual(['Dear', 'Mid', 'Cheap']);
    expect(await namesFound({ city })).toEqual(['Dear', 'Cheap', 'Mid']);
  });

  it('pages 8 bikes at a time; a page past the end answers the last', async () => {
    const city = uniqueCity();
    const { partner } = await listedBike(t, { city, bike: { name: 'Bike 0' } });
    for (let i = 1; i < 10; i += 1) await createBike(t.db, partner.id, { name: `Bike ${i}` });
    const first = getBikesResponse.parse((await getBikes({ city, page: 1 })).json()).data;
    expect([first.bikes.length, first.page, first.totalPages]).toEqual([PAGE_SIZE_CUSTOMER_BIKES, 1, 2]);
    const last = getBikesResponse.parse((await getBikes({ city, page: 9 })).json()).data;
    expect([last.bikes.length, last.page]).toEqual([2, 2]);
    const none = getBikesResponse.parse((await getBikes({ city: uniqueCity() })).json()).data;
    expect(none).toEqual({ bikes: [], page: 1, totalPages: 0 });
    expect((await getBikes({ page: 0 })).statusCode).toBe(400);
  });
});

describe('GET /api/getBikes: free for the whole window', () => {
  it('hides bikes with a booked ride or a live hold overlapping; expired holds, cancelled and adjacent rides do not block', async () => {
    const city = uniqueCity();
    const window: RideWindow = futureWindow(20, 2);
    const { pickupAt, dropAt } = windowInstants(window);
    const user = await createUser(t.db);
    const { partner } = await listedBike(t, { city, bike: { name: 'Free' } });
    const base = { userId: user.id, partnerId: partner.id, city };
    const bikeNamed = (name: string) => createBike(t.db, partner.id, { name });

    const booked = await bikeNamed('Booked inside');
    await insertBooking(t.db, {
      ...base,
      bikeId: booked.id,
      pickupAt: new Date(pickupAt.getTime() + 5 * HOUR),
      dropAt: new Date(pickupAt.getTime() + 6 * HOUR),
    });
    const around = await bikeNamed('Booked around');
    await insertBooking(t.db, {
      ...base,
      bikeId: around.id,
      pickupAt: new Date(pickupAt.getTime() - 48 * HOUR),
      dropAt: new Date(dropAt.getTime() + HOUR),
    });
    const held = await bikeNamed('Live hold');
    await insertBooking(t.db, {
      ...base,
      bikeId: held.id,
      status: 'pending',
      holdExpiresAt: new Date(Date.now() + 10 * 60_000),
      pickupAt,
      dropAt,
    });
    const stale = await bikeNamed('Expired hold');
    await insertBooking(t.db, {
      ...base,
      bikeId: stale.id,
      status: 'pending',
      holdExpiresAt: new Date(Date.now() - 60_000),
      pickupAt,
      dropAt,
    });
    const cancelled = await bikeNamed('Cancelled');
    await insertBooking(t.db, { ...base, bikeId: cancelled.id, status: 'cancelled', pickupAt, dropAt });
    const adjacent = await bikeNamed('Adjacent');
    await insertBooking(t.db, {
      ...base,
      bikeId: adjacent.id,
      pickupAt: new Date(pickupAt.getTime() - 24 * HOUR),
      dropAt: pickupAt,
    });
    await insertBooking(t.db, {
      ...base,
      bikeId: adjacent.id,
      pickupAt: dropAt,
      dropAt: new Date(dropAt.getTime() + 24 * HOUR),
    });

    const found = await namesFound({ city, ...window });
    expect(found.sort()).toEqual(['Adjacent', 'Cancelled', 'Expired hold', 'Free']);
    // without a window every listed bike is shown
    expect(await namesFound({ city })).toHaveLength(7);
  });

  it('with a window, filters, sorts and pages like without one, counting only the free bikes', async () => {
    const city = uniqueCity();
    const window = futureWindow(30, 1);
    const { pickupAt, dropAt } = windowInstants(window);
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const user = await createUser(t.db);
    const { partner } = await listedBike(t, { city, bike: { name: 'Free 0', rentPerHour: 100, createdAt: ago(100) } });
    for (let i = 1; i < 10; i += 1) {
      await createBike(t.db, partner.id, { name: `Free ${i}`, rentPerHour: 100 + i, createdAt: ago(100 - i) });
    }
    const busy = await createBike(t.db, partner.id, { name: 'Busy 100%', rentPerHour: 50, createdAt: ago(1) });
    await insertBooking(t.db, { userId: user.id, partnerId: partner.id, city, bikeId: busy.id, pickupAt, dropAt });
    await createBike(t.db, partner.id, {
      name: 'Ntorq 100%',
      brand: 'TVS',
      category: 'Scooters',
      rentPerHour: 40,
      createdAt: ago(200),
    });
    // another partner of the city: its bikes are searched too, its rides hide only its own bikes
    const other = await listedBike(t, { city, bike: { name: 'Other partner', rentPerHour: 30, createdAt: ago(300) } });
    await insertBooking(t.db, {
      userId: user.id,
      partnerId: other.partner.id,
      city,
      bikeId: (await createBike(t.db, other.partner.id, { name: 'Other busy' })).id,
      pickupAt,
      dropAt,
    });

    const first = getBikesResponse.parse((await getBikes({ city, ...window })).json()).data;
    expect([first.page, first.totalPages]).toEqual([1, 2]);
    expect(first.bikes.map((bike) => bike.name)).toEqual([
      'Free 9',
      'Free 8',
      'Free 7',
      'Free 6',
      'Free 5',
      'Free 4',
      'Free 3',
      'Free 2',
    ]);
    expect(first.bikes[0]).toMatchObject({ city, makeYear: 2023, rentPerHour: 109 });
    const last = getBikesResponse.parse((await getBikes({ city, ...window, page: 7 })).json()).data;
    expect(last).toMatchObject({ page: 2, totalPages: 2 });
    expect(last.bikes.map((bike) => bike.name)).toEqual(['Free 1', 'Free 0', 'Ntorq 100%', 'Other partner']);
    expect(await namesFound({ city, ...window, sort: 'lowToHigh' })).toEqual([
      'Other partner',
      'Ntorq 100%',
      'Free 0',
      'Free 1',
      'Free 2',
      'Free 3',
      'Free 4',
      'Free 5',
    ]);
    expect((await namesFound({ city, ...window, sort: 'highToLow' }))[0]).toBe('Free 9');
    expect(await namesFound({ city, ...window, category: 'Scooters' })).toEqual(['Ntorq 100%']);
    expect(await namesFound({ city: city.toLowerCase(), ...window, search: '100%' })).toEqual(['Ntorq 100%']);
    expect(await namesFound({ city, ...window, search: 'tvs ntorq' })).toEqual(['Ntorq 100%']);
    // nothing free: page 1 of 0, whatever page was asked
    const none = getBikesResponse.parse((await getBikes({ city, ...window, search: 'busy', page: 3 })).json()).data;
    expect(none).toEqual({ bikes: [], page: 1, totalPages: 0 });
  });

  it.each([
    [{ pickUpDate: '2099-01-01' }, msg.cityRequired],
    [{ city: 'Pune', pickUpTime: '09:00 AM' }, msg.pickUpDateRequired],
    [{ city: 'Pune', pickUpDate: futureWindow().pickUpDate }, msg.pickUpTimeRequired],
    [{ city: 'Pune', pickUpDate: futureWindow().pickUpDate, pickUpTime: '09:00 AM' }, msg.dropDateRequired],
    [{ city: 'Pune', ...futureWindow(), dropTime: '' }, msg.dropTimeRequired],
    [{ city: 'Pune', ...futureWindow(), pickUpDate: '2020-01-01' }, msg.pickUpDatePast],
    [{ city: 'Pune', ...futureWindow(10, -1) }, msg.dropBeforePickUp],
    [{ city: 'Pune', ...futureWindow(10, 0) }, msg.sameTimes],
    [{ city: 'Pune', ...futureWindow(10, 0, '08:00 AM') }, msg.dropTimeBeforePickUp],
    [{ city: 'Pune', ...futureWindow(), pickUpTime: '05:00 AM' }, msg.pickUpTimeInvalid],
    [{ city: 'Pune', ...futureWindow(), dropDate: '2030-02-30' }, msg.dropDateInvalid],
    [{ sort: 'cheap' }, msg.invalidSort],
  ])('answers 400 with the first broken rule: %o', async (query, message) => {
    const res = await getBikes(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
  });

  it('accepts today (India time) from a slot still ahead, refuses a slot already begun', async () => {
    const today = istDate(new Date());
    const city = uniqueCity();
    await listedBike(t, { city });
    const past = await getBikes({
      city,
      pickUpDate: today,
      pickUpTime: '06:00 AM',
      dropDate: istDate(new Date(Date.now() + 48 * HOUR)),
      dropTime: '06:00 PM',
    });
    // 06:00 AM today has begun unless the test runs between midnight and 06:00 in India
    const beforeSix = new Date(Date.now() + 5.5 * HOUR).getUTCHours() < 6;
    if (beforeSix) expect(past.statusCode).toBe(200);
    else expect(past.json()).toMatchObject({ message: msg.pickUpTimePast });
  });
});

describe('GET /api/retriveCities', () => {
  it('lists each city with a listed bike once, whatever its letter case; not cities with only hidden bikes', async () => {
    const city = uniqueCity('Kochi');
    await listedBike(t, { city });
    await listedBike(t, { city: city.toLowerCase() });
    const hiddenOnly = uniqueCity('Hidden');
    await listedBike(t, { city: hiddenOnly, bike: { status: false } });
    const res = await call({ method: 'GET', url: '/api/retriveCities' });
    expect(res.statusCode).toBe(200);
    const cities: string[] = res.json().data;
    expect(cities.filter((c) => c.toLowerCase() === city.toLowerCase())).toHaveLength(1);
    expect(cities).not.toContain(hiddenOnly);
  });
});

describe('GET /api/getBikeDetails', () => {
  it("answers the bike with its city, reviews (newest first) and its partner's points", async () => {
    const city = uniqueCity();
    const { partner, bike, pickUp, drop } = await listedBike(t, { city, bike: { name: 'Scram 411' } });
    const user = await createUser(t.db, { fname: 'Asha', lname: 'Rao', image: '/uploads/asha.png' });
    const ride = await insertBooking(t.db, {
      userId: user.id,
      bikeId: bike.id,
      partnerId: partner.id,
      status: 'completed',
      pickupAt: new Date('2029-01-01T03:30:00Z'),
      dropAt: new Date('2029-01-02T03:30:00Z'),
    });
    const [review] = await t.db
      .insert(reviews)
      .values({ bookingId: ride.id, userId: user.id, bikeId: bike.id, rating: 4, message: 'Smooth ride' })
      .returning();
    const res = await call({ method: 'GET', url: `/api/getBikeDetails?id=${bike.id}` });
    expect(res.statusCode, res.body).toBe(200);
    const body = getBikeDetailsResponse.parse(res.json());
    expect(body.data).toMatchObject({ _id: bike.id, name: 'Scram 411', city, partnerId: { _id: partner.id } });
    expect(body.review).toEqual([
      {
        _id: review?.id,
        rating: 4,
        message: 'Smooth ride',
        date: istDate(review?.createdAt ?? new Date()),
        user: { image: '/uploads/asha.png', fname: 'Asha', lname: 'Rao' },
      },
    ]);
    expect(body.locations).toEqual([
      { _id: pickUp.id, name: 'Gate A' },
      { _id: drop.id, name: 'Gate B' },
    ]);
    expect(body.taxes).toEqual(DEFAULT_TAX_RATES);
  });

  it('is a 404 for a hidden bike or an unverified partner, a 400 for a malformed id', async () => {
    const { bike } = await listedBike(t, { bike: { status: false } });
    expect((await call({ method: 'GET', url: `/api/getBikeDetails?id=${bike.id}` })).json()).toMatchObject({
      message: msg.bikeNotFound,
    });
    const unverified = await listedBike(t, { partner: { isVerifed: 'mailSented' } });
    expect((await call({ method: 'GET', url: `/api/getBikeDetails?id=${unverified.bike.id}` })).statusCode).toBe(404);
    expect((await call({ method: 'GET', url: '/api/getBikeDetails?id=nope' })).statusCode).toBe(400);
  });
});
