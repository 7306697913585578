import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';

export const refundStatuses = ['pending', 'processed', 'failed'] as const;
/**
 * What a refund gives back: a cancellation's (at most one per payment), the deposit left after a
 * return's charges (at most one per booking), or an admin's lowering of a settled charge (one per
 * adjustment and payment). Its idempotency key says which: `refund-<payment>`, `deposit-<booking>`,
 * `adjust-<adjustment>-<payment>`.
 */
export const refundKinds = ['cancellation', 'deposit', 'adjustment'] as const;
export type RefundKind = (typeof refundKinds)[number];

/**
 * Money going back to a customer (issue #16). Written in the same transaction as the cancellation (or
 * the refusal of a late payment) that causes it, at most one per payment; then carried out through the
 * payment provider by a stored job. `idempotency_key` is sent to the provider with every attempt, so a
 * retry after a crash can never pay twice; `attempts`, `last_error` and `next_attempt_at` are the
 * job's record, shown to the admin. `reason`: 'customer', 'partner', 'partner-no-show', 'admin',
 * 'late-payment'.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    /** whole rupees, more than 0 (a cancellation that gives nothing back writes no refund) */
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    kind: text('kind', { enum: refundKinds }).notNull().default('cancellation'),
    status: text('status', { enum: refundStatuses }).notNull().default('pending'),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    providerRefundId: text('provider_refund_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    check('refunds_amount_check', sql`${t.amount} > 0`),
    uniqueIndex('refunds_payment_key')
      .on(t.providerPaymentId)
      .where(sql`${t.kind} = 'cancellation'`),
    uniqueIndex('refunds_deposit_key')
      .on(t.bookingId)
      .where(sql`${t.kind} = 'deposit'`),
    index('refunds_booking_idx').on(t.bookingId),
    uniqueIndex('refunds_idempotency_key').on(t.idempotencyKey),
    index('refunds_status_idx').on(t.status, t.createdAt),
  ],
);
