import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AADHAAR_FIELD,
  editPartnerProfileForm,
  PAN_FIELD,
  PARTNER_IMAGE_FIELD,
  partnerProfileResponse,
} from '#shared/api/partner.ts';
import { bankAccountBody, bankAccountResponse } from '#shared/api/bank-account.ts';
import { msg } from '#shared/messages.ts';
import { AppError } from '#server/errors.ts';
import { saveBankAccount } from '#server/features/partners/bank-account.ts';
import { editPartnerProfile } from '#server/features/partners/edit-partner-profile.ts';
import { getPartnerProfile } from '#server/features/partners/partner-profile.ts';
import { uploadPartnerProof } from '#server/features/partners/upload-partner-proof.ts';
import { caller } from '#server/plugins/auth.ts';
import { parseFields } from '../parse-fields.ts';
import { readImageParts } from '../read-image-parts.ts';

const secured = { tags: ['partner'], security: [{ bearer: [] }] };

/** The signed-in partner's own profile and ID proofs; no call takes an id: each acts on the caller. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const fileDeps = { db: app.deps.db, store: app.deps.store, fileSecret: app.deps.env.JWT_SECRET };

  app.post(
    '/partnerProfile',
    { schema: { ...secured, response: { 200: partnerProfileResponse } } },
    async (request) => {
      const data = await getPartnerProfile(fileDeps, caller(request).id);
      return { success: true, message: 'ok', data };
    },
  );

  app.post(
    '/editPartnerProfile',
    { schema: { ...secured, consumes: ['multipart/form-data'], response: { 200: partnerProfileResponse } } },
    async (request) => {
      const partnerId = caller(request).id;
      const parts = await readImageParts(request, { maxFiles: 1 });
      const fields = parseFields(editPartnerProfileForm, parts.fields);
      const data = await editPartnerProfile(fileDeps, partnerId, {
        fields,
        image: parts.files[PARTNER_IMAGE_FIELD]?.[0],
      });
      return { success: true, message: msg.profileUpdated, data };
    },
  );

  app.post(
    '/uploadProof',
    { schema: { ...secured, consumes: ['multipart/form-data'], response: { 200: partnerProfileResponse } } },
    async (request) => {
      const partnerId = caller(request).id;
      const parts = await readImageParts(request, { maxFiles: 2 });
      const aadhaar = parts.files[AADHAAR_FIELD]?.[0];
      const pan = parts.files[PAN_FIELD]?.[0];
      if (!aadhaar || !pan) throw new AppError('VALIDATION', msg.selectBothFiles);
      const data = await uploadPartnerProof(fileDeps, partnerId, { aadhaar, pan });
      return { success: true, message: msg.proofUploaded, data };
    },
  );

  // the bank account payouts go to (issue #34, D80): the partner's own, answered masked
  app.put(
    '/bankAccount',
    { schema: { ...secured, body: bankAccountBody, response: { 200: bankAccountResponse } } },
    async (request) => {
      const data = await saveBankAccount(app.deps.db, caller(request).id, request.body);
      return { success: true, message: msg.bankAccountSaved, data };
    },
  );
};
