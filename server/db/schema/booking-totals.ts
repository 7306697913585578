import { bigint, integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { partners } from './accounts.ts';

/**
 * Running totals of each partner's paid rides by status (booked, cancelled, completed): how many, and
 * their grand totals. The dashboards read these rows instead of aggregating `bookings`: a partner's
 * cards read its row, the admin's tiles sum the (one per partner) rows.
 * NOTE: kept right by the database, not by the app: a trigger on `bookings` (migration 0004) applies
 * every insert, status/partner/amount change and delete in the same transaction; the SQL function
 * `rebuild_booking_totals()` recomputes the table from scratch (after a bulk load with triggers off).
 * Payment holds (pending, expired) are not counted. No row = all zeros.
 */
export const bookingTotals = pgTable('booking_totals', {
  partnerId: uuid('partner_id')
    .primaryKey()
    .references(() => partners.id, { onDelete: 'cascade' }),
  bookedCount: integer('booked_count').notNull().default(0),
  cancelledCount: integer('cancelled_count').notNull().default(0),
  completedCount: integer('completed_count').notNull().default(0),
  /** whole rupees; bigint because a partner's lifetime takings may pass 2^31 */
  bookedRevenue: bigint('booked_revenue', { mode: 'number' }).notNull().default(0),
  cancelledRevenue: bigint('cancelled_revenue', { mode: 'number' }).notNull().default(0),
  completedRevenue: bigint('completed_revenue', { mode: 'number' }).notNull().default(0),
});
