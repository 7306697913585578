import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userLoginBody, userSessionResponse } from '#shared/api/auth.ts';
import { msg } from '#shared/messages.ts';
import { logIn, sessionFor } from '#server/features/accounts/log-in.ts';
import { caller } from '#server/plugins/auth.ts';
import { loginLimits, loginRateLimit } from '../login-rate-limit.ts';

/** The customer session: login (open) and checkIfUser (session restore, a fresh token). */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      config: { public: true, rateLimit: loginRateLimit },
      ...loginLimits(app, 'user'),
      schema: { tags: ['customer'], body: userLoginBody, response: { 200: userSessionResponse } },
    },
    async (request) => {
      const { email, password } = request.body;
      const data = await logIn(app.deps.db, app.deps.jwtKey, 'user', email, password);
      return { success: true, message: msg.loggedIn, data };
    },
  );

  app.post(
    '/checkIfUser',
    { schema: { tags: ['customer'], security: [{ bearer: [] }], response: { 200: userSessionResponse } } },
    async (request) => {
      const data = await sessionFor(app.deps.jwtKey, 'user', caller(request));
      return { success: true, message: 'ok', data };
    },
  );
};
