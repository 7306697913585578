import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { partners } from './accounts.ts';
import { bikes } from './fleet.ts';

export const blockReasonValues = ['service', 'offline', 'other'] as const;

/**
 * A time a partner keeps a bike off the market (issue #19): service, an offline rental, other.
 * NOTE: migration 0014 (hand SQL) adds what Drizzle cannot declare: the exclusion constraint
 * `bike_blocks_no_overlap` (two blocks of one bike never overlap, '[)' ranges) and the triggers that
 * keep blocks and live bookings (paid or a running hold, with its buffer) apart, under the bike's
 * advisory lock, raising SQLSTATE 23P01 like the bookings' own constraint.
 */
export const bikeBlocks = pgTable(
  'bike_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bikeId: uuid('bike_id')
      .notNull()
      .references(() => bikes.id, { onDelete: 'cascade' }),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    fromAt: timestamp('from_at', { withTimezone: true }).notNull(),
    toAt: timestamp('to_at', { withTimezone: true }).notNull(),
    reason: text('reason', { enum: blockReasonValues }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('bike_blocks_times_check', sql`${t.toAt} > ${t.fromAt}`),
    check('bike_blocks_reason_check', sql`${t.reason} IN ('service', 'offline', 'other')`),
    // the free-window test of search and booking: a bike's blocks by end time (index-only)
    index('bike_blocks_bike_idx').on(t.bikeId, t.toAt, t.fromAt),
    // getBikes with a ride window (issue #20): one partner's blocks by end time, with the bike (index-only)
    index('bike_blocks_partner_idx').on(t.partnerId, t.toAt, t.fromAt, t.bikeId),
  ],
);

/**
 * The private iCal feed address of a bike: only the SHA-256 of its random token is stored, so a
 * leaked database does not open the feeds. One per bike; a renewal replaces it (the old one stops).
 */
export const bikeCalendarTokens = pgTable('bike_calendar_tokens', {
  bikeId: uuid('bike_id')
    .primaryKey()
    .references(() => bikes.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique('bike_calendar_tokens_hash_key'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
