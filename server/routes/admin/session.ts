import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminLoginBody, adminSessionResponse } from '#shared/api/auth.ts';
import { msg } from '#shared/messages.ts';
import { logIn, sessionFor } from '#server/features/accounts/log-in.ts';
import { caller } from '#server/plugins/auth.ts';
import { loginLimits, loginRateLimit } from '../login-rate-limit.ts';

/** Admin login (open) and checkIfAdmin (session restore, a fresh token). */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      config: { public: true, rateLimit: loginRateLimit },
      ...loginLimits(app, 'admin'),
      schema: { tags: ['admin'], body: adminLoginBody, response: { 200: adminSessionResponse } },
    },
    async (request) => {
      const { email, password } = request.body;
      const data = await logIn(app.deps.db, app.deps.jwtKey, 'admin', email, password);
      return { success: true, message: msg.loggedIn, data };
    },
  );

  app.post(
    '/checkIfAdmin',
    { schema: { tags: ['admin'], security: [{ bearer: [] }], response: { 200: adminSessionResponse } } },
    async (request) => {
      const data = await sessionFor(app.deps.jwtKey, 'admin', caller(request));
      return { success: true, message: 'ok', data };
    },
  );
};
