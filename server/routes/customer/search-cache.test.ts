import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDashboardResponse } from '#shared/api/admin.ts';
import { getBikeDetailsResponse, windowInstants, type RideWindow } from '#shared/api/search.ts';
import { bikes, bookings, partnerLocations, partners, reviews, users } from '#server/db/schema/index.ts';
import { bearer, createAdmin, createUser, insertBooking, tokenFor } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { bookBody, futureWindow, listedBike, paymentCalls, signedInUser, uniqueCity } from '../../test/kits/booking-test-kit.ts';

// The answers of getBikes and of the admin dashboard are kept in memory until a table they read
// changes (decision D46). These tests read, change the data behind the server's back or through it,
// and read again at once: never an answer from before the change.
let t: TestApp;
let calls: ReturnType<typeof paymentCalls>;
beforeAll(async () => {
  t = await createTestApp();
  calls = paymentCalls(t);
});
afterAll(async () => {
  await t.close();
});

const cache = () => t.app.deps.readCache;

/** A ride of `fixture`'s bike by `userId` over `window`, written to the database behind the server's back. */
function insertRide(
  fixture: Awaited<ReturnType<typeof listedBike>>,
  userId: string,
  window: RideWindow,
  values: Partial<typeof bookings.$inferInsert> = {},
) {
  return insertBooking(t.db, {
    userId,
    bikeId: fixture.bike.id,
    partnerId: fixture.partner.id,
    ...windowInstants(window),
    ...values,
  });
}

describe('the kept answers of getBikes', () => {
  it('answers a repeated search from memory, byte for byte, and another page or window with its own read', async () => {
    const city = uniqueCity();
    await listedBike(t, { city });
    const window = futureWindow(12);
    const query = { city, ...window };
    const first = await calls.call({ method: 'GET', url: `/api/getBikes?${new URLSearchParams(query).toString()}` });
    const hits = cache().hits;
    const again = await calls.call({ method: 'GET', url: `/api/getBikes?${new URLSearchParams(query).toString()}` });
    expect(cache().hits).toBe(hits + 1);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');

    const misses = cache().misses;
    await calls.searchIds({ ...query, page: '2' });
    await calls.searchIds({ city, ...futureWindow(13) });
    expect(cache().misses).toBe(misses + 2);
  });

  it('stops listing a bike the moment a booking for that window is written, and lists it again when it is cancelled', async () => {
    const city = uniqueCity();
    const fixture = await listedBike(t, { city });
    const window = futureWindow(20);
    const query = { city, ...window };
    expect(await calls.searchIds(query)).toEqual([fixture.bike.id]);
    expect(await calls.searchIds(query)).toEqual([fixture.bike.id]);

    const { id: userId } = await createUser(t.db);
    const booking = await insertRide(fixture, userId, window);
    expect(await calls.searchIds(query)).toEqual([]);

    await t.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, booking.id));
    expect(await calls.searchIds(query)).toEqual([fixture.bike.id]);
  });

  it('keeps a search without dates across bookings (it never reads them), not one with dates', async () => {
    const city = uniqueCity();
    const fixture = await listedBike(t, { city });
    const window = futureWindow(22);
    await calls.searchIds({ city });
    await calls.searchIds({ city, ...window });
    const { id: userId } = await createUser(t.db);
    await insertRide(fixture, userId, futureWindow(60));
    const { hits, misses } = cache();
    expect(await calls.searchIds({ city })).toEqual([fixture.bike.id]);
    expect(cache().hits).toBe(hits + 1);
    expect(await calls.searchIds({ city, ...window })).toEqual([fixture.bike.id]);
    expect(cache().misses).toBe(misses + 1);
  });

  it('stops listing a bike held by a customer through the API for that customer\u2019s very next search', async () => {
    const city = uniqueCity();
    const fixture = await listedBike(t, { city });
    const window = futureWindow(25);
    const query = { city, ...window };
    expect(await calls.searchIds(query)).toEqual([fixture.bike.id]);
    const { headers } = await signedInUser(t);
    const held = await calls.bookbike(headers, bookBody(fixture, window));
    expect(held.statusCode, held.body).toBe(200);
    expect(await calls.searchIds(query)).toEqual([]);
    // another window of the same bike is still free
    expect(await calls.searchIds({ city, ...futureWindow(40) })).toEqual([fixture.bike.id]);
  });

  it('follows the bike and its partner: hidden, re-priced, partner blocked', async () => {
    const city = uniqueCity();
    const fixture = await listedBike(t, { city, bike: { rentPerHour: 100 } });
    const query = { city };
    expect(await calls.searchIds(query)).toEqual([fixture.bike.id]);

    await t.db.update(bikes).set({ rentPerHour: 150 }).where(eq(bikes.id, fixture.bike.id));
    const repriced = await calls.call({ method: 'GET', url: `/api/getBikes?${new URLSearchParams(query).toString()}` });
    expect(repriced.json().data.bikes[0].rentPerHour).toBe(150);

    await t.db.update(bikes).set({ status: false }).where(eq(bikes.id, fixture.bike.id));
    expect(await calls.searchIds(query)).toEqual([]);
    await t.db.update(bikes).set({ status: true }).where(eq(bikes.id, fixture.bike.id));
    expect(await calls.searchIds(query)).toEqual([fixture.bike.id]);

    await t.db.update(partners).set({ status: false }).where(eq(partners.id, fixture.partner.id));
    expect(await calls.searchIds(query)).toEqual([]);
  });

  it('answers a bad query with its 400, never from memory', async () => {
    const bad = await calls.call({ method: 'GET', url: '/api/getBikes?page=0' });
    expect(bad.statusCode).toBe(400);
    const again = await calls.call({ method: 'GET', url: '/api/getBikes?page=0' });
    expect(again.statusCode).toBe(400);
  });
});

describe('the kept answers of a bike\u2019s page and of the home page\u2019s fleet', () => {
  const details = async (id: string) => calls.call({ method: 'GET', url: `/api/getBikeDetails?id=${id}` });
  const fleetNames = async () =>
    (await calls.call({ method: 'GET', url: '/api/ourFleet' }))
      .json<{ data: { name: string }[] }>()
      .data.map((b) => b.name);

  it('shows a new review, a renamed reviewer and a new pick-up point at once, and a 404 once the bike is hidden', async () => {
    const fixture = await listedBike(t, { city: uniqueCity() });
    const first = await details(fixture.bike.id);
    expect(first.json().review).toEqual([]);
    expect((await details(fixture.bike.id)).body).toBe(first.body);

    const reviewer = await createUser(t.db, { fname: 'Ravi' });
    const ride = await insertRide(fixture, reviewer.id, futureWindow(47), { status: 'completed' });
    await t.db
      .insert(reviews)
      .values({ bookingId: ride.id, userId: reviewer.id, bikeId: fixture.bike.id, rating: 5, message: 'Smooth' });
    expect((await details(fixture.bike.id)).json().review).toMatchObject([{ message: 'Smooth' }]);

    await t.db.update(users).set({ fname: 'Ravindra' }).where(eq(users.id, reviewer.id));
    expect(JSON.stringify((await details(fixture.bike.id)).json().review)).toContain('Ravindra');

    await t.db.insert(partnerLocations).values({ partnerId: fixture.partner.id, name: 'Gate C' });
    const page = getBikeDetailsResponse.parse((await details(fixture.bike.id)).json());
    expect(page.locations.map((point) => point.name)).toContain('Gate C');

    await t.db.update(bikes).set({ deletedAt: new Date() }).where(eq(bikes.id, fixture.bike.id));
    expect((await details(fixture.bike.id)).statusCode).toBe(404);
  });

  it('shows a new or renamed bike on the home page at once', async () => {
    const before = await fleetNames();
    expect(await fleetNames()).toEqual(before);
    const fixture = await listedBike(t, { city: uniqueCity(), bike: { name: 'Fresh Off The Truck' } });
    expect((await fleetNames())[0]).toBe('Fresh Off The Truck');
    await t.db.update(bikes).set({ name: 'Renamed' }).where(eq(bikes.id, fixture.bike.id));
    expect((await fleetNames())[0]).toBe('Renamed');
  });
});

describe('the kept answers of the admin dashboard', () => {
  it('checks every caller before answering from memory, and follows new bookings at once', async () => {
    const admin = await createAdmin(t.db);
    const headers = bearer(await tokenFor(t.app, 'admin', admin));
    const tiles = async () =>
      adminDashboardResponse.parse(
        (await calls.call({ method: 'GET', url: '/api/admin/fetchBookingBikesRevenu', headers })).json(),
      ).data;
    const before = await tiles();
    expect(await tiles()).toEqual(before);

    const url = '/api/admin/fetchBookingBikesRevenu';
    expect((await calls.call({ method: 'GET', url })).statusCode).toBe(401);
    const customer = await createUser(t.db);
    const asCustomer = bearer(await tokenFor(t.app, 'user', customer));
    expect((await calls.call({ method: 'GET', url, headers: asCustomer })).statusCode).toBe(403);
    expect(
      (await calls.call({ method: 'GET', url: '/api/admin/monthlySalesRatio', headers: asCustomer })).statusCode,
    ).toBe(403);

    const fixture = await listedBike(t, { city: uniqueCity() });
    await insertRide(fixture, customer.id, futureWindow(30), { grandTotal: 5000 });
    const after = await tiles();
    expect(after.totalBookingCount).toBe(before.totalBookingCount + 1);
    expect(after.totalRevenu).toBe(before.totalRevenu + 5000);
    expect(after.totalUsers).toBe(before.totalUsers + 1);
    expect(after.totalPartners).toBe(before.totalPartners + 1);
  });
});
