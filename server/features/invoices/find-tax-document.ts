import { and, eq } from 'drizzle-orm';
import type { TaxDocument } from '#shared/api/invoices.ts';
import { msg } from '#shared/messages.ts';
import type { Db } from '#server/db/client.ts';
import { bookings, payouts, taxDocuments } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { issueCommissionInvoice } from './issue-commission-invoice.ts';
import { issueCreditNote, issueRideInvoice } from './issue-ride-documents.ts';

/** Who asks for a document: the booking's customer, its partner, or an admin (any). */
export interface DocumentViewer {
  role: 'user' | 'partner' | 'admin';
  id: string;
}

type BookingKind = 'invoice' | 'creditNote';

async function stored(db: Db, where: ReturnType<typeof and>): Promise<TaxDocument | null> {
  const [row] = await db.select({ document: taxDocuments.document }).from(taxDocuments).where(where);
  return row?.document ?? null;
}

/**
 * A booking's document as issued; one a ride paid (or cancelled) before documents were numbered is
 * issued now, in a transaction of its own (D75: lazily, on its first view, with the number the counter
 * gives then and the date of the payment or cancellation it documents). Null when the booking has none
 * (not a paid ride; no credit note unless cancelled).
 */
export async function ensureBookingDocument(db: Db, bookingId: string, kind: BookingKind): Promise<TaxDocument | null> {
  const found = await stored(db, and(eq(taxDocuments.bookingId, bookingId), eq(taxDocuments.kind, kind)));
  if (found) return found;
  return db.transaction((tx) =>
    kind === 'invoice' ? issueRideInvoice(tx, bookingId) : issueCreditNote(tx, bookingId),
  );
}

/**
 * GET …/bookingInvoice and …/invoice.pdf: the booking's invoice or credit note for its customer, its
 * partner or an admin. Another customer's or partner's booking, a payment hold, an unknown id, and a
 * credit note of a ride not cancelled are all 404 (the answer does not tell whether it exists).
 */
export async function findBookingDocument(
  db: Db,
  viewer: DocumentViewer,
  bookingId: string,
  kind: BookingKind,
): Promise<TaxDocument> {
  const [booking] = await db
    .select({ userId: bookings.userId, partnerId: bookings.partnerId })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  const owns =
    booking &&
    (viewer.role === 'admin' ||
      (viewer.role === 'user' && booking.userId === viewer.id) ||
      (viewer.role === 'partner' && booking.partnerId === viewer.id));
  if (!owns) throw new AppError('NOT_FOUND', msg.taxDocumentNotFound);
  const document = await ensureBookingDocument(db, bookingId, kind);
  if (!document) throw new AppError('NOT_FOUND', msg.taxDocumentNotFound);
  return document;
}

/**
 * GET …/commissionInvoice: the platform's commission invoice of a partner's payout of `week` (the
 * partner's own; an admin's of any partner), issued on this first view for a payout made before
 * documents were numbered. No payout that week: 404.
 */
export async function findCommissionInvoice(db: Db, partnerId: string, week: string): Promise<TaxDocument> {
  const [payout] = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.partnerId, partnerId), eq(payouts.week, week)));
  if (!payout) throw new AppError('NOT_FOUND', msg.commissionInvoiceNotFound);
  const found = await stored(db, eq(taxDocuments.payoutId, payout.id));
  const document = found ?? (await db.transaction((tx) => issueCommissionInvoice(tx, payout.id)));
  if (!document) throw new AppError('NOT_FOUND', msg.commissionInvoiceNotFound);
  return document;
}
