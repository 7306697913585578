import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookBikeBody } from '#shared/api/booking.ts';
import { msg } from '#shared/messages.ts';
import { bookings } from '#server/db/schema/index.ts';
import { bookBody, futureWindow, listedBike, orderProvider, signedInUser, silentLog } from '#server/test/kits/booking-test-kit.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { insertBooking } from '#server/test/factories.ts';
import { expireOrderlessHolds } from '../hold/expire-orderless-holds.ts';
import { startPayment } from './start-payment.ts';

/*
 * Decision 49: the provider order is created before the hold, with the hold's id as its receipt, and
 * the hold is inserted with the order id in the same row: no moment exists with a hold and no order.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});


/** A provider double like Razorpay's: records each order's receipt; `fail` makes the call fail. */
function recordingProvider(options: { fail?: boolean } = {}) {
  const receipts: string[] = [];
  const provider = orderProvider(async ({ amountPaise, receipt }) => {
    if (options.fail) throw new Error('Razorpay order creation failed: HTTP 502');
    receipts.push(receipt);
    return { id: `order_double${receipts.length}${Date.now()}`, amount: amountPaise, currency: 'INR' };
  });
  return { provider, receipts };
}

describe('startPayment: the hold and its provider order are one step', () => {
  it('creates the order with the hold id as receipt and inserts the hold with the order id', async () => {
    const { user } = await signedInUser(t);
    const fixture = await listedBike(t);
    const { provider, receipts } = recordingProvider();
    const body = bookBikeBody.parse(bookBody(fixture, futureWindow(60, 1)));
    const data = await startPayment({ db: t.db, provider, log: silentLog }, user.id, body);
    expect(receipts).toEqual([data.bookingId]);
    const [hold] = await t.db.select().from(bookings).where(eq(bookings.id, data.bookingId));
    expect(hold).toMatchObject({ status: 'pending', providerOrderId: data.id, grandTotal: body.amount });

    // the same request again: the same hold, no new provider order
    const again = await startPayment({ db: t.db, provider, log: silentLog }, user.id, body);
    expect(again).toEqual(data);
    expect(receipts).toHaveLength(1);
  });

  it('a provider failure leaves no hold (and says so, as before)', async () => {
    const { user } = await signedInUser(t);
    const fixture = await listedBike(t);
    const { provider } = recordingProvider({ fail: true });
    const body = bookBikeBody.parse(bookBody(fixture, futureWindow(61, 1)));
    await expect(startPayment({ db: t.db, provider, log: silentLog }, user.id, body)).rejects.toThrow(
      msg.paymentStartFailed,
    );
    expect(await t.db.select().from(bookings).where(eq(bookings.bikeId, fixture.bike.id))).toEqual([]);
  });

  it('a hold refused after its order was created (the price changed) leaves no hold; the order is unused', async () => {
    const { user } = await signedInUser(t);
    const fixture = await listedBike(t);
    const { provider, receipts } = recordingProvider();
    const body = bookBikeBody.parse(bookBody(fixture, futureWindow(62, 1), { amount: 1 }));
    await expect(startPayment({ db: t.db, provider, log: silentLog }, user.id, body)).rejects.toThrow(msg.priceChanged);
    expect(receipts).toHaveLength(1);
    expect(await t.db.select().from(bookings).where(eq(bookings.bikeId, fixture.bike.id))).toEqual([]);
  });
});

describe('expireOrderlessHolds (at start)', () => {
  it('releases a live hold without a provider order (a crash of the old two-step bookbike), nothing else', async () => {
    const { user } = await signedInUser(t);
    const fixture = await listedBike(t);
    const hold = (days: number, providerOrderId: string | null) =>
      insertBooking(t.db, {
        userId: user.id,
        bikeId: fixture.bike.id,
        partnerId: fixture.partner.id,
        pickupAt: new Date(Date.now() + days * 86_400_000),
        dropAt: new Date(Date.now() + (days + 1) * 86_400_000),
        status: 'pending',
        paymentStatus: 'pending',
        holdExpiresAt: new Date(Date.now() + 10 * 60_000),
        providerOrderId,
      });
    const orphan = await hold(70, null);
    const paid = await hold(72, `order_kept${Date.now()}`);
    expect(await expireOrderlessHolds(t.db)).toBeGreaterThanOrEqual(1);
    const status = async (id: string) =>
      (await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]?.status;
    expect(await status(orphan.id)).toBe('expired');
    expect(await status(paid.id)).toBe('pending');
  });
});
