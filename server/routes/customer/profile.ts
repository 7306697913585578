import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LICENSE_BACK_FIELD,
  LICENSE_FRONT_FIELD,
  PROFILE_IMAGE_FIELD,
  editProfileForm,
  userProfileResponse,
} from '#shared/api/account.ts';
import { messagingConsentBody, messagingConsentResponse } from '#shared/api/messaging.ts';
import { msg } from '#shared/messages.ts';
import { matchLanguage } from '#shared/messages/language.ts';
import { currentMessagingConsent, setMessagingConsent } from '#server/features/text-messages/messaging-consent.ts';
import { editUserProfile } from '#server/features/accounts/edit-user-profile.ts';
import { uploadLicenseProof } from '#server/features/accounts/upload-license-proof.ts';
import { getUserProfile } from '#server/features/accounts/user-profile.ts';
import { AppError } from '#server/errors.ts';
import { caller } from '#server/plugins/auth.ts';
import { parseFields } from '../parse-fields.ts';
import { readImageParts } from '../read-image-parts.ts';

const secured = { tags: ['customer'], security: [{ bearer: [] }] };

/**
 * The signed-in user's own profile. There is no id parameter: every call reads and writes the
 * caller's account only.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const fileDeps = { db: app.deps.db, store: app.deps.store, fileSecret: app.deps.env.JWT_SECRET };

  app.post('/userProfile', { schema: { ...secured, response: { 200: userProfileResponse } } }, async (request) => {
    const data = await getUserProfile(fileDeps, caller(request).id);
    return { success: true, message: 'ok', data };
  });

  app.post(
    '/editUserProfile',
    { schema: { ...secured, consumes: ['multipart/form-data'], response: { 200: userProfileResponse } } },
    async (request) => {
      const account = caller(request);
      const parts = await readImageParts(request, { maxFiles: 1 });
      const fields = parseFields(editProfileForm, parts.fields);
      const data = await editUserProfile(fileDeps, account.id, {
        fields,
        image: parts.files[PROFILE_IMAGE_FIELD]?.[0],
      });
      return { success: true, message: msg.profileUpdated, data };
    },
  );

  app.post(
    '/uploadProof',
    { schema: { ...secured, consumes: ['multipart/form-data'], response: { 200: userProfileResponse } } },
    async (request) => {
      const account = caller(request);
      const parts = await readImageParts(request, { maxFiles: 2 });
      const front = parts.files[LICENSE_FRONT_FIELD]?.[0];
      const back = parts.files[LICENSE_BACK_FIELD]?.[0];
      if (!front || !back) throw new AppError('VALIDATION', msg.selectBothFiles);
      const data = await uploadLicenseProof(fileDeps, account.id, { front, back });
      return { success: true, message: msg.proofUploaded, data };
    },
  );

  // WhatsApp/SMS updates (issue #33): off until the customer opts in, at checkout or here
  app.get(
    '/messagingConsent',
    { schema: { ...secured, response: { 200: messagingConsentResponse } } },
    async (request) => {
      const data = await currentMessagingConsent(app.deps.db, caller(request).id);
      return { success: true, message: 'ok', data };
    },
  );

  app.put(
    '/messagingConsent',
    { schema: { ...secured, body: messagingConsentBody, response: { 200: messagingConsentResponse } } },
    async (request) => {
      const language = matchLanguage(request.headers['accept-language']) ?? 'en';
      const data = await setMessagingConsent(app.deps.db, caller(request).id, request.body, app.deps.now(), language);
      return { success: true, message: data.optedIn ? msg.messagingOptedIn : msg.messagingOptedOut, data };
    },
  );
};
