import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookBikeResponse } from '#shared/api/booking.ts';
import { windowInstants } from '#shared/api/search.ts';
import { toPaise } from '#shared/domain/pricing.ts';
import { msg } from '#shared/messages.ts';
import { bookings, couponRedemptions } from '#server/db/schema/index.ts';
import { MAX_LIVE_HOLDS } from '#server/features/rentals/hold/count-live-holds.ts';
import { createUser, insertBooking } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import {
  bookBody,
  createCoupon,
  futureWindow,
  listedBike,
  paymentCalls,
  priceOf,
  signedInUser,
  type Headers,
} from '../../test/kits/booking-test-kit.ts';

let t: TestApp;
let api: ReturnType<typeof paymentCalls>;
beforeAll(async () => {
  t = await createTestApp();
  api = paymentCalls(t);
});
afterAll(async () => {
  await t.close();
});

const applyCoupon = (headers: Headers, payload: object) =>
  api.call({ method: 'POST', url: '/api/applyCoupon', headers, payload });
const holdsOf = (bikeId: string) =>
  t.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.bikeId, bikeId), eq(bookings.status, 'pending')));

describe('POST /api/applyCoupon', () => {
  it('answers the discount and what is left, pricing the ride itself when given the bike and times', async () => {
    const { headers } = await signedInUser(t);
    const fixture = await listedBike(t, { bike: { rentPerHour: 100 } });
    const coupon = await createCoupon(t, { discountValue: 10, maxDiscount: 1000 });
    const window = futureWindow(5, 1);
    // 24 h × 100 = 2400 + 2 × 336 = 3072; 10 % = 307
    const res = await applyCoupon(headers, {
      coupon: coupon.couponCode.toLowerCase(),
      grandTotal: 1,
      bike: fixture.bike.id,
      ...window,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: msg.couponApplied,
      data: { discount: 307, distotal: 2765, total: 3072 },
    });

    const byTotal = await applyCoupon(headers, { coupon: coupon.couponCode, grandTotal: 5000 });
    expect(byTotal.json().data).toEqual({ discount: 500, distotal: 4500, total: 5000 });
  });

  it('says why a coupon cannot be used, in message and data.message', async () => {
    const { user, headers } = await signedInUser(t);
    const expect400 = async (payload: object, message: string) => {
      const res = await applyCoupon(headers, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message, data: { message } });
    };
    await expect400({ coupon: '  ', grandTotal: 3000 }, msg.enterCoupon);
    await expect400({ coupon: 'NOSUCHCODE', grandTotal: 3000 }, msg.couponUnknown);
    await expect400(
      { coupon: (await createCoupon(t, { status: false })).couponCode, grandTotal: 3000 },
      msg.couponInactive,
    );
    await expect400(
      { coupon: (await createCoupon(t, { expireDate: '2024-01-01' })).couponCode, grandTotal: 3000 },
      msg.couponExpired,
    );
    await expect400(
      { coupon: (await createCoupon(t, { minPurchase: 4000 })).couponCode, grandTotal: 3000 },
      msg.couponMinPurchase('₹4,000'),
    );

    const used = await createCoupon(t, { limit: 5 });
    const { partner, bike } = await listedBike(t);
    const ride = await insertBooking(t.db, {
      userId: user.id,
      bikeId: bike.id,
      partnerId: partner.id,
      pickupAt: new Date('2029-01-01T03:30:00Z'),
      dropAt: new Date('2029-01-02T03:30:00Z'),
    });
    await t.db.insert(couponRedemptions).values({ couponId: used.id, userId: user.id, bookingId: ride.id });
    await expect400({ coupon: used.couponCode, grandTotal: 3000 }, msg.couponAlreadyUsed);

    const usedUp = await createCoupon(t, { limit: 1 });
    const other = await createUser(t.db);
    await t.db.insert(couponRedemptions).values({ couponId: usedUp.id, userId: other.id, bookingId: ride.id });
    await expect400({ coupon: usedUp.couponCode, grandTotal: 3000 }, msg.couponUsedUp);
  });

  it('counts a live hold carrying the coupon as a use, for everyone else', async () => {
    const coupon = await createCoupon(t, { limit: 1 });
    const holder = await signedInUser(t);
    const fixture = await listedBike(t);
    const held = await api.bookbike(
      holder.headers,
      bookBody(fixture, futureWindow(), { coupon: coupon.couponCode, couponTerms: coupon }),
    );
    expect(held.statusCode, held.body).toBe(200);
    const { headers } = await signedInUser(t);
    expect((await applyCoupon(headers, { coupon: coupon.couponCode, grandTotal: 3000 })).json().message).toBe(
      msg.couponUsedUp,
    );
  });

  it('needs a token', async () => {
    expect((await applyCoupon({}, { coupon: 'X', grandTotal: 1 })).statusCode).toBe(401);
  });
});

describe('POST /api/bookbike', () => {
  it('places a 15-minute hold at the server price and answers the sandbox order', async () => {
    const { user, headers } = await signedInUser(t);
    const fixture = await listedBike(t, { bike: { rentPerHour: 150 } });
    const window = futureWindow(7, 2, '06:00 PM');
    const body = bookBody(fixture, window, { helmet: 2 });
    const res = await api.bookbike(headers, body);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = bookBikeResponse.parse(res.json());
    const price = priceOf(150, window);
    expect(data).toMatchObject({
      amount: toPaise(price.grandTotal),
      currency: 'INR',
      provider: 'sandbox',
      key: t.app.deps.env.RAZORPAY_KEY_ID,
      quote: {
        hours: 57,
        rent: 57 * 150,
        cgst: price.cgst,
        sgst: price.sgst,
        discount: 0,
        grandTotal: price.grandTotal,
      },
    });
    expect(data.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    const minutesLeft = (new Date(data.holdExpiresAt).getTime() - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(14);
    expect(minutesLeft).toBeLessThanOrEqual(15.1);

    const [hold] = await t.db.select().from(bookings).where(eq(bookings.id, data.bookingId));
    expect(hold).toMatchObject({
      userId: user.id,
      status: 'pending',
      paymentStatus: 'pending',
      providerOrderId: data.id,
      pickUpPoint: 'Gate A',
      dropPoint: 'Gate B',
      helmet: 2,
      hours: 57,
      rent: 8550,
      totalAmount: 8550,
      grandTotal: price.grandTotal,
      city: fixture.partner.city,
      ...windowInstants(window),
    });
  });

  it('refuses a client amount that differs from the server price (409 with the new quote), and keeps nothing', async () => {
    const { headers } = await signedInUser(t);
    const fixture = await listedBike(t);
    const body = bookBody(fixture);
    const res = await api.bookbike(headers, { ...body, amount: body.amount - 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: msg.priceChanged,
      data: { quote: { grandTotal: body.amount } },
    });
    expect(await holdsOf(fixture.bike.id)).toHaveLength(0);
  });

  it('applies a coupon to the price it charges', async () => {
    const { headers } = await signedInUser(t);
    const fixture = await listedBike(t);
    const coupon = await createCoupon(t, { discountValue: 20, maxDiscount: 300 });
    const withoutDiscount = await api.bookbike(
      headers,
      bookBody(fixture, futureWindow(), { coupon: coupon.couponCode }),
    );
    expect(withoutDiscount.statusCode).toBe(409);
    const res = await api.bookbike(
      headers,
      bookBody(fixture, futureWindow(), { coupon: coupon.couponCode, couponTerms: coupon }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.quote.discount).toBe(300);
    const [hold] = await holdsOf(fixture.bike.id);
    expect(hold).toMatchObject({ couponId: coupon.id, discountAmount: 300 });
  });

  it('validates points: both required, and only the partner’s own', async () => {
    const { headers } = await signedInUser(t);
    const fixture = await listedBike(t);
    const stranger = await listedBike(t);
    const missing = await api.bookbike(headers, { ...bookBody(fixture), pickUpPoint: '' });
    expect(missing.json()).toMatchObject({ message: msg.selectPoints });
    const foreign = await api.bookbike(headers, { ...bookBody(fixture), dropPoint: stranger.drop.id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ message: msg.pointNotOfBike, errors: { dropPoint: msg.pointNotOfBike } });
    const helmets = await api.bookbike(headers, { ...bookBody(fixture), helmet: 3 });
    expect(helmets.json()).toMatchObject({ message: msg.helmetInvalid });
    const past = await api.bookbike(headers, bookBody(fixture, { ...futureWindow(), pickUpDate: '2020-01-01' }));
    expect(past.json()).toMatchObject({ message: msg.pickUpDatePast });
  });

  it('is a 404 for a bike customers cannot see', async () => {
    const { headers } = await signedInUser(t);
    const hidden = await listedBike(t, { bike: { status: false } });
    const res = await api.bookbike(headers, bookBody(hidden));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(msg.bikeNotFound);
  });

  it('refuses a window that overlaps a booked ride (409)', async () => {
    const { user, headers } = await signedInUser(t);
    const fixture = await listedBike(t);
    const window = futureWindow(12, 2);
    const { pickupAt, dropAt } = windowInstants(window);
    await insertBooking(t.db, {
      userId: user.id,
      bikeId: fixture.bike.id,
      partnerId: fixture.partner.id,
      pickupAt,
      dropAt,
    });
    const res = await api.bookbike(headers, bookBody(fixture, futureWindow(13, 2)));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(msg.bikeNotAvailable);
  });

  it('replaces the customer’s own earlier hold of the bike instead of being blocked by it', async () => {
    const { headers } = await signedInUser(t);
    const fixture = await listedBike(t);
    const first = await api.bookbike(headers, bookBody(fixture));
    const second = await api.bookbike(headers, bookBody(fixture, futureWindow(), { helmet: 2 }));
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const holds = await holdsOf(fixture.bike.id);
    expect(holds.map((h) => h.id)).toEqual([second.json().data.bookingId]);
  });

  it(`lets a customer hold at most ${MAX_LIVE_HOLDS} bikes at once`, async () => {
    const { headers } = await signedInUser(t);
    for (let i = 0; i < MAX_LIVE_HOLDS; i += 1) {
      expect((await api.bookbike(headers, bookBody(await listedBike(t)))).statusCode).toBe(200);
    }
    const res = await api.bookbike(headers, bookBody(await listedBike(t)));
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(msg.tooManyHolds(MAX_LIVE_HOLDS, 15));
  });

  it('frees the bike when a hold expires: search lists it and another customer can hold it', async () => {
    const fixture = await listedBike(t);
    const window = futureWindow(30, 1);
    const first = await signedInUser(t);
    const held = await api.bookbike(first.headers, bookBody(fixture, window));
    expect(held.statusCode).toBe(200);
    const search = async () => (await api.searchIds({ city: fixture.partner.city ?? '', ...window })).length;
    expect(await search()).toBe(0);
    const second = await signedInUser(t);
    expect((await api.bookbike(second.headers, bookBody(fixture, window))).statusCode).toBe(409);

    await t.db
      .update(bookings)
      .set({ holdExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(bookings.id, held.json().data.bookingId));
    expect(await search()).toBe(1);
    const retaken = await api.bookbike(second.headers, bookBody(fixture, window));
    expect(retaken.statusCode, retaken.body).toBe(200);
    const [old] = await t.db.select().from(bookings).where(eq(bookings.id, held.json().data.bookingId));
    expect(old?.status).toBe('expired');
  });
});

describe('bookbike under concurrency', () => {
  it('of 50 customers booking one bike for overlapping windows at once, exactly one gets the hold', async () => {
    const fixture = await listedBike(t);
    const customers = await Promise.all(Array.from({ length: 50 }, () => signedInUser(t)));
    const results = await Promise.all(
      customers.map(({ headers }, i) =>
        api.bookbike(headers, bookBody(fixture, futureWindow(40 + (i % 2), 2 + (i % 3)))),
      ),
    );
    const codes = results.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(49);
    for (const res of results) if (res.statusCode === 409) expect(res.json().message).toBe(msg.bikeNotAvailable);
    expect(await holdsOf(fixture.bike.id)).toHaveLength(1);
  });

  it('of 10 customers holding the last use of a coupon at once, one gets it, the rest are told it is used up', async () => {
    const coupon = await createCoupon(t, { limit: 1 });
    const attempts = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const { headers } = await signedInUser(t);
        const fixture = await listedBike(t);
        return api.bookbike(
          headers,
          bookBody(fixture, futureWindow(), { coupon: coupon.couponCode, couponTerms: coupon }),
        );
      }),
    );
    const codes = attempts.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 400)).toHaveLength(9);
    for (const res of attempts) if (res.statusCode === 400) expect(res.json().message).toBe(msg.couponUsedUp);
  });
});
