import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { findOrderResponse, SANDBOX_DECLINED_CARD } from '#shared/api/booking.ts';
import { windowInstants } from '#shared/api/search.ts';
import { istDate } from '#shared/domain/time.ts';
import { msg, text } from '#shared/messages.ts';
import { bookings, couponRedemptions, outbox, payments, refunds } from '#server/db/schema/index.ts';
import { paymentSignature } from '#server/features/payments/signature.ts';
import { createUser, insertBooking } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import {
  bookBody,
  createCoupon,
  futureWindow,
  holdOfTakenBike,
  listedBike,
  paymentCalls,
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

const secret = () => t.app.deps.env.RAZORPAY_KEY_SECRET;
/** A payment of `orderId` signed like the provider would. */
const signedPayment = (orderId: string) => {
  const paymentId = `pay_${randomBytes(7).toString('hex')}`;
  return {
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: paymentSignature(secret(), orderId, paymentId),
  };
};
const findOrder = (headers: Headers, id: string) =>
  api.call({ method: 'GET', url: `/api/findOrder?id=${id}`, headers });
const bookingRow = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0];
const paymentsOf = (bookingId: string) => t.db.select().from(payments).where(eq(payments.bookingId, bookingId));

/** A hold placed through bookbike: its order id and booking id. */
async function hold(headers: Headers, body: object) {
  const res = await api.bookbike(headers, body);
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json<{ data: { id: string; bookingId: string } }>().data;
  return { orderId: data.id, bookingId: data.bookingId };
}

describe('bookbike → sandboxPay → verifyPayment', () => {
  it('books the bike, records the payment, mails the customer and serves the invoice', async () => {
    const { user, headers } = await signedInUser(t, { fname: 'Asha', lname: 'Rao' });
    const fixture = await listedBike(t, { bike: { name: 'Meteor 350', brand: 'Royal Enfield', rentPerHour: 100 } });
    const window = futureWindow(9, 1, '06:00 PM');
    const { orderId, bookingId } = await hold(headers, bookBody(fixture, window, { helmet: 2 }));

    const paid = await api.sandboxPay(headers, orderId);
    expect(paid.statusCode, paid.body).toBe(200);
    const response = paid.json().data;
    expect(response.razorpay_order_id).toBe(orderId);
    expect(response.razorpay_payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    expect(response.razorpay_signature).toBe(paymentSignature(secret(), orderId, response.razorpay_payment_id));

    // the spec's extra fields may come along; they are ignored
    const verified = await api.verify(headers, { ...response, grandTotal: 1, pickUpPoint: 'Elsewhere' });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toEqual({ success: true, message: msg.paymentVerified, data: { bookingId } });

    const booking = await bookingRow(bookingId);
    expect(booking).toMatchObject({
      status: 'booked',
      paymentStatus: 'paid',
      holdExpiresAt: null,
      pickUpPoint: 'Gate A',
    });
    expect(await paymentsOf(bookingId)).toMatchObject([
      { provider: 'sandbox', providerOrderId: orderId, status: 'captured', amount: booking?.grandTotal },
    ]);
    const mail = t.mails.filter((m) => m.to === user.email).at(-1);
    expect(mail?.subject).toContain(bookingId);
    expect(mail?.text).toContain('Royal Enfield Meteor 350');
    // the invoice lines, as stored with the booking (33 h × ₹100; 14 % each)
    expect(mail?.text).toContain('Rent for 33 hours: ₹3,300');
    expect(mail?.text).toContain('CGST: ₹462');
    expect(mail?.text).toContain('SGST: ₹462');
    const partnerMail = t.mails.filter((m) => m.to === fixture.partner.email).at(-1);
    expect(partnerMail?.subject).toContain(bookingId);
    expect(partnerMail?.text).toContain('Asha Rao');
    expect(partnerMail?.text).toContain('Gate A');

    const invoice = await findOrder(headers, bookingId);
    expect(invoice.statusCode, invoice.body).toBe(200);
    const { data } = findOrderResponse.parse(invoice.json());
    // 09:00 AM to 06:00 PM the next day: 33 hours × 100 = 3300; 14 % = 462 each
    expect(data).toEqual({
      // everything paid: the rent at checkout, no deposit on this bike
      paid: 4224,
      licenceStatus: null,
      _id: bookingId,
      date: istDate(new Date()),
      user: { fname: 'Asha', lname: 'Rao', email: user.email, mobile: user.mobile },
      bike: { _id: fixture.bike.id, name: 'Meteor 350', brand: 'Royal Enfield', image: fixture.bike.images },
      ...window,
      city: fixture.partner.city,
      pickUpPoint: 'Gate A',
      dropPoint: 'Gate B',
      helmet: 2,
      hours: 33,
      rent: 3300,
      rentLine: text.rentForHours(33),
      discountAmount: 0,
      totalAmount: 3300,
      cgst: 462,
      sgst: 462,
      grandTotal: 4224,
      deposit: 0,
      paymentMethod: 'online',
      paymentStatus: 'paid',
      status: 'booked',
      refund: null,
      cancelledAt: null,
      handover: null,
      settlement: null,
      // the partner's numbered tax invoice, issued with the payment (issue #34)
      taxInvoice: expect.objectContaining({
        kind: 'invoice',
        sac: '997311',
        taxableValue: 3300,
        cgst: 462,
        sgst: 462,
        igst: 0,
        total: 4224,
      }),
      creditNote: null,
    });

    // the bike is no longer offered for that window
    expect(await api.searchIds({ city: fixture.partner.city ?? '', ...window })).toEqual([]);
  });

  it('redeems the coupon with the booking; the invoice shows the minimum-charge line and the stored taxes', async () => {
    const { user, headers } = await signedInUser(t);
    const fixture = await listedBike(t, { bike: { rentPerHour: 100 } });
    const coupon = await createCoupon(t, { discountValue: 10, maxDiscount: 250 });
    const window = futureWindow(11, 0, '06:00 PM');
    const bookingId = await api.bookAndPay(
      headers,
      bookBody(fixture, window, { coupon: coupon.couponCode, couponTerms: coupon }),
    );
    const redemptions = await t.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id));
    expect(redemptions).toMatchObject([{ userId: user.id, bookingId }]);
    const { data } = findOrderResponse.parse((await findOrder(headers, bookingId)).json());
    expect(data).toMatchObject({
      hours: 9,
      rent: 2400,
      rentLine: text.minimumCharge,
      cgst: 336,
      sgst: 336,
      discountAmount: 250,
      grandTotal: 2822,
    });
    const again = await api.call({
      method: 'POST',
      url: '/api/applyCoupon',
      headers,
      payload: { coupon: coupon.couponCode, grandTotal: 5000 },
    });
    expect(again.json()).toMatchObject({ message: msg.couponAlreadyUsed, data: { message: msg.couponAlreadyUsed } });
  });

  it('still books when SMTP is down; the confirmation waits in the outbox and goes once it is back', async () => {
    const { headers, user } = await signedInUser(t);
    const fixture = await listedBike(t);
    const failing = vi.spyOn(t.app.deps.mailer, 'deliver').mockRejectedValue(new Error('SMTP down'));
    let bookingId = '';
    try {
      bookingId = await api.bookAndPay(headers, bookBody(fixture));
      expect((await bookingRow(bookingId))?.status).toBe('booked');
      expect(failing).toHaveBeenCalled();
    } finally {
      failing.mockRestore();
    }
    const [waiting] = await t.db.select().from(outbox).where(eq(outbox.key, `confirmation:${bookingId}`));
    expect(waiting).toMatchObject({ status: 'pending', to: user.email, attempts: 1 });
    expect(waiting?.error).toMatch(/SMTP down/);
    // its retry time (30 s later) on the app's clock: delivered, once
    const due = new Date((waiting?.nextAttemptAt ?? new Date()).getTime());
    const now = t.app.deps.now;
    t.app.deps.now = () => due;
    try {
      await t.app.deps.outbox.deliverDue();
    } finally {
      t.app.deps.now = now;
    }
    const [sent] = await t.db.select().from(outbox).where(eq(outbox.key, `confirmation:${bookingId}`));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
    expect(t.mails.filter((m) => m.to === user.email && m.subject === waiting?.subject)).toHaveLength(1);
  });
});

describe('POST /api/sandboxPay', () => {
  it('declines the test card 4000 0000 0000 0002 (402) and keeps the hold for another try', async () => {
    const { headers } = await signedInUser(t);
    const { orderId, bookingId } = await hold(headers, bookBody(await listedBike(t)));
    const declined = await api.sandboxPay(headers, orderId, { cardNumber: SANDBOX_DECLINED_CARD });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ success: false, message: msg.cardDeclined });
    expect((await bookingRow(bookingId))?.status).toBe('pending');
    expect((await api.sandboxPay(headers, orderId)).statusCode).toBe(200);
  });

  it.each([
    [{ cardNumber: '4111 1111 1111 1112' }, msg.cardNumberInvalid],
    [{ cardNumber: '4111' }, msg.cardNumberInvalid],
    [{ expiry: '13/40' }, msg.cardExpiryInvalid],
    [{ expiry: '01/20' }, msg.cardExpired],
    [{ cvv: '12a' }, msg.cardCvvInvalid],
    [{ name: ' ' }, msg.cardNameRequired],
  ])('refuses a bad card field with 400: %o', async (card, message) => {
    const { headers } = await signedInUser(t);
    const { orderId } = await hold(headers, bookBody(await listedBike(t)));
    const res = await api.sandboxPay(headers, orderId, card);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("is a 404 for another customer's order and a 409 for a paid one", async () => {
    const owner = await signedInUser(t);
    const { orderId } = await hold(owner.headers, bookBody(await listedBike(t)));
    const stranger = await signedInUser(t);
    expect((await api.sandboxPay(stranger.headers, orderId)).statusCode).toBe(404);
    const response = await api.payOrder(owner.headers, orderId);
    expect((await api.verify(owner.headers, response)).statusCode).toBe(200);
    const again = await api.sandboxPay(owner.headers, orderId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(msg.orderAlreadyPaid);
  });
});

describe('POST /api/verifyPayment', () => {
  it('refuses a tampered signature (400) and changes nothing', async () => {
    const { headers } = await signedInUser(t);
    const { orderId, bookingId } = await hold(headers, bookBody(await listedBike(t)));
    const response = await api.payOrder(headers, orderId);
    const tampered = {
      ...response,
      razorpay_signature: response.razorpay_signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
    };
    const res = await api.verify(headers, tampered);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(msg.paymentSignatureInvalid);
    const otherPayment = await api.verify(headers, { ...response, razorpay_payment_id: 'pay_forged0000000' });
    expect(otherPayment.statusCode).toBe(400);
    expect((await bookingRow(bookingId))?.status).toBe('pending');
    expect(await paymentsOf(bookingId)).toHaveLength(0);
  });

  it('is idempotent: the same payment verified again, even at the same moment, is one booking', async () => {
    const { headers } = await signedInUser(t);
    const { orderId, bookingId } = await hold(headers, bookBody(await listedBike(t)));
    const response = await api.payOrder(headers, orderId);
    const results = await Promise.all(Array.from({ length: 5 }, () => api.verify(headers, response)));
    for (const res of results) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.bookingId).toBe(bookingId);
    }
    const replay = await api.verify(headers, response);
    expect(replay.json().data.bookingId).toBe(bookingId);
    expect(await paymentsOf(bookingId)).toHaveLength(1);
  });

  it("is a 404 for another customer's order, and changes nothing", async () => {
    const owner = await signedInUser(t);
    const { orderId, bookingId } = await hold(owner.headers, bookBody(await listedBike(t)));
    const response = await api.payOrder(owner.headers, orderId);
    const stranger = await signedInUser(t);
    const res = await api.verify(stranger.headers, response);
    expect(res.statusCode).toBe(404);
    expect((await bookingRow(bookingId))?.status).toBe('pending');
    // once paid by its owner, the stranger still learns nothing
    expect((await api.verify(owner.headers, response)).statusCode).toBe(200);
    expect((await api.verify(stranger.headers, response)).statusCode).toBe(404);
  });

  it('re-takes a hold that ran out while the bike is still free', async () => {
    const { headers } = await signedInUser(t);
    const { orderId, bookingId } = await hold(headers, bookBody(await listedBike(t)));
    await t.db
      .update(bookings)
      .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(bookings.id, bookingId));
    const res = await api.verify(headers, signedPayment(orderId));
    expect(res.statusCode, res.body).toBe(200);
    expect((await bookingRow(bookingId))?.status).toBe('booked');
  });

  it('refuses a late payment when the bike was taken meanwhile (409) and records it for a refund', async () => {
    const late = await holdOfTakenBike(t);
    const { orderId, bookingId } = late;
    const payment = signedPayment(orderId);
    const res = await api.verify(late.headers, payment);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(msg.paymentBikeTaken);
    expect(await bookingRow(bookingId)).toMatchObject({ status: 'expired', paymentStatus: 'failed' });
    expect(await paymentsOf(bookingId)).toMatchObject([
      { providerPaymentId: payment.razorpay_payment_id, status: 'failed' },
    ]);
    // its full refund, pending, written with the refusal (issue #16)
    const refundsOf = () => t.db.select().from(refunds).where(eq(refunds.bookingId, bookingId));
    const grandTotal = (await bookingRow(bookingId))?.grandTotal;
    expect(await refundsOf()).toMatchObject([
      { amount: grandTotal, reason: 'late-payment', status: 'pending', providerPaymentId: payment.razorpay_payment_id },
    ]);
    // verified again: the same refusal, no second row, no second refund
    expect((await api.verify(late.headers, payment)).statusCode).toBe(409);
    expect(await paymentsOf(bookingId)).toHaveLength(1);
    expect(await refundsOf()).toHaveLength(1);
  });

  it('honours a coupon limit when 5 holds verify the last redemption at once', async () => {
    const coupon = await createCoupon(t, { limit: 3 });
    const fixture = await listedBike(t);
    // two uses already redeemed by others
    for (let i = 0; i < 2; i += 1) {
      const someone = await createUser(t.db);
      const past = await insertBooking(t.db, {
        userId: someone.id,
        bikeId: fixture.bike.id,
        partnerId: fixture.partner.id,
        pickupAt: new Date(`202${i}-01-01T03:30:00Z`),
        dropAt: new Date(`202${i}-01-02T03:30:00Z`),
        couponId: coupon.id,
      });
      await t.db.insert(couponRedemptions).values({ couponId: coupon.id, userId: someone.id, bookingId: past.id });
    }
    // five live holds carrying the coupon (placed directly: bookbike would reserve only one)
    const holders = await Promise.all(
      Array.from({ length: 5 }, async (_, i) => {
        const customer = await signedInUser(t);
        const bike = await listedBike(t);
        const orderId = `order_limit${i}${randomBytes(4).toString('hex')}`;
        const { pickupAt, dropAt } = windowInstants(futureWindow(20));
        const booking = await insertBooking(t.db, {
          userId: customer.user.id,
          bikeId: bike.bike.id,
          partnerId: bike.partner.id,
          pickupAt,
          dropAt,
          status: 'pending',
          paymentStatus: 'pending',
          holdExpiresAt: new Date(Date.now() + 10 * 60_000),
          couponId: coupon.id,
          providerOrderId: orderId,
        });
        return { ...customer, orderId, bookingId: booking.id };
      }),
    );
    const results = await Promise.all(holders.map((h) => api.verify(h.headers, signedPayment(h.orderId))));
    const codes = results.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(4);
    for (const res of results) if (res.statusCode === 409) expect(res.json().message).toBe(msg.paymentCouponGone);
    const redeemed = await t.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id));
    expect(redeemed).toHaveLength(3);
    const failed = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.status, 'failed'), sql`${payments.providerOrderId} LIKE 'order_limit%'`));
    expect(failed.filter((p) => holders.some((h) => h.bookingId === p.bookingId))).toHaveLength(4);
    const refunded = await t.db.select().from(refunds).where(eq(refunds.reason, 'late-payment'));
    expect(refunded.filter((r) => holders.some((h) => h.bookingId === r.bookingId))).toHaveLength(4);
  });
});

describe('GET /api/findOrder', () => {
  it("is a 404 for another customer's order and for an unpaid hold; 400 for a malformed id", async () => {
    const owner = await signedInUser(t);
    const bookingId = await api.bookAndPay(owner.headers, bookBody(await listedBike(t)));
    const stranger = await signedInUser(t);
    const res = await findOrder(stranger.headers, bookingId);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(msg.orderNotFound);
    const { bookingId: holdId } = await hold(owner.headers, bookBody(await listedBike(t)));
    expect((await findOrder(owner.headers, holdId)).statusCode).toBe(404);
    expect((await findOrder(owner.headers, 'nope')).statusCode).toBe(400);
  });
});
