import { z } from 'zod';
import { msg } from '../messages.ts';
import { partnerBooking } from './partner.ts';
import { envelope, idField, pageNumberField } from './fields.ts';
import { refundStatuses } from './refund-fields.ts';

/*
 * Cancellations with a published policy, and refunds (issue #16). The policy is data: tiers an admin
 * edits; a booking keeps the version in force when it was paid. The fee rule is
 * shared/domain/pricing.ts `cancellationSplit`.
 */

const wholeIn = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** One tier: at least `hoursBefore` hours before pick-up, the fee is `flat` + `percent` % of the amount paid. */
export const cancellationTier = z.object({
  hoursBefore: wholeIn(0, 720, msg.tierHours),
  flat: wholeIn(0, 100_000, msg.tierFlat),
  percent: wholeIn(0, 100, msg.tierPercent),
});
export type CancellationTierInput = z.infer<typeof cancellationTier>;

/** 1–6 tiers, distinct `hoursBefore`, one of them 0. */
export const cancellationTiers = z
  .array(cancellationTier, { error: msg.tiersCount })
  .min(1, msg.tiersCount)
  .max(6, msg.tiersCount)
  .superRefine((tiers, ctx) => {
    const hours = tiers.map((t) => t.hoursBefore);
    if (new Set(hours).size !== hours.length) ctx.addIssue({ code: 'custom', message: msg.tiersDistinct });
    else if (!hours.includes(0)) ctx.addIssue({ code: 'custom', message: msg.tierZeroMissing });
  });

/** PUT /api/admin/cancellationPolicy `{ tiers }`. */
export const cancellationPolicyBody = z.object({ tiers: cancellationTiers });
export type CancellationPolicyBody = z.infer<typeof cancellationPolicyBody>;

/** GET /api/cancellationPolicy (open), GET/PUT /api/admin/cancellationPolicy: the tiers in force now, highest hoursBefore first. */
export const cancellationPolicyResponse = envelope.extend({
  data: z.object({ tiers: z.array(cancellationTier) }),
});
export type CancellationPolicyResponse = z.infer<typeof cancellationPolicyResponse>;

/** GET /api/cancellationQuote?id= : the customer's own booked ride. */
export const cancellationQuoteQuery = z.object({ id: idField(msg.invalidId) });
export type CancellationQuoteQuery = z.infer<typeof cancellationQuoteQuery>;

/**
 * What a cancellation now would give back, in whole rupees. `hoursBeforePickup` is exact (fractional,
 * negative after the pick-up time).
 */
export const cancellationQuote = z.object({
  amountPaid: z.number().int(),
  fee: z.number().int(),
  refund: z.number().int(),
  hoursBeforePickup: z.number(),
});
export type CancellationQuote = z.infer<typeof cancellationQuote>;
export const cancellationQuoteResponse = envelope.extend({ data: cancellationQuote });
export type CancellationQuoteResponse = z.infer<typeof cancellationQuoteResponse>;

export { refundStatuses, rideRefund, type RefundStatus, type RideRefund } from './refund-fields.ts';

// ---- Admin ----

/** GET /api/admin/bookings?page=&q= : `q` finds by order id, customer e-mail or plate (case-insensitive). */
export const adminBookingsQuery = z.object({
  page: pageNumberField().default(1),
  q: z.string().trim().max(100).optional().default(''),
});
export type AdminBookingsQuery = z.infer<typeof adminBookingsQuery>;

/** A paid ride in the admin's Bookings screen: the partner's booking (with its refund) and its partner. */
export const adminBooking = partnerBooking.extend({
  partner: z.object({ _id: z.string(), fname: z.string(), lname: z.string(), email: z.string() }),
});
export type AdminBooking = z.infer<typeof adminBooking>;

export const adminBookingsResponse = envelope.extend({
  data: z.object({ bookings: z.array(adminBooking), page: z.number().int(), totalPages: z.number().int() }),
});
export type AdminBookingsResponse = z.infer<typeof adminBookingsResponse>;

export const refundChoices = ['full', 'policy', 'none'] as const;
export type RefundChoice = (typeof refundChoices)[number];

/** POST /api/admin/cancelBooking `{ id, refund }`. */
export const adminCancelBookingBody = z.object({
  id: idField(msg.invalidId),
  refund: z.enum(refundChoices, { error: msg.refundChoice }),
  /** the policy's refund the dialog showed (GET /api/admin/cancelQuote): another amount now is a 409 with the new quote */
  shownRefund: z.number({ error: msg.refundShownInvalid }).int(msg.refundShownInvalid).min(0, msg.refundShownInvalid).max(100_000_000, msg.refundShownInvalid).optional(),
});
export type AdminCancelBookingBody = z.infer<typeof adminCancelBookingBody>;
export const adminCancelBookingResponse = envelope.extend({ data: adminBooking });
export type AdminCancelBookingResponse = z.infer<typeof adminCancelBookingResponse>;

/** GET /api/admin/refunds?page=&status= */
export const adminRefundsQuery = z.object({
  page: adminBookingsQuery.shape.page,
  status: z.enum(refundStatuses, { error: msg.refundStatusInvalid }).optional(),
});
export type AdminRefundsQuery = z.infer<typeof adminRefundsQuery>;

/**
 * A refund in the admin's Refunds screen. `reason` who cancelled and why ('customer', 'partner',
 * 'partner-no-show', 'admin', 'late-payment'); `lastError` the provider's last refusal; times ISO 8601.
 */
export const adminRefund = z.object({
  _id: z.string(),
  bookingId: z.string(),
  customer: z.object({ fname: z.string(), lname: z.string(), email: z.string() }),
  amount: z.number().int(),
  status: z.enum(refundStatuses),
  reason: z.string(),
  providerRefundId: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
});
export type AdminRefund = z.infer<typeof adminRefund>;

export const adminRefundsResponse = envelope.extend({
  data: z.object({ refunds: z.array(adminRefund), page: z.number().int(), totalPages: z.number().int() }),
});
export type AdminRefundsResponse = z.infer<typeof adminRefundsResponse>;

/** POST /api/admin/retryRefund `{ id }`: a failed refund, queued again. */
export const retryRefundBody = z.object({ id: idField(msg.invalidId) });
export type RetryRefundBody = z.infer<typeof retryRefundBody>;
export const retryRefundResponse = envelope.extend({ data: adminRefund });
export type RetryRefundResponse = z.infer<typeof retryRefundResponse>;
