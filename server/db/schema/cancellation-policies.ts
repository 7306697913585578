import { integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CancellationTier } from '#shared/domain/pricing.ts';
import { admins } from './accounts.ts';

/**
 * The cancellation policy (issue #16), versioned: an admin's save adds a row, never changes one; the
 * policy in force is the row with the highest id. Migration 0013 seeds the default tiers, so every
 * database has one. A booking names the version in force when it was paid
 * (`bookings.cancellation_policy_id`), so a later change never alters its refund.
 */
export const cancellationPolicies = pgTable('cancellation_policies', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** highest hoursBefore first, as shared/api/cancellations.ts `cancellationTiers` validated them */
  tiers: jsonb('tiers').$type<CancellationTier[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** the admin who saved it; null for the seeded default (and if that admin is deleted) */
  createdBy: uuid('created_by').references(() => admins.id, { onDelete: 'set null' }),
});
