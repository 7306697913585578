import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { bookings, payments, refunds } from '#server/db/schema/index.ts';
import { webhookSignature } from '#server/features/payments/webhook-signature.ts';
import type { TestApp } from '#server/test/test-app.ts';

/** Helpers for the provider's webhook and the reconcile (issue 28). */

export const newPaymentId = () => `pay_${randomBytes(7).toString('hex')}`;
export const newEventId = () => `evt_${randomBytes(7).toString('hex')}`;

/** Razorpay's `payment.captured` (or another payment event), as its documentation shapes it. */
export function paymentEvent(
  event: 'payment.captured' | 'payment.failed' | 'order.paid',
  payment: { id: string; orderId: string; amount: number; status?: string },
) {
  return {
    entity: 'event',
    account_id: 'acc_BFQ7uQEaa7j2z7',
    event,
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: payment.id,
          entity: 'payment',
          amount: payment.amount,
          currency: 'INR',
          status: payment.status ?? (event === 'payment.failed' ? 'failed' : 'captured'),
          order_id: payment.orderId,
          method: 'card',
          captured: event !== 'payment.failed',
          created_at: Math.floor(Date.now() / 1000),
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  };
}

/** Razorpay's `refund.processed` / `refund.failed` of one of our refund rows. */
export function refundEvent(
  event: 'refund.processed' | 'refund.failed',
  refund: { id: string; paymentId: string; amount: number; idempotencyKey?: string },
) {
  return {
    entity: 'event',
    event,
    contains: ['refund', 'payment'],
    payload: {
      refund: {
        entity: {
          id: refund.id,
          entity: 'refund',
          amount: refund.amount,
          currency: 'INR',
          payment_id: refund.paymentId,
          notes: refund.idempotencyKey ? { idempotency_key: refund.idempotencyKey } : [],
          receipt: refund.idempotencyKey?.slice(0, 40) ?? null,
          status: event === 'refund.processed' ? 'processed' : 'failed',
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  };
}

/**
 * Delivers an event to POST /api/razorpay/webhook as Razorpay does: the raw JSON, signed with the
 * app's webhook secret (or `signature`), with an event id (a new one unless given).
 */
export function deliver(
  t: TestApp,
  event: object | string,
  options: { eventId?: string; signature?: string | null } = {},
): Promise<LightMyRequestResponse> {
  const raw = typeof event === 'string' ? event : JSON.stringify(event);
  const signature =
    options.signature === undefined ? webhookSignature(t.app.deps.env.RAZORPAY_WEBHOOK_SECRET, raw) : options.signature;
  return t.app.inject({
    method: 'POST',
    url: '/api/razorpay/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-event-id': options.eventId ?? newEventId(),
      ...(signature === null ? {} : { 'x-razorpay-signature': signature }),
    },
    payload: raw,
  });
}

export const outcomeOf = (res: LightMyRequestResponse) => res.json<{ data: { outcome: string } }>().data.outcome;

export const paymentRow = async (t: TestApp, paymentId: string) =>
  (await t.db.select().from(payments).where(eq(payments.providerPaymentId, paymentId)))[0];

export const refundsOfPayment = (t: TestApp, paymentId: string) =>
  t.db.select().from(refunds).where(eq(refunds.providerPaymentId, paymentId));

export const bookingRow = async (t: TestApp, id: string) =>
  (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0];
