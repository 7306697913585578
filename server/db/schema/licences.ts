import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ProviderFinding } from '#shared/api/licences.ts';
import { LICENCE_STATUSES } from '#shared/domain/licence-rules.ts';
import { admins, users } from './accounts.ts';

/**
 * A customer's driving licence (issue #32, decision D77), one per customer, beside the photos on
 * `users`. `number` is normalised (`MH12 20110012345`); `classes` MCWOG and/or MCWG. Saving it again
 * (any field) sends it back to `pending`, unless the provider agrees with what was typed.
 */
export const licences = pgTable(
  'licences',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    dob: date('dob', { mode: 'string' }).notNull(),
    classes: text('classes').array().notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    status: text('status', { enum: LICENCE_STATUSES }).notNull().default('pending'),
    /** the admin's reason of a rejection, shown to the customer; null otherwise */
    reason: text('reason'),
    /** what the verification provider said at the last save (null: it did not answer) */
    provider: jsonb('provider').$type<ProviderFinding>(),
    reviewedBy: uuid('reviewed_by').references(() => admins.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // the admin's queue: one status, oldest first
    index('licences_status_idx').on(t.status, t.updatedAt),
    check('licences_classes_check', sql`cardinality(${t.classes}) >= 1 AND ${t.classes} <@ ARRAY['MCWOG','MCWG']`),
    check('licences_reason_check', sql`${t.status} <> 'rejected' OR ${t.reason} IS NOT NULL`),
  ],
);
