import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { licenceBody, licenceResponse, savedLicenceResponse } from '#shared/api/licences.ts';
import { msg } from '#shared/messages.ts';
import { createLicenceVerifier } from '#server/features/licences/licence-verifier.ts';
import { findLicence, saveLicence } from '#server/features/licences/save-licence.ts';
import { caller } from '#server/plugins/auth.ts';

const secured = { tags: ['customer'], security: [{ bearer: [] }] };

/** The signed-in customer's own driving licence (issue #32): no id parameter, the caller's only. */
export const licenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const verifier = createLicenceVerifier(app.deps.env);

  app.get('/licence', { schema: { ...secured, response: { 200: licenceResponse } } }, async (request) => {
    const data = await findLicence(app.deps.db, caller(request).id);
    return { success: true, message: 'ok', data };
  });

  app.put(
    '/licence',
    { schema: { ...secured, body: licenceBody, response: { 200: savedLicenceResponse } } },
    async (request) => {
      const deps = { db: app.deps.db, verifier, now: () => app.deps.now(), log: request.log };
      const data = await saveLicence(deps, caller(request).id, request.body);
      return { success: true, message: msg.licenceSaved, data };
    },
  );
};
