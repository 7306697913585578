import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminLicencesQuery,
  adminLicencesResponse,
  reviewLicenceBody,
  reviewLicenceResponse,
} from '#shared/api/licences.ts';
import { msg } from '#shared/messages.ts';
import { listAdminLicences } from '#server/features/licences/list-admin-licences.ts';
import { reviewLicence } from '#server/features/licences/review-licence.ts';
import { caller } from '#server/plugins/auth.ts';

const secured = { tags: ['admin'], security: [{ bearer: [] }] };

/** The Licences queue (issue #32): pending licences, Approve or Reject with a reason. */
export const licenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/licences',
    { schema: { ...secured, querystring: adminLicencesQuery, response: { 200: adminLicencesResponse } } },
    async (request) => {
      const data = await listAdminLicences({ db: app.deps.db, fileSecret: app.deps.env.JWT_SECRET }, request.query);
      return { success: true, message: 'ok', data };
    },
  );

  app.post(
    '/reviewLicence',
    { schema: { ...secured, body: reviewLicenceBody, response: { 200: reviewLicenceResponse } } },
    async (request) => {
      const deps = { db: app.deps.db, outbox: app.deps.outbox, now: () => app.deps.now() };
      const data = await reviewLicence(deps, caller(request).id, request.body);
      return { success: true, message: data.status === 'approved' ? msg.licenceApproved : msg.licenceRejected, data };
    },
  );
};
