import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCouponsResponse, getTariffResponse, ourFleetResponse } from '#shared/api/catalog.ts';
import { cachedFleet, listTariff } from '#server/features/catalog/list-bike-cards.ts';
import { listOffers } from '#server/features/catalog/list-offers.ts';

/** Public reads of the home page, /tariff and /offers; the read replica may answer them (DATABASE_READ_URL). */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const open = { public: true };

  app.get(
    '/ourFleet',
    { config: open, schema: { tags: ['customer'], response: { 200: ourFleetResponse } } },
    async (_request, reply) =>
      reply.sendCachedFromReplica(cachedFleet, undefined, (data) => ({ success: true, message: 'ok', data })),
  );

  app.get(
    '/getTariff',
    { config: open, schema: { tags: ['customer'], response: { 200: getTariffResponse } } },
    async (request) => {
      return { success: true, message: 'ok', data: await request.replicaRead(listTariff) };
    },
  );

  app.get(
    '/getCoupons',
    { config: open, schema: { tags: ['customer'], response: { 200: getCouponsResponse } } },
    async (request) => {
      return { success: true, message: 'ok', data: await request.replicaRead(listOffers) };
    },
  );
};
