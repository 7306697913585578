import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingInvoiceQuery, partnerCommissionQuery, taxDocumentResponse } from '#shared/api/invoices.ts';
import { msg } from '#shared/messages.ts';
import { findBookingDocument, findCommissionInvoice } from '#server/features/invoices/find-tax-document.ts';
import { caller } from '#server/plugins/auth.ts';
import { sendPdf } from '../send-pdf.ts';

const secured = { tags: ['partner'], security: [{ bearer: [] }] };

/**
 * The partner's tax documents (issue #34): the invoice and credit note of their own bookings, and the
 * platform's commission invoice of each of their payouts (by week), as data and as PDF.
 */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bookingInvoice',
    { schema: { ...secured, querystring: bookingInvoiceQuery, response: { 200: taxDocumentResponse } } },
    async (request) => {
      const viewer = { role: 'partner' as const, id: caller(request).id };
      const data = await findBookingDocument(app.deps.db, viewer, request.query.id, request.query.kind);
      return { success: true, message: msg.taxDocumentListed, data };
    },
  );

  app.get('/invoice.pdf', { schema: { ...secured, querystring: bookingInvoiceQuery } }, async (request, reply) => {
    const viewer = { role: 'partner' as const, id: caller(request).id };
    return sendPdf(reply, await findBookingDocument(app.deps.db, viewer, request.query.id, request.query.kind));
  });

  app.get(
    '/commissionInvoice',
    { schema: { ...secured, querystring: partnerCommissionQuery, response: { 200: taxDocumentResponse } } },
    async (request) => {
      const data = await findCommissionInvoice(app.deps.db, caller(request).id, request.query.week);
      return { success: true, message: msg.taxDocumentListed, data };
    },
  );

  app.get(
    '/commissionInvoice.pdf',
    { schema: { ...secured, querystring: partnerCommissionQuery } },
    async (request, reply) => {
      return sendPdf(reply, await findCommissionInvoice(app.deps.db, caller(request).id, request.query.week));
    },
  );
};
