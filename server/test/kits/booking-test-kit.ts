import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  SANDBOX_SUCCESS_CARD,
  sandboxPayResponse,
  type BookBikeInput,
  type ProviderPaymentResponse,
} from '#shared/api/booking.ts';
import { getBikesResponse, windowInstants, type RideWindow } from '#shared/api/search.ts';
import { quote, type CouponPricing } from '#shared/domain/pricing.ts';
import { istDate } from '#shared/domain/time.ts';
import { bookings, coupons, partnerLocations, type bikes, type partners, type users } from '#server/db/schema/index.ts';
import { bearer, createBike, createPartner, createUser, tokenFor } from '#server/test/factories.ts';
import type { PaymentProvider } from '#server/features/payments/payment-provider.ts';
import type { TestApp } from '#server/test/test-app.ts';
import { clientIp } from './account-test-kit.ts';

/** Helpers for the search, checkout, payment and rides API tests. */

export type Headers = Record<string, string>;

/** `inject` from a client address of its own (rate limits count per address). */
export function customerApi(t: TestApp) {
  return (options: InjectOptions): Promise<LightMyRequestResponse> =>
    t.app.inject({ ...options, headers: { 'x-forwarded-for': clientIp(), ...(options.headers ?? {}) } });
}

/** A log that drops what it is told (the payment calls' `log`). */
export const silentLog = { error: () => {} };

/** A provider double like Razorpay's for starting payments: orders come from `createOrder`; no refunds. */
export function orderProvider(createOrder: PaymentProvider['createOrder']): PaymentProvider {
  return {
    name: 'razorpay',
    keyId: 'rzp_test_double',
    keySecret: 'secret',
    createOrder,
    refund: async () => Promise.reject(new Error('not in this test')),
    findRefund: async () => null,
    orderPayments: async () => [],
  };
}

/** A customer and the headers of their session. */
export async function signedInUser(t: TestApp, overrides: Partial<typeof users.$inferInsert> = {}) {
  const user = await createUser(t.db, overrides);
  return { user, headers: bearer(await tokenFor(t.app, 'user', user)) };
}

/** A city nobody else's test uses, so lists can be asserted exactly. */
export const uniqueCity = (name = 'Town') => `${name} ${randomBytes(4).toString('hex')}`;

/**
 * A verified, active partner in `city` with two pick-up/drop points and one listed bike (more with
 * `bikes`).
 */
export async function listedBike(
  t: TestApp,
  options: {
    city?: string;
    partner?: Partial<typeof partners.$inferInsert>;
    bike?: Partial<typeof bikes.$inferInsert>;
  } = {},
) {
  const partner = await createPartner(t.db, { city: options.city ?? uniqueCity(), ...options.partner });
  const bike = await createBike(t.db, partner.id, options.bike);
  // points are listed oldest first: Gate A is made a second older
  const [pickUp] = await t.db
    .insert(partnerLocations)
    .values({ partnerId: partner.id, name: 'Gate A', createdAt: new Date(Date.now() - 1000) })
    .returning();
  const [drop] = await t.db.insert(partnerLocations).values({ partnerId: partner.id, name: 'Gate B' }).returning();
  if (!pickUp || !drop) throw new Error('points not created');
  return { partner, bike, pickUp, drop };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A window from 09:00 AM `daysAhead` days after today (India time) to `dropTime` `days` days later. */
export function futureWindow(daysAhead = 10, days = 1, dropTime = '09:00 AM'): RideWindow {
  const pickUpDate = istDate(new Date(Date.now() + daysAhead * DAY_MS));
  const dropDate = istDate(new Date(Date.now() + (daysAhead + days) * DAY_MS));
  return { pickUpDate, pickUpTime: '09:00 AM', dropDate, dropTime };
}

/** The grand total the page would show. */
export function priceOf(rentPerHour: number, window: RideWindow, coupon?: CouponPricing) {
  return quote({ rentPerHour, ...windowInstants(window), coupon: coupon ?? null });
}

/** An active coupon valid for a year, with a unique code. */
export async function createCoupon(t: TestApp, overrides: Partial<typeof coupons.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(coupons)
    .values({
      image: '/uploads/coupon.png',
      couponName: 'Test offer',
      couponCode: `T${randomBytes(4).toString('hex').toUpperCase()}`,
      discountValue: 10,
      minPurchase: 0,
      maxDiscount: 500,
      expireDate: istDate(new Date(Date.now() + 365 * DAY_MS)),
      limit: 100,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('coupon not created');
  return row;
}

/** A valid bookbike body for a bike made by `listedBike` (its amount: grand total + deposit). */
export function bookBody(
  fixture: Awaited<ReturnType<typeof listedBike>>,
  window: RideWindow = futureWindow(),
  overrides: Partial<BookBikeInput> & { couponTerms?: CouponPricing } = {},
): BookBikeInput & { amount: number } {
  const { couponTerms, amount, ...rest } = overrides;
  return {
    bike: fixture.bike.id,
    ...window,
    pickUpPoint: fixture.pickUp.id,
    dropPoint: fixture.drop.id,
    helmet: 1,
    ...rest,
    // what the page shows to pay: the grand total plus the bike's refundable deposit (issue #17)
    amount:
      typeof amount === 'number'
        ? amount
        : priceOf(fixture.bike.rentPerHour, window, couponTerms).grandTotal + fixture.bike.deposit,
  };
}

/** POST /api/bookbike, /api/sandboxPay, /api/verifyPayment. */
export function paymentCalls(t: TestApp) {
  const call = customerApi(t);
  const bookbike = (headers: Headers, payload: object) =>
    call({ method: 'POST', url: '/api/bookbike', headers, payload });
  const sandboxPay = (headers: Headers, orderId: string, card: Partial<Record<string, string>> = {}) =>
    call({
      method: 'POST',
      url: '/api/sandboxPay',
      headers,
      payload: { orderId, cardNumber: SANDBOX_SUCCESS_CARD, expiry: '12/39', cvv: '123', name: 'Asha Rao', ...card },
    });
  const verify = (headers: Headers, payload: object) =>
    call({ method: 'POST', url: '/api/verifyPayment', headers, payload });

  /** sandboxPay with the success card; answers what the card form hands verifyPayment. */
  const payOrder = async (headers: Headers, orderId: string): Promise<ProviderPaymentResponse> => {
    const paid = await sandboxPay(headers, orderId);
    if (paid.statusCode !== 200) throw new Error(`sandboxPay ${paid.statusCode}: ${paid.body}`);
    return sandboxPayResponse.parse(paid.json()).data;
  };

  /** GET /api/getBikes: the ids of the bikes found. */
  const searchIds = async (query: Record<string, string>): Promise<string[]> => {
    const res = await call({ method: 'GET', url: `/api/getBikes?${new URLSearchParams(query).toString()}` });
    return getBikesResponse.parse(res.json()).data.bikes.map((bike) => bike._id);
  };

  /** bookbike → sandboxPay → verifyPayment; answers the booking id (throws on any failure). */
  const bookAndPay = async (headers: Headers, body: object): Promise<string> => {
    const booked = await bookbike(headers, body);
    if (booked.statusCode !== 200) throw new Error(`bookbike ${booked.statusCode}: ${booked.body}`);
    const verified = await verify(headers, await payOrder(headers, booked.json<{ data: { id: string } }>().data.id));
    if (verified.statusCode !== 200) throw new Error(`verifyPayment ${verified.statusCode}: ${verified.body}`);
    return verified.json<{ data: { bookingId: string } }>().data.bookingId;
  };
  return { call, bookbike, sandboxPay, payOrder, verify, searchIds, bookAndPay };
}

/** POST /api/bookbike of `body`, which must succeed: the hold's provider order and its booking. */
export async function placeHold(t: TestApp, headers: Headers, body: object) {
  const res = await paymentCalls(t).bookbike(headers, body);
  if (res.statusCode !== 200) throw new Error(`bookbike ${res.statusCode}: ${res.body}`);
  const { id: orderId, bookingId } = res.json<{ data: { id: string; bookingId: string } }>().data;
  return { orderId, bookingId };
}

/**
 * A customer's hold whose 15 minutes ran out, its window then booked and paid by another customer: a
 * payment of it now cannot be honoured (the bike is taken; the `refusePayment` move). Answers the late
 * customer's headers and the hold.
 */
export async function holdOfTakenBike(t: TestApp) {
  const fixture = await listedBike(t);
  const window = futureWindow(15, 1);
  const late = await signedInUser(t);
  const held = await placeHold(t, late.headers, bookBody(fixture, window));
  await t.db
    .update(bookings)
    .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
    .where(eq(bookings.id, held.bookingId));
  const quick = await signedInUser(t);
  await paymentCalls(t).bookAndPay(quick.headers, bookBody(fixture, window));
  return { headers: late.headers, ...held };
}
