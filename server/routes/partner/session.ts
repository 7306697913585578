import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { partnerLoginBody, partnerSessionResponse } from '#shared/api/auth.ts';
import { msg } from '#shared/messages.ts';
import { logIn, sessionFor } from '#server/features/accounts/log-in.ts';
import { caller } from '#server/plugins/auth.ts';
import { loginLimits, loginRateLimit } from '../login-rate-limit.ts';

/** Partner login and session restore (checkIfPartner answers a fresh token). */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      config: { public: true, rateLimit: loginRateLimit },
      ...loginLimits(app, 'partner'),
      schema: { tags: ['partner'], body: partnerLoginBody, response: { 200: partnerSessionResponse } },
    },
    async (request) => {
      const { email, password } = request.body;
      const data = await logIn(app.deps.db, app.deps.jwtKey, 'partner', email, password);
      return { success: true, message: msg.loggedIn, data };
    },
  );

  app.post(
    '/checkIfPartner',
    { schema: { tags: ['partner'], security: [{ bearer: [] }], response: { 200: partnerSessionResponse } } },
    async (request) => {
      const data = await sessionFor(app.deps.jwtKey, 'partner', caller(request));
      return { success: true, message: 'ok', data };
    },
  );
};
