import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { adminSessionResponse, Role, userLoginBody, userSessionResponse } from '#shared/api/auth.ts';
import { msg } from '#shared/messages.ts';
import { logIn, sessionFor } from '#server/features/accounts/log-in.ts';
import { caller } from '#server/plugins/auth.ts';
import { loginLimits, loginRateLimit } from './login-rate-limit.ts';

export interface SessionRoutesOptions {
  role: Role;
  /** the OpenAPI tag of the area ('customer', 'partner', 'admin') */
  tag: string;
  /** login's body: the area's schema (userLoginBody…; each words the password rule its own way) */
  loginBody: typeof userLoginBody;
  /** the area's answer (userSessionResponse…): the envelope with the session as `data` */
  sessionResponse: typeof userSessionResponse | typeof adminSessionResponse;
  /** the session-restore call: '/checkIfUser', '/checkIfPartner' or '/checkIfAdmin' */
  restorePath: string;
}

/** An area's session: login (open) and its checkIf… call (session restore, a fresh token). */
export function sessionRoutes({
  role,
  tag,
  loginBody,
  sessionResponse,
  restorePath,
}: SessionRoutesOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/login',
      {
        config: { public: true, rateLimit: loginRateLimit },
        ...loginLimits(app, role),
        schema: { tags: [tag], body: loginBody, response: { 200: sessionResponse } },
      },
      async (request) => {
        const { email, password } = request.body;
        const data = await logIn(app.deps.db, app.deps.jwtKey, role, email, password);
        return { success: true, message: msg.loggedIn, data };
      },
    );

    app.post(
      restorePath,
      { schema: { tags: [tag], security: [{ bearer: [] }], response: { 200: sessionResponse } } },
      async (request) => {
        const data = await sessionFor(app.deps.jwtKey, role, caller(request));
        return { success: true, message: 'ok', data };
      },
    );
  };
}
