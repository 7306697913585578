import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';

/**
 * Every provider order made for a ride's balance (payBalance), kept after the settlement drops it (an
 * admin lowering the due): a payment of an order no longer the ride's is still found, recorded and
 * refunded in full (issue 28). `amount` whole rupees, what the order asks.
 */
export const balanceOrders = pgTable(
  'balance_orders',
  {
    id: text('id').primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('balance_orders_booking_idx').on(t.bookingId), index('balance_orders_created_idx').on(t.createdAt)],
);

/**
 * The provider's webhook events already applied (issue 28), by the provider's event id
 * (`X-Razorpay-Event-Id`, else the SHA-256 of the body): a delivery seen before changes nothing.
 * `outcome` says what it did (shown in logs and to an operator reading the table).
 */
export const providerEvents = pgTable(
  'provider_events',
  {
    id: text('id').primaryKey(),
    event: text('event').notNull(),
    providerPaymentId: text('provider_payment_id'),
    providerOrderId: text('provider_order_id'),
    providerRefundId: text('provider_refund_id'),
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('provider_events_received_idx').on(t.receivedAt)],
);

/**
 * The built-in sandbox's own record of the payments its card form made (the provider's side, as
 * Razorpay keeps it): in the database, so a restart or another instance answers the same when the
 * reconcile asks for an order's payments. `amount` in paise.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    amount: integer('amount').notNull(),
    status: text('status', { enum: ['captured', 'failed'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_payments_order_idx').on(t.orderId)],
);

/**
 * The sandbox's refunds, by idempotency key (the provider's side): one refund per key whatever the
 * number of attempts or instances. `status` 'declined' marks a first attempt the sandbox's
 * refund-declining card refused; the next attempt with the same key is made. `amount` in paise.
 */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  id: text('id').notNull(),
  paymentId: text('payment_id').notNull(),
  amount: integer('amount').notNull(),
  status: text('status', { enum: ['processed', 'declined'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
