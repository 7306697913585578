import { z } from 'zod';
import { msg } from '../messages.ts';
import { envelope, idField } from './fields.ts';

/*
 * One booking's money timeline (issue #34, D79): every rupee the customer paid and got back, in the
 * order it happened, the same for the customer, the booking's partner and an admin. Whole rupees;
 * `at` ISO 8601 instants; `expectedBy` an India day (YYYY-MM-DD).
 */

/** GET /api/bookingTimeline?id= (customer), /api/partner/bookingTimeline?id=, /api/admin/bookingTimeline?id= */
export const bookingTimelineQuery = z.object({ id: idField(msg.bookingTimelineInvalid) });
export type BookingTimelineQuery = z.infer<typeof bookingTimelineQuery>;

export const timelineEntryKinds = [
  'payment',
  'depositHeld',
  'cancellation',
  'settlement',
  'balancePaid',
  'adjustment',
  'refund',
] as const;
export type TimelineEntryKind = (typeof timelineEntryKinds)[number];

/**
 * A refund as it truly stands: `retrying` only while the refund job has a retry scheduled (its last
 * attempt failed and it is still pending; `nextTryAt` the next attempt), `failed` once it gave up.
 */
export const timelineRefundStatuses = ['pending', 'retrying', 'processed', 'failed'] as const;
export type TimelineRefundStatus = (typeof timelineRefundStatuses)[number];

export const timelineLineKinds = ['rent', 'deposit', 'excessKm', 'lateFee', 'cgst', 'sgst', 'damage'] as const;

export const timelineRefund = z.object({
  kind: z.enum(['cancellation', 'deposit', 'adjustment']),
  status: z.enum(timelineRefundStatuses),
  nextTryAt: z.string().nullable(),
  processedAt: z.string().nullable(),
  /** the India day the money should be back on the customer's card; null once failed */
  expectedBy: z.string().nullable(),
});
export type TimelineRefund = z.infer<typeof timelineRefund>;

export const timelineEntry = z.object({
  kind: z.enum(timelineEntryKinds),
  at: z.string(),
  /** payment, balance paid: what came in; deposit held; cancellation: the fee kept; settlement: the charges; adjustment: the charge lowered; refund: what goes back */
  amount: z.number().int(),
  /** the payment's rent and deposit; the settlement's charges */
  lines: z.array(z.object({ kind: z.enum(timelineLineKinds), amount: z.number().int() })),
  refund: timelineRefund.nullable(),
  /** the settlement: the balance it left due (0 when the deposit covered the charges) */
  due: z.number().int().nullable(),
  adjustment: z.object({ damageBefore: z.number().int(), damageAfter: z.number().int() }).nullable(),
});
export type TimelineEntry = z.infer<typeof timelineEntry>;

export const moneyTimeline = z.object({
  bookingId: z.string(),
  totals: z.object({
    /** everything the customer paid: rent + deposit + any balance */
    paid: z.number().int(),
    /** refunds the provider has carried out */
    refunded: z.number().int(),
    /** refunds written and not carried out yet (pending, retrying or failed) */
    refunding: z.number().int(),
    /** what the ride costs the customer once every refund is back: paid − refunded − refunding */
    kept: z.number().int(),
  }),
  entries: z.array(timelineEntry),
  /** the admin's only: the same figures read from the journal (cash account 1010) and whether they agree */
  journal: z.object({ paid: z.number().int(), refunded: z.number().int(), agrees: z.boolean() }).nullable(),
});
export type MoneyTimeline = z.infer<typeof moneyTimeline>;
export const moneyTimelineResponse = envelope.extend({ data: moneyTimeline });
