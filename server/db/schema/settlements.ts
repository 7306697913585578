import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins } from './accounts.ts';
import { bookings } from './bookings.ts';

/**
 * Where a settlement's money stands (issue #30, decision D76): `settled` nothing is owed beyond the
 * deposit (the deposit covered the charges, or an admin's lowering took the balance away before it was
 * paid), `balanceDue` the customer owes `due`, `balancePaid` the balance was paid. Moved only by the
 * settlement transitions (server/features/rentals/return/settlement-transitions.ts); the dispute and the
 * lowering are moves that keep the state (see there).
 */
export const settlementStatuses = ['settled', 'balanceDue', 'balancePaid'] as const;
export type SettlementStatus = (typeof settlementStatuses)[number];

/**
 * The return of a ride, settled against its deposit (issue #17): written in the same transaction as the
 * booking's move to `completed`, at most one per booking. Every amount whole rupees, computed by
 * `settleReturn` (shared/domain/pricing.ts). `startKm`/`endKm` null when the ride was completed without
 * a reading (changeBookingStatus). `damage` is the current damage charge (an admin may lower it, see
 * settlement_adjustments); `charges`, `depositRefund` and `due` always agree with it.
 */
export const settlements = pgTable(
  'settlements',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    startKm: integer('start_km'),
    endKm: integer('end_km'),
    allowanceKm: integer('allowance_km').notNull(),
    excessKm: integer('excess_km').notNull(),
    excessCharge: integer('excess_charge').notNull(),
    returnedAt: timestamp('returned_at', { withTimezone: true }).notNull(),
    lateHours: integer('late_hours').notNull(),
    lateFee: integer('late_fee').notNull(),
    cgst: integer('cgst').notNull(),
    sgst: integer('sgst').notNull(),
    damage: integer('damage').notNull(),
    damageNote: text('damage_note').notNull().default(''),
    charges: integer('charges').notNull(),
    deposit: integer('deposit').notNull(),
    depositRefund: integer('deposit_refund').notNull(),
    due: integer('due').notNull(),
    status: text('status', { enum: settlementStatuses }).notNull(),
    /** the provider order of the balance payment (payBalance), and when the balance was paid (verifyBalancePayment) */
    dueOrderId: text('due_order_id'),
    duePaidAt: timestamp('due_paid_at', { withTimezone: true }),
    /** when the customer disputed the damage charge (within 48 hours of the settlement) */
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
    /** when an admin resolved the dispute, and what was decided (issue #34, D80): both or neither, only after a dispute */
    disputeResolvedAt: timestamp('dispute_resolved_at', { withTimezone: true }),
    disputeDecision: text('dispute_decision'),
    /** the private photos taken at the return (issue #32, D81): `files` ids, none when none were taken */
    returnPhotos: uuid('return_photos')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'settlements_money_check',
      sql`${t.excessCharge} >= 0 AND ${t.lateFee} >= 0 AND ${t.cgst} >= 0 AND ${t.sgst} >= 0 AND ${t.damage} >= 0 AND ${t.charges} >= 0 AND ${t.deposit} >= 0 AND ${t.depositRefund} >= 0 AND ${t.due} >= 0`,
    ),
    // the state agrees with the money: paid exactly when stamped paid, a balance due only when one is
    check(
      'settlements_status_check',
      sql`${t.status} IN ('settled', 'balanceDue', 'balancePaid') AND (${t.status} = 'balancePaid') = (${t.duePaidAt} IS NOT NULL) AND (${t.status} <> 'balanceDue' OR ${t.due} > 0) AND (${t.status} <> 'settled' OR ${t.due} = 0)`,
    ),
    check(
      'settlements_dispute_check',
      sql`(${t.disputeResolvedAt} IS NULL) = (${t.disputeDecision} IS NULL) AND (${t.disputeResolvedAt} IS NULL OR ${t.disputedAt} IS NOT NULL)`,
    ),
    check('settlements_km_check', sql`${t.endKm} IS NULL OR ${t.endKm} >= ${t.startKm}`),
    uniqueIndex('settlements_due_order_key').on(t.dueOrderId),
  ],
);

/**
 * An admin lowering a settled charge (the damage), with who and why; the difference the customer had
 * already paid goes back as a refund of kind 'adjustment' written in the same transaction.
 */
export const settlementAdjustments = pgTable(
  'settlement_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => settlements.bookingId, { onDelete: 'restrict' }),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'restrict' }),
    damageBefore: integer('damage_before').notNull(),
    damageAfter: integer('damage_after').notNull(),
    /** what went back to the customer because of it (0 when nothing of it had been paid) */
    refunded: integer('refunded').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('settlement_adjustments_lower_check', sql`${t.damageAfter} >= 0 AND ${t.damageAfter} < ${t.damageBefore}`),
    index('settlement_adjustments_booking_idx').on(t.bookingId, t.createdAt),
  ],
);
