import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userLoginBody, userSessionResponse } from '#shared/api/auth.ts';
import { msg } from '#shared/messages.ts';
import { logIn, sessionFor } from '../../features/accounts/log-in.ts';
import { caller, guardArea } from '../../plugins/auth.ts';
import { loginRateLimit } from '../login-rate-limit.ts';

/** Customer calls under /api: the open ones are marked `public`, the rest need a user token. */
export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  guardArea(app, 'user');

  app.post(
    '/login',
    {
      config: { public: true, rateLimit: loginRateLimit },
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
