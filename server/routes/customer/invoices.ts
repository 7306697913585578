import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingInvoiceQuery, taxDocumentResponse } from '#shared/api/invoices.ts';
import { msg } from '#shared/messages.ts';
import { findBookingDocument } from '#server/features/invoices/find-tax-document.ts';
import { caller } from '#server/plugins/auth.ts';
import { sendPdf } from '../send-pdf.ts';

const secured = { tags: ['customer'], security: [{ bearer: [] }] };

/** The tax invoice and credit note of one of the customer's rides (issue #34), as data and as PDF. */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bookingInvoice',
    { schema: { ...secured, querystring: bookingInvoiceQuery, response: { 200: taxDocumentResponse } } },
    async (request) => {
      const viewer = { role: 'user' as const, id: caller(request).id };
      const data = await findBookingDocument(app.deps.db, viewer, request.query.id, request.query.kind);
      return { success: true, message: msg.taxDocumentListed, data };
    },
  );

  app.get('/invoice.pdf', { schema: { ...secured, querystring: bookingInvoiceQuery } }, async (request, reply) => {
    const viewer = { role: 'user' as const, id: caller(request).id };
    return sendPdf(reply, await findBookingDocument(app.deps.db, viewer, request.query.id, request.query.kind));
  });
};
