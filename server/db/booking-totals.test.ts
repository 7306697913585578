import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingTotals, bookings } from '#server/db/schema/index.ts';
import { bookBody, futureWindow, listedBike, paymentCalls, signedInUser } from '#server/test/kits/booking-test-kit.ts';
import { bearer, insertBooking, tokenFor } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

/*
 * booking_totals is kept by a trigger (migration 0004). After a mix of real flows through the API
 * (holds, payments, a late payment of an expired hold, completions, cancellations by the partner and
 * the customer) and direct writes no route makes (a delete, a move to another partner, a new amount),
 * every partner's row must equal aggregating its bookings from scratch, and rebuild_booking_totals()
 * must give the same rows.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const counted = ['booked', 'cancelled', 'completed'] as const;

/** The totals of these partners, as the trigger kept them, without all-zero rows (a row may empty out). */
async function keptTotals(partnerIds: string[]) {
  const rows = await t.db.select().from(bookingTotals).where(inArray(bookingTotals.partnerId, partnerIds));
  return rows
    .filter((row) => Object.entries(row).some(([key, value]) => key !== 'partnerId' && value !== 0))
    .sort((a, b) => a.partnerId.localeCompare(b.partnerId));
}

/** The same totals aggregated from the bookings themselves. */
async function aggregatedTotals(partnerIds: string[]) {
  const of = (status: (typeof counted)[number]) => sql`${bookings.status} = ${status}`;
  const rows = await t.db
    .select({
      partnerId: bookings.partnerId,
      bookedCount: sql<number>`count(*) FILTER (WHERE ${of('booked')})`.mapWith(Number),
      cancelledCount: sql<number>`count(*) FILTER (WHERE ${of('cancelled')})`.mapWith(Number),
      completedCount: sql<number>`count(*) FILTER (WHERE ${of('completed')})`.mapWith(Number),
      bookedRevenue: sql<number>`coalesce(sum(${bookings.grandTotal}) FILTER (WHERE ${of('booked')}), 0)`.mapWith(
        Number,
      ),
      cancelledRevenue: sql<number>`coalesce(sum(${bookings.grandTotal}) FILTER (WHERE ${of('cancelled')}), 0)`.mapWith(
        Number,
      ),
      completedRevenue: sql<number>`coalesce(sum(${bookings.grandTotal}) FILTER (WHERE ${of('completed')}), 0)`.mapWith(
        Number,
      ),
    })
    .from(bookings)
    .where(sql`${inArray(bookings.partnerId, partnerIds)} AND ${inArray(bookings.status, [...counted])}`)
    .groupBy(bookings.partnerId);
  return rows.sort((a, b) => a.partnerId.localeCompare(b.partnerId));
}

describe('booking_totals', () => {
  it('equals a from-scratch aggregate after holds, payments, status changes, expiries and deletes', async () => {
    const { bookbike, bookAndPay, payOrder, verify, call } = paymentCalls(t);
    const shopA = await listedBike(t);
    const shopB = await listedBike(t);
    const partnerIds = [shopA.partner.id, shopB.partner.id];
    const asha = await signedInUser(t);
    const ravi = await signedInUser(t);
    const partnerA = bearer(await tokenFor(t.app, 'partner', shopA.partner));
    const expectMatch = async () => expect(await keptTotals(partnerIds)).toEqual(await aggregatedTotals(partnerIds));

    // paid rides, and a hold that stays a hold (not counted)
    const completed = await bookAndPay(asha.headers, bookBody(shopA, futureWindow(10)));
    const byPartner = await bookAndPay(asha.headers, bookBody(shopA, futureWindow(14)));
    const byCustomer = await bookAndPay(ravi.headers, bookBody(shopB, futureWindow(10)));
    expect((await bookbike(ravi.headers, bookBody(shopB, futureWindow(30)))).statusCode).toBe(200);
    await expectMatch();

    // the partner completes one ride and cancels another; the customer cancels theirs
    const change = (id: string, value: string) =>
      call({ method: 'POST', url: '/api/partner/changeBookingStatus', headers: partnerA, payload: { id, value } });
    // the partner completes it once it has started: the app's clock moved 11 days on for that call
    t.app.deps.now = () => new Date(Date.now() + 11 * 86_400_000);
    expect((await change(completed, 'completed')).statusCode).toBe(200);
    t.app.deps.now = () => new Date();
    expect((await change(byPartner, 'cancelled')).statusCode).toBe(200);
    const cancel = await call({
      method: 'POST',
      url: '/api/cancelRide',
      headers: ravi.headers,
      payload: { order: byCustomer },
    });
    expect(cancel.statusCode).toBe(200);
    await expectMatch();

    // a hold runs out, is marked expired by the next booking of its bike, then is paid late: booked
    const late = await bookbike(asha.headers, bookBody(shopB, futureWindow(40)));
    const lateOrder = late.json<{ data: { id: string; bookingId: string } }>().data;
    await t.db
      .update(bookings)
      .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(bookings.id, lateOrder.bookingId));
    await bookAndPay(ravi.headers, bookBody(shopB, futureWindow(50)));
    const [expired] = await t.db
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, lateOrder.bookingId));
    expect(expired?.status).toBe('expired');
    expect((await verify(asha.headers, await payOrder(asha.headers, lateOrder.id))).statusCode).toBe(200);
    await expectMatch();

    // writes no route makes: a deleted ride, a ride moved to another partner, a new amount
    const times = { pickupAt: new Date(Date.now() + 90 * 86_400_000), dropAt: new Date(Date.now() + 91 * 86_400_000) };
    const ride = { userId: asha.user.id, bikeId: shopA.bike.id, partnerId: shopA.partner.id };
    const gone = await insertBooking(t.db, { ...ride, ...times, status: 'completed', grandTotal: 700 });
    const moved = await insertBooking(t.db, { ...ride, ...times, status: 'cancelled', grandTotal: 900 });
    const repriced = await insertBooking(t.db, { ...ride, ...times, status: 'booked', grandTotal: 1100 });
    await expectMatch();
    await t.db.delete(bookings).where(eq(bookings.id, gone.id));
    await t.db.update(bookings).set({ partnerId: shopB.partner.id }).where(eq(bookings.id, moved.id));
    await t.db.update(bookings).set({ grandTotal: 1300 }).where(eq(bookings.id, repriced.id));
    await expectMatch();

    // what the scenario should have left, spelled out once
    const [rowA] = await keptTotals([shopA.partner.id]);
    expect(rowA).toMatchObject({ bookedCount: 1, cancelledCount: 1, completedCount: 1, bookedRevenue: 1300 });

    // the from-scratch rebuild agrees with what the trigger kept
    const before = await keptTotals(partnerIds);
    await t.db.execute(sql`select rebuild_booking_totals()`);
    expect(await keptTotals(partnerIds)).toEqual(before);
  });
});
