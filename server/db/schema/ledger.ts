import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ledgerKinds } from '#shared/domain/ledger.ts';
import { admins, partners } from './accounts.ts';
import { bookings } from './bookings.ts';
import { settlementAdjustments } from './settlements.ts';

/**
 * A partner's week paid (issue #18): the bank transfer's reference (UTR), at most one per partner and
 * week (`week` the Monday, India time). Written in the same transaction that marks the entries paid.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'restrict' }),
    week: date('week', { mode: 'string' }).notNull(),
    reference: text('reference').notNull(),
    /** the sum of the net of the entries it paid, whole rupees */
    net: integer('net').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
    /** the day the transfer was made, as the admin confirmed it (issue #34, D80); null on payouts before it */
    paidOn: date('paid_on', { mode: 'string' }),
    paidBy: uuid('paid_by').references(() => admins.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('payouts_partner_week_key').on(t.partnerId, t.week)],
);

/**
 * The partners' earnings ledger (issue #18): append-only, an entry is never edited except to be marked
 * paid (`payout_id`). Written in the same transaction as what causes it: a ride's completion (kind
 * 'ride'), a cancellation with a fee kept ('cancellation'), at most one of each per booking; an admin's
 * adjustment or a lowered damage charge ('adjustment', net only). Whole rupees (shared/domain/ledger.ts).
 * `week`: the Monday (India time) of the payout week it belongs to: the week of `created_at`, or, when
 * that partner's week was already paid, the first unpaid week after it.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'restrict' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: ledgerKinds }).notNull(),
    gross: integer('gross').notNull(),
    commission: integer('commission').notNull(),
    gstOnCommission: integer('gst_on_commission').notNull(),
    tcs: integer('tcs').notNull(),
    tds: integer('tds').notNull(),
    gstCollected: integer('gst_collected').notNull(),
    damage: integer('damage').notNull(),
    net: integer('net').notNull(),
    /** an adjustment's note (the admin's, or the lowered damage's reason) */
    note: text('note').notNull().default(''),
    /** the admin who made an adjustment */
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    /** the lowered damage charge an adjustment follows (issue #17), at most one entry each */
    settlementAdjustmentId: uuid('settlement_adjustment_id').references(() => settlementAdjustments.id, {
      onDelete: 'restrict',
    }),
    week: date('week', { mode: 'string' }).notNull(),
    payoutId: uuid('payout_id').references(() => payouts.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_entries_booking_kind_key')
      .on(t.bookingId, t.kind)
      .where(sql`${t.kind} IN ('ride', 'cancellation')`),
    uniqueIndex('ledger_entries_settlement_adjustment_key').on(t.settlementAdjustmentId),
    check('ledger_entries_booking_check', sql`${t.kind} = 'adjustment' OR ${t.bookingId} IS NOT NULL`),
    index('ledger_entries_partner_idx').on(t.partnerId, t.createdAt),
    index('ledger_entries_week_idx').on(t.week, t.partnerId),
  ],
);
