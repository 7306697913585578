import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminIdQuery,
  adminListQuery,
  changePartnerStatusResponse,
  partnerDetailsResponse,
  partnerEmailQuery,
  partnerRequestsResponse,
  partnerVerifiedListResponse,
  rejectPartnerResponse,
  sendMailToPartnerResponse,
  verifyPartnerResponse,
} from '#shared/api/admin.ts';
import { msg } from '#shared/messages.ts';
import { acceptPartnerRequest } from '#server/features/admin/accept-partner-request.ts';
import { listAdminPartners, partnerRequest, verifiedPartner } from '#server/features/admin/list-admin-partners.ts';
import { getPartnerDetails } from '#server/features/admin/partner-details.ts';
import { rejectPartnerRequest } from '#server/features/admin/reject-partner-request.ts';
import { togglePartnerStatus } from '#server/features/admin/toggle-partner-status.ts';
import { togglePartnerVerification } from '#server/features/admin/toggle-partner-verification.ts';

const secured = { tags: ['admin'], security: [{ bearer: [] }] };

/**
 * Partner requests and partners: the requests list, Accept (sendMailToPartner), Reject, the single
 * page (partnerDetails) with Verify/unverify, the verified list and Block/Unblock (changeStatus).
 */
export const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const profileDeps = { db, fileSecret: app.deps.env.JWT_SECRET };

  app.get(
    '/partnerRequests',
    { schema: { ...secured, querystring: adminListQuery, response: { 200: partnerRequestsResponse } } },
    async (request) => {
      const list = await listAdminPartners(db, partnerRequest, request.query.page);
      return { success: true, message: 'ok', ...list };
    },
  );

  app.get(
    '/sendMailToPartner',
    { schema: { ...secured, querystring: partnerEmailQuery, response: { 200: sendMailToPartnerResponse } } },
    async (request) => {
      const { alreadyAccepted } = await acceptPartnerRequest({ db, outbox: app.deps.outbox }, request.query.email);
      const { data } = await listAdminPartners(db, partnerRequest);
      return { success: true, message: alreadyAccepted ? msg.partnerAlreadyAccepted : msg.partnerAccepted, data };
    },
  );

  app.get(
    '/rejectPartner',
    { schema: { ...secured, querystring: partnerEmailQuery, response: { 200: rejectPartnerResponse } } },
    async (request) => {
      const deps = { db, outbox: app.deps.outbox, store: app.deps.store };
      await rejectPartnerRequest(deps, request.query.email);
      return { success: true, message: msg.partnerRejected };
    },
  );

  app.get(
    '/verifyPartner',
    { schema: { ...secured, querystring: partnerEmailQuery, response: { 200: verifyPartnerResponse } } },
    async (request) => {
      const { id, isVerifed } = await togglePartnerVerification(db, request.query.email);
      const data = await getPartnerDetails(profileDeps, id);
      return { success: true, message: isVerifed === 'true' ? msg.partnerVerified : msg.partnerUnverified, data };
    },
  );

  app.get(
    '/partnerDetails',
    { schema: { ...secured, querystring: adminIdQuery, response: { 200: partnerDetailsResponse } } },
    async (request) => {
      const data = await getPartnerDetails(profileDeps, request.query.id);
      return { success: true, message: 'ok', data };
    },
  );

  app.get(
    '/partnerVerifiedList',
    { schema: { ...secured, querystring: adminListQuery, response: { 200: partnerVerifiedListResponse } } },
    async (request) => {
      const list = await listAdminPartners(db, verifiedPartner, request.query.page);
      return { success: true, message: 'ok', ...list };
    },
  );

  app.put(
    '/changeStatus',
    { schema: { ...secured, querystring: adminIdQuery, response: { 200: changePartnerStatusResponse } } },
    async (request) => {
      const updatedrequest = await togglePartnerStatus(db, request.query.id);
      return {
        success: true,
        message: updatedrequest.status ? msg.partnerUnblocked : msg.partnerBlocked,
        updatedrequest,
      };
    },
  );
};
