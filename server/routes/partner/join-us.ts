import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '#shared/api/fields.ts';
import { partnerJoinBody } from '#shared/api/partner-join.ts';
import { msg } from '#shared/messages.ts';
import { registerPartner } from '#server/features/partners/register-partner.ts';

/**
 * Partner requests are open to anyone, so they are limited per client address: 10 every 15 minutes
 * (a person registers once; a script filling the admin's request list is stopped early).
 * The counter is shared by every instance through Redis when REDIS_URL is set (decisions D5, D15).
 */
const joinUsRateLimit = {
  hook: 'preHandler' as const,
  max: 10,
  timeWindow: '15 minutes',
  keyGenerator: (request: { ip: string }) => request.ip,
};

/** POST /api/partner/join-us: 'Register as Partner' (customer site /join-us). */
export const joinUsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/join-us',
    {
      config: { public: true, rateLimit: joinUsRateLimit },
      schema: { tags: ['partner'], body: partnerJoinBody, response: { 200: envelope } },
    },
    async (request) => {
      await registerPartner(app.deps.db, request.body);
      return { success: true, message: msg.partnerRequestSent };
    },
  );
};
