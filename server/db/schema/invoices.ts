import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TaxDocument } from '#shared/api/invoices.ts';
import { taxDocumentKinds } from '#shared/domain/tax-invoice.ts';
import { partners } from './accounts.ts';
import { bookings } from './bookings.ts';
import { payouts } from './ledger.ts';

/**
 * The last number given in each series of tax documents and financial year (issue #34, D75): a partner's
 * ride invoices, a partner's credit notes, the platform's commission invoices. A number is drawn with one
 * `INSERT … ON CONFLICT DO UPDATE … RETURNING` in the transaction of the event that issues the document,
 * so the row stays locked until that commit and a rollback gives the number back: no gap, no duplicate
 * (a sequence would leave gaps on rollback).
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    series: text('series').notNull(),
    /** the Indian financial year, '2026-27' */
    fy: text('fy').notNull(),
    lastNo: integer('last_no').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.fy] }), check('invoice_counters_last_no_check', sql`${t.lastNo} > 0`)],
);

/**
 * Every tax document issued (issue #34): a ride's invoice (the partner's, as the supplier), a cancelled
 * ride's credit note, a payout's commission invoice (the platform's to the partner). Written once, never
 * edited: `document` is the whole document as issued (parties, place of supply, taxes, words), so a later
 * profile edit or rate change never alters it; the money columns repeat its figures for queries.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: taxDocumentKinds }).notNull(),
    number: text('number').notNull(),
    series: text('series').notNull(),
    fy: text('fy').notNull(),
    seq: integer('seq').notNull(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'restrict' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    payoutId: uuid('payout_id').references(() => payouts.id, { onDelete: 'restrict' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    taxableValue: integer('taxable_value').notNull(),
    cgst: integer('cgst').notNull(),
    sgst: integer('sgst').notNull(),
    igst: integer('igst').notNull(),
    total: integer('total').notNull(),
    document: jsonb('document').$type<TaxDocument>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tax_documents_number_key').on(t.number),
    uniqueIndex('tax_documents_series_seq_key').on(t.series, t.fy, t.seq),
    uniqueIndex('tax_documents_booking_kind_key')
      .on(t.bookingId, t.kind)
      .where(sql`${t.bookingId} IS NOT NULL`),
    uniqueIndex('tax_documents_payout_key')
      .on(t.payoutId)
      .where(sql`${t.payoutId} IS NOT NULL`),
    index('tax_documents_partner_idx').on(t.partnerId, t.issuedAt),
    check(
      'tax_documents_subject_check',
      sql`(${t.kind} = 'commission') = (${t.payoutId} IS NOT NULL) AND (${t.kind} = 'commission') = (${t.bookingId} IS NULL)`,
    ),
    check('tax_documents_money_check', sql`${t.total} = ${t.taxableValue} + ${t.cgst} + ${t.sgst} + ${t.igst}`),
  ],
);
