import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { windowInstants } from '#shared/api/search.ts';
import { msg } from '#shared/messages.ts';
import { bikeBlocks, bookings, partners as partnerRows } from '#server/db/schema/index.ts';
import { toHttpError } from '#server/errors.ts';
import { bearer, createUser, insertBooking, tokenFor } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { bookBody, futureWindow, listedBike, paymentCalls, signedInUser } from '../../test/kits/booking-test-kit.ts';
import { partnerApi } from '../../test/kits/partner-test-kit.ts';

/*
 * Issue 19: a partner blocking a bike while customers book it, all at the same moment. On PostgreSQL
 * the calls run on separate connections; the database decides (the bike's advisory lock, the
 * exclusion constraints, migration 0014's triggers) and exactly one caller wins.
 */

let t: TestApp;
let customers: ReturnType<typeof paymentCalls>;
let partners: ReturnType<typeof partnerApi>;
beforeAll(async () => {
  t = await createTestApp();
  customers = paymentCalls(t);
  partners = partnerApi(t);
});
afterAll(async () => {
  await t.close();
});

async function holdersOf(bikeId: string) {
  const [blocks, rides] = await Promise.all([
    t.db.select().from(bikeBlocks).where(eq(bikeBlocks.bikeId, bikeId)),
    t.db.select().from(bookings).where(and(eq(bookings.bikeId, bikeId), inArray(bookings.status, ['pending', 'booked']))),
  ]);
  return blocks.length + rides.length;
}

describe('blockBike against bookbike on one bike and window', () => {
  it('of 100 parallel calls (50 blocks by the partner, 50 holds by customers), exactly one wins', async () => {
    const fixture = await listedBike(t);
    const window = futureWindow(50, 2);
    const partnerHeaders = bearer(await tokenFor(t.app, 'partner', fixture.partner));
    const riders = await Promise.all(Array.from({ length: 50 }, () => signedInUser(t)));
    const blockPayload = {
      id: fixture.bike.id,
      fromDate: window.pickUpDate,
      fromTime: window.pickUpTime,
      toDate: window.dropDate,
      toTime: window.dropTime,
      reason: 'offline',
    };
    const started = Date.now();
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => {
        const rider = riders[i >> 1];
        return i % 2 === 0 || !rider
          ? partners.call({ method: 'POST', url: '/api/partner/blockBike', headers: partnerHeaders, payload: blockPayload })
          : customers.bookbike(rider.headers, bookBody(fixture, window));
      }),
    );
    const elapsed = Date.now() - started;
    const codes = results.map((res) => res.statusCode);
    expect(codes.filter((code) => code >= 500)).toEqual([]);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(99);
    for (const res of results) {
      if (res.statusCode === 409) {
        expect([msg.bikeBookedThen, msg.bikeAlreadyBlocked, msg.bikeNotAvailable, msg.bikeJustBooked]).toContain(
          res.json().message,
        );
      }
    }
    expect(await holdersOf(fixture.bike.id)).toBe(1);
    console.info(`100 parallel blockBike/bookbike: one winner in ${elapsed} ms`);
  });

  it('written behind the app (no lock taken first), 40 parallel block and booking rows: exactly one lands', async () => {
    const fixture = await listedBike(t);
    const instants = windowInstants(futureWindow(60, 1));
    const user = await createUser(t.db);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        i % 2 === 0
          ? t.db.insert(bikeBlocks).values({
              bikeId: fixture.bike.id,
              partnerId: fixture.partner.id,
              fromAt: instants.pickupAt,
              toAt: instants.dropAt,
              reason: 'other',
            })
          : insertBooking(t.db, { userId: user.id, bikeId: fixture.bike.id, partnerId: fixture.partner.id, ...instants }),
      ),
    );
    const landed = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(landed).toHaveLength(1);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') expect(toHttpError(outcome.reason).status).toBe(409);
    }
    expect(await holdersOf(fixture.bike.id)).toBe(1);
  });

  it('after a buffer change, 100 parallel calls: none lands in the new buffer of a ride booked before it, one lands after it', async () => {
    // issue #29: a 2 h buffer set after a ride was booked follows that ride's drop, for blockBike and bookbike
    // alike, enforced by the database under contention
    const fixture = await listedBike(t, { partner: { bufferMinutes: 0 } });
    const booked = futureWindow(70, 1, '09:00 AM');
    const rider = await signedInUser(t);
    await customers.bookAndPay(rider.headers, bookBody(fixture, booked));
    await t.db.update(partnerRows).set({ bufferMinutes: 120 }).where(eq(partnerRows.id, fixture.partner.id));
    // inside the new buffer (pick-up 1 h after the drop), and where it ends (2 h after)
    const inside = { ...futureWindow(71, 1, '04:00 PM'), pickUpTime: '10:00 AM' };
    const after = { ...futureWindow(71, 1, '04:00 PM'), pickUpTime: '11:00 AM' };
    expect(inside.pickUpDate).toBe(booked.dropDate);
    const partnerHeaders = bearer(await tokenFor(t.app, 'partner', fixture.partner));
    const riders = await Promise.all(Array.from({ length: 50 }, () => signedInUser(t)));
    const blockOf = (window: typeof inside) => ({
      id: fixture.bike.id,
      fromDate: window.pickUpDate,
      fromTime: window.pickUpTime,
      toDate: window.dropDate,
      toTime: window.dropTime,
      reason: 'offline',
    });
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => {
        const window = i % 4 < 2 ? inside : after;
        const customer = riders[i >> 1];
        return i % 2 === 0 || !customer
          ? partners.call({ method: 'POST', url: '/api/partner/blockBike', headers: partnerHeaders, payload: blockOf(window) })
          : customers.bookbike(customer.headers, bookBody(fixture, window));
      }),
    );
    const codes = results.map((res) => res.statusCode);
    expect(codes.filter((code) => code >= 500)).toEqual([]);
    const insideCodes = codes.filter((_, i) => i % 4 < 2);
    expect(insideCodes.filter((code) => code === 200)).toEqual([]);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    // the ride and the one winner, which starts where the buffer ends
    expect(await holdersOf(fixture.bike.id)).toBe(2);
    const clashes = await t.db
      .select({ id: bookings.id })
      .from(bookings)
      .innerJoin(
        bikeBlocks,
        and(
          eq(bikeBlocks.bikeId, bookings.bikeId),
          sql`${bikeBlocks.fromAt} < ${bookings.busyUntil}`,
          sql`${bikeBlocks.toAt} > ${bookings.pickupAt}`,
        ),
      )
      .where(and(eq(bookings.bikeId, fixture.bike.id), inArray(bookings.status, ['pending', 'booked'])));
    expect(clashes).toEqual([]);
  });
});
