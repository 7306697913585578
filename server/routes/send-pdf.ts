import type { FastifyReply } from 'fastify';
import type { TaxDocument } from '#shared/api/invoices.ts';
import { taxDocumentPdf } from '#server/features/invoices/render-pdf.ts';

/** Answers a tax document as a PDF download named after its number (`P042-2627-000123.pdf`). */
export async function sendPdf(reply: FastifyReply, document: TaxDocument) {
  const bytes = await taxDocumentPdf(document);
  const name = `${document.number.replaceAll('/', '-')}.pdf`;
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'private, no-store')
    .send(bytes);
}
