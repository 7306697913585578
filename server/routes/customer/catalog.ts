import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCouponsResponse, getTariffResponse, ourFleetResponse } from '#shared/api/catalog.ts';
import { bikes, partners } from '#server/db/schema/index.ts';
import { sendCached, tableNames } from '#server/features/read-cache/cached-reply.ts';
import { listFleet, listTariff } from '#server/features/catalog/list-bike-cards.ts';
import { listOffers } from '#server/features/catalog/list-offers.ts';

/** The home page's fleet: listed bikes of verified, active partners. */
const FLEET_TABLES = tableNames(bikes, partners);

/** Public reads of the home page, /tariff and /offers. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const open = { public: true };

  app.get(
    '/ourFleet',
    { config: open, schema: { tags: ['customer'], response: { 200: ourFleetResponse } } },
    async (_request, reply) =>
      sendCached(reply, app.deps.readCache, 'ourFleet', FLEET_TABLES, async () => ({
        success: true,
        message: 'ok',
        data: await listFleet(app.deps.db),
      })),
  );

  app.get(
    '/getTariff',
    { config: open, schema: { tags: ['customer'], response: { 200: getTariffResponse } } },
    async () => {
      return { success: true, message: 'ok', data: await listTariff(app.deps.db) };
    },
  );

  app.get(
    '/getCoupons',
    { config: open, schema: { tags: ['customer'], response: { 200: getCouponsResponse } } },
    async () => {
      return { success: true, message: 'ok', data: await listOffers(app.deps.db) };
    },
  );
};
