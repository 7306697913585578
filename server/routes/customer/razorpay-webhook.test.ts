import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '#shared/messages.ts';
import { bookings, providerEvents, refunds } from '#server/db/schema/index.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { paymentsOf, settledRide, settlementOf } from '../../test/kits/balance-test-kit.ts';
import { bookBody, futureWindow, listedBike, paymentCalls, signedInUser } from '../../test/kits/booking-test-kit.ts';
import { cancelledWithRefund, refundRow } from '../../test/kits/refund-test-kit.ts';
import {
  bookingRow,
  deliver,
  newEventId,
  newPaymentId,
  outcomeOf,
  paymentEvent,
  paymentRow,
  refundEvent,
  refundsOfPayment,
} from '../../test/kits/webhook-test-kit.ts';

let t: TestApp;
let calls: ReturnType<typeof paymentCalls>;
beforeAll(async () => {
  t = await createTestApp();
  calls = paymentCalls(t);
});
afterAll(async () => {
  await t.close();
});

/** A customer's live hold of a fresh bike: its order id, booking id and amount (paise). */
async function liveHold(window = futureWindow(12)) {
  const fixture = await listedBike(t);
  const customer = await signedInUser(t);
  const res = await calls.bookbike(customer.headers, bookBody(fixture, window));
  expect(res.statusCode, res.body).toBe(200);
  const order = res.json<{ data: { id: string; bookingId: string; amount: number } }>().data;
  return { fixture, window, customer, order };
}

const runOut = (bookingId: string) =>
  t.db
    .update(bookings)
    .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
    .where(eq(bookings.id, bookingId));

describe('POST /api/razorpay/webhook: refusals', () => {
  it('a missing or wrong signature is a 400 and changes nothing', async () => {
    const { order } = await liveHold();
    const event = paymentEvent('payment.captured', { id: newPaymentId(), orderId: order.id, amount: order.amount });
    for (const signature of [null, 'deadbeef', '0'.repeat(64)]) {
      const res = await deliver(t, event, { signature });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: msg.webhookSignatureInvalid });
    }
    // signed with another secret, or the body changed after signing
    const raw = JSON.stringify(event);
    const tampered = raw.replace(String(order.amount), String(order.amount - 100));
    const { webhookSignature } = await import('#server/features/payments/webhook-signature.ts');
    expect((await deliver(t, raw, { signature: webhookSignature('another-secret', raw) })).statusCode).toBe(400);
    expect(
      (await deliver(t, tampered, { signature: webhookSignature(t.app.deps.env.RAZORPAY_WEBHOOK_SECRET, raw) }))
        .statusCode,
    ).toBe(400);
    expect(await bookingRow(t, order.bookingId)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    expect(await paymentsOf(t, order.bookingId)).toEqual([]);
  });

  it('a signed body that is not an event is a 400; an unknown order is a 200, logged, nothing changes', async () => {
    const bad = await deliver(t, '{"hello":');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: msg.webhookPayloadInvalid });
    expect((await deliver(t, { event: 'payment.captured' })).statusCode).toBe(400);

    const paymentId = newPaymentId();
    const unknown = await deliver(
      t,
      paymentEvent('payment.captured', { id: paymentId, orderId: 'order_NotOurs000001', amount: 10_000 }),
    );
    expect(unknown.statusCode, unknown.body).toBe(200);
    expect(outcomeOf(unknown)).toBe('unknown-order');
    expect(await paymentRow(t, paymentId)).toBeUndefined();
    // an event we do not act on
    const other = await deliver(t, { event: 'payment.authorized', payload: {} });
    expect(outcomeOf(other)).toBe('ignored');
  });
});

describe('payment.captured of a checkout order', () => {
  it('confirms a live hold exactly as verifyPayment would; a later verifyPayment of the same payment answers the same booking', async () => {
    const { order, customer } = await liveHold();
    const fields = await calls.payOrder(customer.headers, order.id);
    const eventId = newEventId();
    const event = paymentEvent('payment.captured', {
      id: fields.razorpay_payment_id,
      orderId: order.id,
      amount: order.amount,
    });
    const res = await deliver(t, event, { eventId });
    expect(res.statusCode, res.body).toBe(200);
    expect(outcomeOf(res)).toBe('booked');
    expect(await bookingRow(t, order.bookingId)).toMatchObject({
      status: 'booked',
      paymentStatus: 'paid',
      holdExpiresAt: null,
    });
    const row = await paymentRow(t, fields.razorpay_payment_id);
    expect(row).toMatchObject({
      bookingId: order.bookingId,
      status: 'captured',
      purpose: 'booking',
      signature: 'via-webhook',
      amount: order.amount / 100,
    });
    // the confirmation mail, as after verifyPayment
    expect(t.mails.some((mail) => mail.to === customer.user.email)).toBe(true);

    const verified = await calls.verify(customer.headers, fields);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ data: { bookingId: order.bookingId } });
    // the same event again: stored, nothing to do; the same payment in another event: already applied
    expect(outcomeOf(await deliver(t, event, { eventId }))).toBe('duplicate-event');
    expect(
      outcomeOf(
        await deliver(
          t,
          paymentEvent('order.paid', { id: fields.razorpay_payment_id, orderId: order.id, amount: order.amount }),
        ),
      ),
    ).toBe('already-applied');
    expect(await paymentsOf(t, order.bookingId)).toHaveLength(1);
    const [stored] = await t.db.select().from(providerEvents).where(eq(providerEvents.id, eventId));
    expect(stored).toMatchObject({
      event: 'payment.captured',
      outcome: 'booked',
      providerPaymentId: fields.razorpay_payment_id,
    });
  });

  it('after verifyPayment the webhook is a no-op', async () => {
    const { order, customer } = await liveHold();
    const fields = await calls.payOrder(customer.headers, order.id);
    expect((await calls.verify(customer.headers, fields)).statusCode).toBe(200);
    const res = await deliver(
      t,
      paymentEvent('payment.captured', { id: fields.razorpay_payment_id, orderId: order.id, amount: order.amount }),
    );
    expect(outcomeOf(res)).toBe('already-applied');
    expect(await paymentsOf(t, order.bookingId)).toHaveLength(1);
    expect(await refundsOfPayment(t, fields.razorpay_payment_id)).toEqual([]);
  });

  it('a hold that ran out with its bike still free becomes the booking, as verifyPayment would', async () => {
    const { order } = await liveHold();
    await runOut(order.bookingId);
    const paymentId = newPaymentId();
    const res = await deliver(
      t,
      paymentEvent('payment.captured', { id: paymentId, orderId: order.id, amount: order.amount }),
    );
    expect(outcomeOf(res)).toBe('booked');
    expect(await bookingRow(t, order.bookingId)).toMatchObject({ status: 'booked' });
  });

  it('a hold that ran out and lost its bike: the payment is recorded and refunded in full, once', async () => {
    const { order, fixture, window } = await liveHold();
    await runOut(order.bookingId);
    const other = await signedInUser(t);
    await calls.bookAndPay(other.headers, bookBody(fixture, window));
    const paymentId = newPaymentId();
    const event = paymentEvent('payment.captured', { id: paymentId, orderId: order.id, amount: order.amount });
    const res = await deliver(t, event);
    expect(res.statusCode).toBe(200);
    expect(outcomeOf(res)).toBe('refunded');
    expect(await paymentRow(t, paymentId)).toMatchObject({
      bookingId: order.bookingId,
      status: 'failed',
      amount: order.amount / 100,
    });
    const [refund, ...more] = await refundsOfPayment(t, paymentId);
    expect(more).toEqual([]);
    expect(refund).toMatchObject({ amount: order.amount / 100, status: 'pending', bookingId: order.bookingId });
    expect(await bookingRow(t, order.bookingId)).toMatchObject({ status: 'expired', paymentStatus: 'failed' });
    // delivered again under another event id: the same single refund
    expect(outcomeOf(await deliver(t, event))).toBe('already-applied');
    expect(await refundsOfPayment(t, paymentId)).toHaveLength(1);
  });

  it('20 deliveries of one event at once: one booking, one payment row', async () => {
    const { order } = await liveHold();
    const paymentId = newPaymentId();
    const event = paymentEvent('payment.captured', { id: paymentId, orderId: order.id, amount: order.amount });
    const eventId = newEventId();
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(t, event, { eventId })));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(answers.filter((answer) => outcomeOf(answer) === 'booked')).toHaveLength(1);
    expect(await paymentsOf(t, order.bookingId)).toHaveLength(1);
    expect(await refundsOfPayment(t, paymentId)).toEqual([]);
    expect(await bookingRow(t, order.bookingId)).toMatchObject({ status: 'booked' });
  });
});

describe('payment.captured of a balance order', () => {
  it('pays the balance; a second capture of the same order is recorded and refunded in full, once', async () => {
    const ride = await settledRide(t);
    const ordered = await calls.call({
      method: 'POST',
      url: '/api/payBalance',
      headers: ride.headers,
      payload: { id: ride.booking.id },
    });
    const order = ordered.json<{ data: { id: string; amount: number; due: number } }>().data;
    const first = newPaymentId();
    const paid = await deliver(
      t,
      paymentEvent('payment.captured', { id: first, orderId: order.id, amount: order.amount }),
    );
    expect(outcomeOf(paid)).toBe('balance-paid');
    expect((await settlementOf(t, ride.booking.id))?.duePaidAt).toBeInstanceOf(Date);
    expect(await paymentRow(t, first)).toMatchObject({ purpose: 'balance', status: 'captured', amount: order.due });

    const second = newPaymentId();
    const twice = paymentEvent('payment.captured', { id: second, orderId: order.id, amount: order.amount });
    expect(outcomeOf(await deliver(t, twice))).toBe('refunded');
    expect(outcomeOf(await deliver(t, twice))).toBe('already-applied');
    expect(await paymentRow(t, second)).toMatchObject({ purpose: 'balance', status: 'failed', amount: order.due });
    const back = await refundsOfPayment(t, second);
    expect(back).toHaveLength(1);
    expect(back[0]).toMatchObject({ amount: order.due, reason: 'unapplied' });
  });
});

describe('payment.failed, refund.processed, refund.failed', () => {
  it('payment.failed notes the failed attempt on a live hold, which keeps its bike', async () => {
    const { order } = await liveHold();
    const res = await deliver(
      t,
      paymentEvent('payment.failed', { id: newPaymentId(), orderId: order.id, amount: order.amount }),
    );
    expect(outcomeOf(res)).toBe('payment-failed-noted');
    expect(await bookingRow(t, order.bookingId)).toMatchObject({ status: 'pending', paymentStatus: 'failed' });
  });

  it('refund.processed and refund.failed set the refund row they name, once', async () => {
    const refund = await cancelledWithRefund(t.db, { amount: 700 });
    const processed = refundEvent('refund.processed', {
      id: 'rfnd_Webhook0000001',
      paymentId: refund.providerPaymentId,
      amount: 70_000,
      idempotencyKey: refund.idempotencyKey,
    });
    expect(outcomeOf(await deliver(t, processed))).toBe('refund-processed');
    expect(await refundRow(t.db, refund.id)).toMatchObject({
      status: 'processed',
      providerRefundId: 'rfnd_Webhook0000001',
    });
    expect(outcomeOf(await deliver(t, processed))).toBe('refund-unchanged');

    const failed = refundEvent('refund.failed', {
      id: 'rfnd_Webhook0000001',
      paymentId: refund.providerPaymentId,
      amount: 70_000,
    });
    expect(outcomeOf(await deliver(t, failed))).toBe('refund-failed');
    expect(await refundRow(t.db, refund.id)).toMatchObject({ status: 'failed' });
    const unknown = refundEvent('refund.processed', {
      id: 'rfnd_NotOurs0000001',
      paymentId: newPaymentId(),
      amount: 100,
    });
    expect(outcomeOf(await deliver(t, unknown))).toBe('refund-unknown');
    expect(await t.db.select().from(refunds).where(eq(refunds.providerRefundId, 'rfnd_NotOurs0000001'))).toEqual([]);
  });
});
