import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accountCodes, journalEvents } from '#shared/domain/journal.ts';
import { partners } from './accounts.ts';
import { bookings } from './bookings.ts';

/**
 * The double-entry journal (issue #28): one posting per money event, written in the transaction of the
 * change that causes it, at most once per `source` (the event and the row that caused it, e.g.
 * `capture:<payment id>`), so a retried or concurrent call can never post twice. Append-only.
 */
export const journalPostings = pgTable(
  'journal_postings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: text('source').notNull(),
    event: text('event', { enum: journalEvents }).notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    partnerId: uuid('partner_id').references(() => partners.id, { onDelete: 'restrict' }),
    memo: text('memo').notNull().default(''),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('journal_postings_source_key').on(t.source),
    index('journal_postings_booking_idx').on(t.bookingId),
    index('journal_postings_posted_idx').on(t.postedAt),
  ],
);

/**
 * A posting's lines: one positive amount on one side of one account (whole rupees). `partner_id` on the
 * lines of the partner payables account, so a partner's balance is a sum of lines.
 */
export const journalLines = pgTable(
  'journal_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    postingId: uuid('posting_id')
      .notNull()
      .references(() => journalPostings.id, { onDelete: 'restrict' }),
    account: text('account', { enum: accountCodes }).notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    partnerId: uuid('partner_id').references(() => partners.id, { onDelete: 'restrict' }),
    debit: integer('debit').notNull().default(0),
    credit: integer('credit').notNull().default(0),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'journal_lines_one_side_check',
      sql`(${t.debit} > 0 AND ${t.credit} = 0) OR (${t.credit} > 0 AND ${t.debit} = 0)`,
    ),
    index('journal_lines_posting_idx').on(t.postingId),
    index('journal_lines_account_idx').on(t.account, t.postedAt),
    index('journal_lines_booking_idx').on(t.bookingId),
    index('journal_lines_partner_idx').on(t.partnerId, t.account),
  ],
);
