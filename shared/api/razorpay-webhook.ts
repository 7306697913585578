import { z } from 'zod';
import { envelope } from './fields.ts';

/*
 * POST /api/razorpay/webhook (issue 28): Razorpay's event, as its documentation gives it
 * ({ entity: 'event', account_id, event, contains, payload: { payment: { entity }, refund: { entity } },
 * created_at }). Only the fields we read are checked; the rest is ignored. The body is verified by its
 * signature (X-Razorpay-Signature, hex HMAC-SHA256 of the raw body) before it is parsed.
 */

/** at most ten crore rupees, in paise: no provider amount reaches an integer overflow */
const MAX_PAISE = 10_000_000_00;
const providerId = z.string().min(1).max(100);
const paise = z.number().int().min(0).max(MAX_PAISE);

export const razorpayPaymentEntity = z.object({
  id: providerId,
  order_id: providerId.nullish(),
  amount: paise,
  status: z.string().max(40),
});

export const razorpayRefundEntity = z.object({
  id: providerId,
  payment_id: providerId,
  amount: paise,
  status: z.string().max(40).optional(),
  receipt: z.string().max(100).nullish(),
  notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).nullish(),
});

export const razorpayWebhookEvent = z.object({
  event: z.string().min(1).max(100),
  payload: z.object({
    payment: z.object({ entity: razorpayPaymentEntity }).optional(),
    refund: z.object({ entity: razorpayRefundEntity }).optional(),
  }),
  created_at: z.number().int().optional(),
});
export type RazorpayWebhookEvent = z.infer<typeof razorpayWebhookEvent>;

/** `data.outcome`: what the event did ('booked', 'refunded', 'duplicate-event', 'ignored'…). */
export const razorpayWebhookResponse = envelope.extend({ data: z.object({ outcome: z.string() }) });
export type RazorpayWebhookResponse = z.infer<typeof razorpayWebhookResponse>;
