import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { partnerLoginBody, partnerSessionResponse } from '#shared/api/auth.ts';
import { msg } from '#shared/messages.ts';
import { logIn, sessionFor } from '../../features/accounts/log-in.ts';
import { caller, guardArea } from '../../plugins/auth.ts';
import { loginRateLimit } from '../login-rate-limit.ts';

/** Partner calls under /api/partner: a partner token, except login, join-us and the forgot flow. */
export const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  guardArea(app, 'partner');

  app.post(
    '/login',
    {
      config: { public: true, rateLimit: loginRateLimit },
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
