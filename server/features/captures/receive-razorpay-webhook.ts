import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { razorpayWebhookEvent, type RazorpayWebhookEvent } from '#shared/api/razorpay-webhook.ts';
import { msg } from '#shared/messages.ts';
import { providerEvents } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { isValidWebhookSignature } from '#server/features/payments/webhook-signature.ts';
import { applyRefundEvent } from '#server/features/refunds/apply-refund-event.ts';
import { noteFailedPayment } from '#server/features/rentals/pay/note-failed-payment.ts';
import { applyCapture, type CaptureDeps } from './apply-capture.ts';

export interface WebhookDeps extends CaptureDeps {
  /** RAZORPAY_WEBHOOK_SECRET */
  webhookSecret: string;
}

export interface WebhookDelivery {
  rawBody: Buffer;
  /** X-Razorpay-Signature */
  signature: string | undefined;
  /** X-Razorpay-Event-Id: the same on every delivery of one event */
  eventId: string | undefined;
}

/**
 * POST /api/razorpay/webhook (issue 28). The signature is checked on the raw body first (missing or
 * wrong: 400, nothing read, nothing changed), then the body is parsed (not an event: 400). An event
 * seen before (its X-Razorpay-Event-Id, else the SHA-256 of the body) changes nothing. Then:
 * - `payment.captured` / `order.paid`: the capture is applied as verifyPayment or
 *   verifyBalancePayment would (applyCapture): a booking, a balance paid, or a full refund;
 * - `payment.failed`: a live hold of the order notes the failed attempt;
 * - `refund.processed` / `refund.failed`: our refund row follows the provider's word;
 * - anything else, or an order or refund that is not ours: logged, nothing changes.
 * The event is stored after it is applied: a crash between the two only means a redelivery applies
 * it again, which every step above answers without a second effect. Answers what the event did.
 */
export async function receiveRazorpayWebhook(deps: WebhookDeps, delivery: WebhookDelivery): Promise<string> {
  if (!isValidWebhookSignature(deps.webhookSecret, delivery.rawBody, delivery.signature)) {
    deps.log.error({ eventId: delivery.eventId }, 'Razorpay webhook with a missing or wrong signature: ignored');
    throw new AppError('VALIDATION', msg.webhookSignatureInvalid);
  }
  let event: RazorpayWebhookEvent;
  try {
    event = razorpayWebhookEvent.parse(JSON.parse(delivery.rawBody.toString('utf8')));
  } catch {
    throw new AppError('VALIDATION', msg.webhookPayloadInvalid);
  }
  const id = delivery.eventId?.slice(0, 200) || `sha256:${createHash('sha256').update(delivery.rawBody).digest('hex')}`;
  const [seen] = await deps.db
    .select({ outcome: providerEvents.outcome })
    .from(providerEvents)
    .where(eq(providerEvents.id, id));
  if (seen) {
    deps.log.info(
      { eventId: id, event: event.event, outcome: seen.outcome },
      'Razorpay event delivered again: nothing to do',
    );
    return 'duplicate-event';
  }

  const outcome = await applyEvent(deps, event);
  const payment = event.payload.payment?.entity;
  const refund = event.payload.refund?.entity;
  await deps.db
    .insert(providerEvents)
    .values({
      id,
      event: event.event,
      providerPaymentId: payment?.id ?? refund?.payment_id ?? null,
      providerOrderId: payment?.order_id ?? null,
      providerRefundId: refund?.id ?? null,
      outcome,
    })
    .onConflictDoNothing();
  const line = {
    eventId: id,
    event: event.event,
    paymentId: payment?.id,
    orderId: payment?.order_id,
    refundId: refund?.id,
    outcome,
  };
  if (outcome === 'unknown-order' || outcome === 'refund-unknown' || outcome === 'refunded') {
    deps.log.error(line, 'Razorpay event applied');
  } else {
    deps.log.info(line, 'Razorpay event applied');
  }
  return outcome;
}

async function applyEvent(deps: WebhookDeps, event: RazorpayWebhookEvent): Promise<string> {
  const payment = event.payload.payment?.entity;
  const refund = event.payload.refund?.entity;
  switch (event.event) {
    case 'payment.captured':
    case 'order.paid': {
      if (!payment?.order_id || payment.status !== 'captured') return 'ignored';
      return applyCapture(deps, {
        orderId: payment.order_id,
        paymentId: payment.id,
        amount: payment.amount,
        via: 'webhook',
      });
    }
    case 'payment.failed':
      return payment?.order_id ? noteFailedPayment(deps.db, payment.order_id) : 'ignored';
    case 'refund.processed':
    case 'refund.failed': {
      if (!refund) return 'ignored';
      const notes = refund.notes && !Array.isArray(refund.notes) ? refund.notes : {};
      const key = typeof notes.idempotency_key === 'string' ? notes.idempotency_key : undefined;
      return applyRefundEvent(deps.db, event.event === 'refund.processed' ? 'processed' : 'failed', {
        id: refund.id,
        paymentId: refund.payment_id,
        amount: refund.amount,
        ...(key ? { idempotencyKey: key } : {}),
        ...(refund.receipt ? { receipt: refund.receipt } : {}),
      });
    }
    default:
      return 'ignored';
  }
}
