import { z } from 'zod';
import { taxDocumentKinds } from '../domain/tax-invoice.ts';
import { msg } from '../messages.ts';
import { envelope, idField } from './fields.ts';
import { weekField } from './ledger.ts';

/*
 * Tax documents (issue #34, D75): the ride's tax invoice (the partner's, as the supplier), the credit
 * note of a cancelled ride and the platform's commission invoice with each payout. Money whole rupees,
 * as issued (a document never changes once numbered). Each call also has a `.pdf` twin answering the
 * same document as application/pdf.
 */

/** A party of a document: the supplier or the recipient. `gstin` null: unregistered. */
export const taxParty = z.object({
  name: z.string(),
  address: z.string(),
  gstin: z.string().nullable(),
  email: z.string().nullable(),
});
export type TaxParty = z.infer<typeof taxParty>;

/** A line under the total that is not part of the taxed supply (a coupon the platform bore, TCS, the net paid). */
export const taxDocumentNote = z.object({ label: z.string(), amount: z.number().int() });

export const taxDocument = z.object({
  _id: z.string(),
  kind: z.enum(taxDocumentKinds),
  number: z.string(),
  /** the issue date, 'YYYY-MM-DD' India time, and its financial year '2026-27' */
  date: z.string(),
  financialYear: z.string(),
  supplier: taxParty,
  recipient: taxParty,
  /** the state's GST code and name; code null when the city's state is not known */
  placeOfSupply: z.object({ code: z.string().nullable(), name: z.string() }),
  sac: z.string(),
  description: z.string(),
  taxableValue: z.number().int(),
  /** rates in percent (two decimals at most); amounts whole rupees; IGST across states, else CGST + SGST */
  cgstPercent: z.number(),
  sgstPercent: z.number(),
  igstPercent: z.number(),
  cgst: z.number().int(),
  sgst: z.number().int(),
  igst: z.number().int(),
  total: z.number().int(),
  totalInWords: z.string(),
  /** a credit note's invoice */
  refersTo: z.object({ number: z.string(), date: z.string() }).nullable(),
  bookingId: z.string().nullable(),
  /** the payout week (Monday) of a commission invoice */
  week: z.string().nullable(),
  notes: z.array(taxDocumentNote),
});
export type TaxDocument = z.infer<typeof taxDocument>;

export const taxDocumentResponse = envelope.extend({ data: taxDocument });
export type TaxDocumentResponse = z.infer<typeof taxDocumentResponse>;

/** The two documents of a booking. */
export const bookingDocumentKinds = ['invoice', 'creditNote'] as const;

/**
 * GET /api/bookingInvoice, /api/partner/bookingInvoice, /api/admin/bookingInvoice (and `invoice.pdf`):
 * `id` the booking, `kind` invoice (default) or creditNote (a cancelled ride's).
 */
export const bookingInvoiceQuery = z.object({
  id: idField(msg.invalidId),
  kind: z.enum(bookingDocumentKinds, { error: msg.taxDocumentKindInvalid }).default('invoice'),
});
export type BookingInvoiceQuery = z.infer<typeof bookingInvoiceQuery>;

/** GET /api/partner/commissionInvoice?week (and `.pdf`): the signed-in partner's payout of that week. */
export const partnerCommissionQuery = z.object({ week: weekField() });
export type PartnerCommissionQuery = z.infer<typeof partnerCommissionQuery>;

/** GET /api/admin/commissionInvoice?partnerId&week (and `.pdf`). */
export const adminCommissionQuery = z.object({ partnerId: idField(msg.payoutPartnerInvalid), week: weekField() });
export type AdminCommissionQuery = z.infer<typeof adminCommissionQuery>;
