import { randomUUID } from 'node:crypto';
import type { TaxDocument } from '#shared/api/invoices.ts';
import { documentNumber, financialYear, seriesOf, type TaxDocumentKind } from '#shared/domain/tax-invoice.ts';
import { istDate } from '#shared/domain/time.ts';
import type { Tx } from '#server/db/client.ts';
import { taxDocuments } from '#server/db/schema/index.ts';
import { allocateNumber } from './allocate-number.ts';

/** A document before it has a number: everything but its id, number, date and financial year. */
export type DocumentBody = Omit<TaxDocument, '_id' | 'kind' | 'number' | 'date' | 'financialYear'>;

/**
 * Numbers and stores one document in the caller's transaction: the financial year of `issuedAt` (India
 * time), the next number of the kind's series for it (allocateNumber: gap-free), the row. The caller
 * has checked that none exists yet under the subject's row lock; the unique keys back that up.
 */
export async function insertDocument(
  tx: Tx,
  input: {
    kind: TaxDocumentKind;
    partnerId: string;
    partnerSerial: number;
    bookingId?: string;
    payoutId?: string;
    issuedAt: Date;
    body: DocumentBody;
  },
): Promise<TaxDocument> {
  const fy = financialYear(input.issuedAt);
  const series = seriesOf(input.kind, input.partnerId);
  const seq = await allocateNumber(tx, series, fy);
  const document: TaxDocument = {
    ...input.body,
    _id: randomUUID(),
    kind: input.kind,
    number: documentNumber(input.kind, fy, seq, input.partnerSerial),
    date: istDate(input.issuedAt),
    financialYear: fy,
  };
  await tx.insert(taxDocuments).values({
    id: document._id,
    kind: input.kind,
    number: document.number,
    series,
    fy,
    seq,
    partnerId: input.partnerId,
    bookingId: input.bookingId ?? null,
    payoutId: input.payoutId ?? null,
    issuedAt: input.issuedAt,
    taxableValue: document.taxableValue,
    cgst: document.cgst,
    sgst: document.sgst,
    igst: document.igst,
    total: document.total,
    document,
  });
  return document;
}
