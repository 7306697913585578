import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCommissionQuery, bookingInvoiceQuery, taxDocumentResponse } from '#shared/api/invoices.ts';
import { msg } from '#shared/messages.ts';
import { findBookingDocument, findCommissionInvoice } from '#server/features/invoices/find-tax-document.ts';
import { caller } from '#server/plugins/auth.ts';
import { sendPdf } from '../send-pdf.ts';

const secured = { tags: ['admin'], security: [{ bearer: [] }] };

/** Any booking's tax documents and any payout's commission invoice (issue #34), as data and as PDF. */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bookingInvoice',
    { schema: { ...secured, querystring: bookingInvoiceQuery, response: { 200: taxDocumentResponse } } },
    async (request) => {
      const viewer = { role: 'admin' as const, id: caller(request).id };
      const data = await findBookingDocument(app.deps.db, viewer, request.query.id, request.query.kind);
      return { success: true, message: msg.taxDocumentListed, data };
    },
  );

  app.get('/invoice.pdf', { schema: { ...secured, querystring: bookingInvoiceQuery } }, async (request, reply) => {
    const viewer = { role: 'admin' as const, id: caller(request).id };
    return sendPdf(reply, await findBookingDocument(app.deps.db, viewer, request.query.id, request.query.kind));
  });

  app.get(
    '/commissionInvoice',
    { schema: { ...secured, querystring: adminCommissionQuery, response: { 200: taxDocumentResponse } } },
    async (request) => {
      const data = await findCommissionInvoice(app.deps.db, request.query.partnerId, request.query.week);
      return { success: true, message: msg.taxDocumentListed, data };
    },
  );

  app.get(
    '/commissionInvoice.pdf',
    { schema: { ...secured, querystring: adminCommissionQuery } },
    async (request, reply) => {
      return sendPdf(reply, await findCommissionInvoice(app.deps.db, request.query.partnerId, request.query.week));
    },
  );
};
