import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageBody, languageResponse } from '#shared/api/language.ts';
import { msg } from '#shared/messages.ts';
import { saveAccountLanguage } from '#server/features/accounts/account-language.ts';
import { caller } from '#server/plugins/auth.ts';

/**
 * PUT …/language (issue #33, D83): the language switch of a signed-in customer (/api) or partner
 * (/api/partner), behind the area's guard (role, blocked, revoked token); only the caller's own account.
 */
export function languageRoutes(role: 'user' | 'partner', tag: string): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/language',
      { schema: { tags: [tag], security: [{ bearer: [] }], body: languageBody, response: { 200: languageResponse } } },
      async (request) => {
        const data = await saveAccountLanguage(app.deps.db, role, caller(request).id, request.body.language);
        return { success: true, message: msg.languageSaved, data };
      },
    );
  };
}
