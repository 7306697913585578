import { sql } from 'drizzle-orm';
import { check, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from './accounts.ts';

/**
 * The payout rates (issue #18), versioned like the cancellation policy: an admin's save adds a row,
 * never changes one; the rates in force are the row with the highest id. Migration 0017 seeds the
 * defaults (20 %, 0.5 %, 0.1 %). Basis points (1 % = 100): two decimals of a percent as integers.
 * A booking names the version in force when it was paid (`bookings.payout_settings_id`).
 */
export const payoutSettings = pgTable(
  'payout_settings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    commissionBp: integer('commission_bp').notNull(),
    tcsBp: integer('tcs_bp').notNull(),
    tdsBp: integer('tds_bp').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** the admin who saved it; null for the seeded default (and if that admin is deleted) */
    createdBy: uuid('created_by').references(() => admins.id, { onDelete: 'set null' }),
  },
  (t) => [
    check(
      'payout_settings_range_check',
      sql`${t.commissionBp} BETWEEN 0 AND 5000 AND ${t.tcsBp} BETWEEN 0 AND 500 AND ${t.tdsBp} BETWEEN 0 AND 500`,
    ),
  ],
);
