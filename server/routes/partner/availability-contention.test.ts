import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { windowInstants } from '#shared/api/search.ts';
import { msg } from '#shared/messages.ts';
import { bikeBlocks, bookings } from '#server/db/schema/index.ts';
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
});
