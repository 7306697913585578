import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookBikeResponse, findOrderResponse } from '#shared/api/booking.ts';
import { adminCancelBookingResponse, cancellationQuoteResponse } from '#shared/api/cancellations.ts';
import { findBookingsResponse } from '#shared/api/partner.ts';
import { userRidesResponse } from '#shared/api/rides.ts';
import { msg } from '#shared/messages.ts';
import { bikes, bookings, cancellationPolicies, payments, refunds } from '#server/db/schema/index.ts';
import { paymentSignature } from '#server/features/payments/signature.ts';
import { bearer, tokenFor } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { signedInAdmin } from '../../test/kits/admin-test-kit.ts';
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
import { HOUR, paidRide, pinClock, refundsOf } from '../../test/kits/cancellation-test-kit.ts';

/*
 * The refundable deposit at checkout and at cancellation (issue #17): the hold keeps the bike's
 * deposit, bookbike charges grandTotal + deposit (never taxed, never discounted), the payment records
 * it, and every cancellation gives it back in full.
 */

let t: TestApp;
let api: ReturnType<typeof paymentCalls>;
let admin: Headers;
beforeAll(async () => {
  t = await createTestApp();
  api = paymentCalls(t);
  admin = (await signedInAdmin(t)).headers;
});
afterEach(() => pinClock(t, null));
afterAll(async () => {
  await t.close();
});

const bookingRow = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0];
const paymentsOf = (bookingId: string) => t.db.select().from(payments).where(eq(payments.bookingId, bookingId));
const findOrder = (headers: Headers, id: string) =>
  api.call({ method: 'GET', url: `/api/findOrder?id=${id}`, headers });
const latestPolicyId = async () =>
  (await t.db.select({ id: cancellationPolicies.id }).from(cancellationPolicies)).reduce(
    (max, r) => Math.max(max, r.id),
    0,
  );

describe('bookbike with a deposit', () => {
  it('charges grandTotal + deposit: the order, the hold, the payment, findOrder, userRides and the partner carry it', async () => {
    const { headers } = await signedInUser(t);
    const fixture = await listedBike(t, { bike: { rentPerHour: 100, deposit: 2000 } });
    const window = futureWindow(9, 1);
    const price = priceOf(100, window);

    // the rent's grand total alone is refused with the quote that says what to pay
    const short = await api.bookbike(headers, bookBody(fixture, window, { amount: price.grandTotal }));
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({
      message: msg.priceChanged,
      data: { quote: { grandTotal: price.grandTotal, deposit: 2000, toPay: price.grandTotal + 2000 } },
    });

    const res = await api.bookbike(headers, bookBody(fixture, window));
    expect(res.statusCode, res.body).toBe(200);
    const { data } = bookBikeResponse.parse(res.json());
    expect(data.amount).toBe((price.grandTotal + 2000) * 100);
    expect(data.quote).toMatchObject({ grandTotal: price.grandTotal, deposit: 2000, toPay: price.grandTotal + 2000 });
    expect(await bookingRow(data.bookingId)).toMatchObject({ grandTotal: price.grandTotal, deposit: 2000 });

    // a double click answers the same hold and amount
    const again = await api.bookbike(headers, bookBody(fixture, window));
    expect(bookBikeResponse.parse(again.json()).data).toMatchObject({ bookingId: data.bookingId, amount: data.amount });

    const verified = await api.verify(headers, await api.payOrder(headers, data.id));
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await paymentsOf(data.bookingId)).toMatchObject([{ amount: price.grandTotal + 2000, status: 'captured' }]);

    const order = findOrderResponse.parse((await findOrder(headers, data.bookingId)).json()).data;
    expect(order).toMatchObject({ grandTotal: price.grandTotal, deposit: 2000, cgst: price.cgst, sgst: price.sgst });
    const rides = userRidesResponse.parse((await api.call({ method: 'POST', url: '/api/userRides', headers })).json());
    expect(rides.data.find((r) => r._id === data.bookingId)?.deposit).toBe(2000);
    const partnerHeaders = bearer(await tokenFor(t.app, 'partner', fixture.partner));
    const partnerList = await api.call({
      method: 'GET',
      url: '/api/partner/findBookings?page=1',
      headers: partnerHeaders,
    });
    expect(findBookingsResponse.parse(partnerList.json()).data.find((b) => b._id === data.bookingId)?.deposit).toBe(
      2000,
    );
  });

  it('a coupon never discounts the deposit; GST never applies to it', async () => {
    const { headers } = await signedInUser(t);
    const fixture = await listedBike(t, { bike: { rentPerHour: 100, deposit: 5000 } });
    const terms = { discountValue: 10, minPurchase: 0, maxDiscount: 100_000 };
    const coupon = await createCoupon(t, terms);
    const window = futureWindow(11, 1);
    const price = priceOf(100, window, terms);
    expect(price.discount).toBeGreaterThan(0);
    const res = await api.bookbike(
      headers,
      bookBody(fixture, window, { coupon: coupon.couponCode, couponTerms: terms }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { data } = bookBikeResponse.parse(res.json());
    // the taxes are of the rent alone, the discount of the rent's total alone
    expect(data.quote).toEqual({
      hours: price.hours,
      rent: price.rent,
      cgst: price.cgst,
      sgst: price.sgst,
      total: price.total,
      discount: price.discount,
      grandTotal: price.grandTotal,
      deposit: 5000,
      toPay: price.grandTotal + 5000,
    });
  });

  it('keeps the deposit it was booked with when the partner edits the bike later', async () => {
    const { headers } = await signedInUser(t);
    const fixture = await listedBike(t, { bike: { deposit: 2000 } });
    const bookingId = await api.bookAndPay(headers, bookBody(fixture, futureWindow(13, 1)));
    await t.db.update(bikes).set({ deposit: 9000 }).where(eq(bikes.id, fixture.bike.id));
    // the hold stores the deposit and the tax rates it was charged (basis points), for the settlement
    expect(await bookingRow(bookingId)).toMatchObject({ deposit: 2000, cgstRateBp: 1400, sgstRateBp: 1400 });
    expect(findOrderResponse.parse((await findOrder(headers, bookingId)).json()).data.deposit).toBe(2000);
    // a new booking pays the new deposit
    const price = priceOf(fixture.bike.rentPerHour, futureWindow(20, 1));
    const next = await api.bookbike(
      headers,
      bookBody(fixture, futureWindow(20, 1), { amount: price.grandTotal + 9000 }),
    );
    expect(next.statusCode, next.body).toBe(200);
    expect(bookBikeResponse.parse(next.json()).data.quote.toPay).toBe(price.grandTotal + 9000);
  });

  it('a bike with no deposit is charged exactly the grand total, as before', async () => {
    const { headers } = await signedInUser(t);
    const fixture = await listedBike(t);
    expect(fixture.bike.deposit).toBe(0);
    const window = futureWindow(14, 1);
    const price = priceOf(fixture.bike.rentPerHour, window);
    const res = await api.bookbike(headers, bookBody(fixture, window));
    const { data } = bookBikeResponse.parse(res.json());
    expect(data.amount).toBe(price.grandTotal * 100);
    expect(data.quote).toMatchObject({ deposit: 0, toPay: price.grandTotal });
    await api.verify(headers, await api.payOrder(headers, data.id));
    expect(await paymentsOf(data.bookingId)).toMatchObject([{ amount: price.grandTotal }]);
    expect(findOrderResponse.parse((await findOrder(headers, data.bookingId)).json()).data.deposit).toBe(0);
  });

  it('a late payment refused for a taken bike refunds the whole payment, deposit included', async () => {
    const fixture = await listedBike(t, { bike: { deposit: 1500 } });
    const window = futureWindow(16, 1);
    const late = await signedInUser(t);
    const res = await api.bookbike(late.headers, bookBody(fixture, window));
    const { data } = bookBikeResponse.parse(res.json());
    await t.db
      .update(bookings)
      .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(bookings.id, data.bookingId));
    const quick = await signedInUser(t);
    await api.bookAndPay(quick.headers, bookBody(fixture, window));
    const paymentId = `pay_${randomBytes(7).toString('hex')}`;
    const refused = await api.verify(late.headers, {
      razorpay_order_id: data.id,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(t.app.deps.env.RAZORPAY_KEY_SECRET, data.id, paymentId),
    });
    expect(refused.statusCode).toBe(409);
    const rows = await t.db.select().from(refunds).where(eq(refunds.bookingId, data.bookingId));
    expect(rows).toMatchObject([{ amount: data.quote.toPay, reason: 'late-payment', kind: 'cancellation' }]);
  });
});

describe('cancellations give the deposit back in full', () => {
  // ₹1000 rent paid + ₹2000 deposit, under the default policy (6 h: ₹100, 2 h: 50 %, 0: 75 %)
  it.each([
    { label: '48 h before', before: 48 * HOUR, fee: 100 },
    { label: '1 ms under 6 h', before: 6 * HOUR - 1, fee: 500 },
    { label: '1 ms before pick-up', before: 1, fee: 750 },
  ])('$label: the fee is of the rent only (₹$fee), the refund the rest and the deposit', async ({ before, fee }) => {
    const ride = await paidRide(t, { grandTotal: 1000, deposit: 2000, policyId: await latestPolicyId() });
    pinClock(t, new Date(ride.booking.pickupAt.getTime() - before));
    const res = await api.call({
      method: 'GET',
      url: `/api/cancellationQuote?id=${ride.booking.id}`,
      headers: ride.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(cancellationQuoteResponse.parse(res.json()).data).toMatchObject({
      amountPaid: 3000,
      fee,
      refund: 3000 - fee,
    });
    const cancelled = await api.call({
      method: 'POST',
      url: '/api/cancelRide',
      headers: ride.headers,
      payload: { order: ride.booking.id },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await refundsOf(t, ride.booking.id)).toMatchObject([
      { amount: 3000 - fee, kind: 'cancellation', reason: 'customer', status: 'pending' },
    ]);
  });

  it("the partner's cancellation before the pick-up gives back everything paid", async () => {
    const ride = await paidRide(t, { grandTotal: 1000, deposit: 2000 });
    const res = await api.call({
      method: 'POST',
      url: '/api/partner/changeBookingStatus',
      headers: ride.partnerHeaders,
      payload: { id: ride.booking.id, value: 'cancelled' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await refundsOf(t, ride.booking.id)).toMatchObject([{ amount: 3000, reason: 'partner' }]);
  });

  it("the partner's no-show cancellation after the pick-up time keeps the rent, gives back the deposit", async () => {
    const ride = await paidRide(t, { grandTotal: 1000, deposit: 2000 });
    pinClock(t, new Date(ride.booking.pickupAt.getTime() + HOUR));
    const res = await api.call({
      method: 'POST',
      url: '/api/partner/changeBookingStatus',
      headers: ride.partnerHeaders,
      payload: { id: ride.booking.id, value: 'cancelled' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await refundsOf(t, ride.booking.id)).toMatchObject([{ amount: 2000, reason: 'partner-no-show' }]);
  });

  it.each([
    { refund: 'full', amount: 3000 },
    { refund: 'none', amount: 2000 },
    { refund: 'policy', amount: 2900 },
  ])("the admin's '$refund' cancellation refunds ₹$amount (one row)", async ({ refund, amount }) => {
    const ride = await paidRide(t, { grandTotal: 1000, deposit: 2000, policyId: await latestPolicyId() });
    const res = await api.call({
      method: 'POST',
      url: '/api/admin/cancelBooking',
      headers: admin,
      payload: { id: ride.booking.id, refund },
    });
    expect(res.statusCode, res.body).toBe(200);
    adminCancelBookingResponse.parse(res.json());
    expect(await refundsOf(t, ride.booking.id)).toMatchObject([{ amount, kind: 'cancellation' }]);
  });

  it('a ride without a deposit is refunded exactly as before', async () => {
    const ride = await paidRide(t, { grandTotal: 1000, policyId: await latestPolicyId() });
    pinClock(t, new Date(ride.booking.pickupAt.getTime() - 48 * HOUR));
    const res = await api.call({
      method: 'GET',
      url: `/api/cancellationQuote?id=${ride.booking.id}`,
      headers: ride.headers,
    });
    expect(cancellationQuoteResponse.parse(res.json()).data).toMatchObject({ amountPaid: 1000, fee: 100, refund: 900 });
  });

  it('two cancellations at once: one refund row of rent and deposit', async () => {
    const ride = await paidRide(t, { grandTotal: 1000, deposit: 2000, policyId: await latestPolicyId() });
    pinClock(t, new Date(ride.booking.pickupAt.getTime() - 48 * HOUR));
    const cancel = () =>
      api.call({ method: 'POST', url: '/api/cancelRide', headers: ride.headers, payload: { order: ride.booking.id } });
    const answers = await Promise.all([cancel(), cancel(), cancel()]);
    expect(answers.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    for (const r of answers) expect(r.statusCode).toBeLessThan(500);
    expect(await refundsOf(t, ride.booking.id)).toMatchObject([{ amount: 2900 }]);
  });
});
