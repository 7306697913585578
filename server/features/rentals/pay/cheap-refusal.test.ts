import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookBikeBody } from '#shared/api/booking.ts';
import { windowInstants } from '#shared/api/search.ts';
import { msg } from '#shared/messages.ts';
import { bookings } from '#server/db/schema/index.ts';
import { freeBikeIndexOf } from '#server/features/search/free-bike-index.ts';
import { insertBooking } from '#server/test/factories.ts';
import { bookBody, futureWindow, listedBike, orderProvider, signedInUser, silentLog } from '#server/test/kits/booking-test-kit.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { startPayment } from './start-payment.ts';

/*
 * Issue #35: bookbike refuses a bike another customer holds or has booked for the window from the
 * free-bike index, before any provider call or write; owner-aware (the customer's own hold answers as
 * before) and exact (a bike really free is never refused: when unsure, the database path runs).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const index = () => {
  const found = freeBikeIndexOf(t.db);
  if (!found) throw new Error('the app has no free-bike index');
  return found;
};

/** A provider double that counts the orders asked of it. */
function countingProvider() {
  const calls = { orders: 0 };
  const provider = orderProvider(async ({ amountPaise }) => {
    calls.orders++;
    return { id: `order_count${calls.orders}${Date.now()}`, amount: amountPaise, currency: 'INR' };
  });
  return { provider, calls };
}

type Fixture = Awaited<ReturnType<typeof listedBike>>;

/** Another customer's ride of the fixture's bike over `window`: a live hold by default. */
async function othersRide(fixture: Fixture, days: number, values: Partial<typeof bookings.$inferInsert> = {}) {
  const { user } = await signedInUser(t);
  const { pickupAt, dropAt } = windowInstants(futureWindow(days, 1));
  return insertBooking(t.db, {
    userId: user.id,
    bikeId: fixture.bike.id,
    partnerId: fixture.partner.id,
    pickupAt,
    dropAt,
    status: 'pending',
    paymentStatus: 'pending',
    holdExpiresAt: new Date(Date.now() + 10 * 60_000),
    providerOrderId: `order_other${Date.now()}${Math.random()}`,
    ...values,
  });
}

const rowsOf = (bikeId: string) => t.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.bikeId, bikeId));

describe('bookbike refused from the free-bike index', () => {
  it("another customer's live hold: 409 as before, no provider order, nothing written", async () => {
    const fixture = await listedBike(t);
    await othersRide(fixture, 80);
    const { user } = await signedInUser(t);
    const { provider, calls } = countingProvider();
    const refusedBefore = index().refused;
    const before = await rowsOf(fixture.bike.id);
    const body = bookBikeBody.parse(bookBody(fixture, futureWindow(80, 1)));
    await expect(startPayment({ db: t.db, provider, log: silentLog }, user.id, body)).rejects.toThrow(msg.bikeNotAvailable);
    expect(calls.orders).toBe(0);
    expect(index().refused).toBe(refusedBefore + 1);
    expect(await rowsOf(fixture.bike.id)).toEqual(before);
  });

  it("another customer's paid ride whose buffer reaches into the window: refused the same way", async () => {
    const fixture = await listedBike(t, { partner: { bufferMinutes: 120 } });
    // the paid ride ends at 09:00 on day 81; the asked ride starts at 09:00 that day: only the buffer clashes
    await othersRide(fixture, 80, { status: 'booked', paymentStatus: 'paid', holdExpiresAt: null });
    const { user } = await signedInUser(t);
    const { provider, calls } = countingProvider();
    const refusedBefore = index().refused;
    const body = bookBikeBody.parse(bookBody(fixture, futureWindow(81, 1)));
    await expect(startPayment({ db: t.db, provider, log: silentLog }, user.id, body)).rejects.toThrow(msg.bikeNotAvailable);
    expect(calls.orders).toBe(0);
    expect(index().refused).toBe(refusedBefore + 1);
  });

  it("the customer's own hold is never refused: the same request answers it, another window replaces it", async () => {
    const fixture = await listedBike(t);
    const { user } = await signedInUser(t);
    const { provider, calls } = countingProvider();
    const deps = { db: t.db, provider, log: silentLog };
    const body = bookBikeBody.parse(bookBody(fixture, futureWindow(82, 1)));
    const first = await startPayment(deps, user.id, body);
    const refusedBefore = index().refused;
    expect(await startPayment(deps, user.id, body)).toEqual(first);
    const longer = bookBikeBody.parse(bookBody(fixture, futureWindow(82, 2)));
    const replaced = await startPayment(deps, user.id, longer);
    expect(replaced.bookingId).not.toBe(first.bookingId);
    expect(calls.orders).toBe(2);
    expect(index().refused).toBe(refusedBefore);
  });

  it('a bike really free is never refused: a hold run out, a hold cancelled meanwhile, another window', async () => {
    const fixture = await listedBike(t);
    const { provider, calls } = countingProvider();
    const deps = { db: t.db, provider, log: silentLog };
    const refusedBefore = index().refused;
    await othersRide(fixture, 83, { holdExpiresAt: new Date(Date.now() - 60_000) });
    const cancelled = await othersRide(fixture, 85);
    // the index has read the bike with the live hold on day 85 before it is cancelled
    const { user: first } = await signedInUser(t);
    await expect(
      startPayment(deps, first.id, bookBikeBody.parse(bookBody(fixture, futureWindow(85, 1)))),
    ).rejects.toThrow(msg.bikeNotAvailable);
    await t.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, cancelled.id));

    const { user } = await signedInUser(t);
    await startPayment(deps, user.id, bookBikeBody.parse(bookBody(fixture, futureWindow(83, 1))));
    const { user: other } = await signedInUser(t);
    await startPayment(deps, other.id, bookBikeBody.parse(bookBody(fixture, futureWindow(85, 1))));
    const { user: third } = await signedInUser(t);
    await startPayment(deps, third.id, bookBikeBody.parse(bookBody(fixture, futureWindow(88, 1))));
    expect(calls.orders).toBe(3);
    expect(index().refused).toBe(refusedBefore + 1);
  });

  it('a hold about to run out is left to the database (which still refuses it while it lives)', async () => {
    const fixture = await listedBike(t);
    await othersRide(fixture, 90, { holdExpiresAt: new Date(Date.now() + 1_000) });
    const { user } = await signedInUser(t);
    const { provider, calls } = countingProvider();
    const refusedBefore = index().refused;
    const body = bookBikeBody.parse(bookBody(fixture, futureWindow(90, 1)));
    await startPayment({ db: t.db, provider, log: silentLog }, user.id, body).catch(() => undefined);
    expect(index().refused).toBe(refusedBefore);
    expect(calls.orders).toBeLessThanOrEqual(1);
  });

  it('without a live change feed nothing is refused from memory', async () => {
    const fixture = await listedBike(t);
    await othersRide(fixture, 92);
    const { user } = await signedInUser(t);
    const { pickupAt, dropAt } = windowInstants(futureWindow(92, 1));
    const feed = t.app.deps.database.changes;
    expect(await index().takenByOthers(fixture.bike.id, user.id, pickupAt, dropAt)).toBe(true);
    feed.setLive(false);
    try {
      expect(await index().takenByOthers(fixture.bike.id, user.id, pickupAt, dropAt)).toBe(false);
    } finally {
      feed.setLive(true);
    }
  });
});
