import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bikeDetailsQuery,
  getBikeDetailsResponse,
  getBikesQuery,
  getBikesResponse,
  retriveCitiesResponse,
} from '#shared/api/search.ts';
import { taxRates } from '#server/features/rentals/hold/tax-rates.ts';
import { cachedBikeDetails } from '#server/features/search/bike-details.ts';
import { listCities } from '#server/features/search/list-cities.ts';
import { cachedSearchBikes } from '#server/features/search/search-bikes.ts';

/**
 * The open reads of /viewBikes and /checkOut: the bike search, its cities, and one bike's details.
 * They may be answered by the read replica (DATABASE_READ_URL); booking checks them again on the primary.
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const open = { public: true };
  const tags = ['customer'];

  app.get(
    '/getBikes',
    { config: open, schema: { tags, querystring: getBikesQuery, response: { 200: getBikesResponse } } },
    async (request, reply) =>
      reply.sendCachedFromReplica(cachedSearchBikes, request.query, (data) => ({ success: true, message: 'ok', data })),
  );

  app.get(
    '/retriveCities',
    { config: open, schema: { tags, response: { 200: retriveCitiesResponse } } },
    async (request) => {
      return { success: true, message: 'ok', data: await request.replicaRead(listCities) };
    },
  );

  app.get(
    '/getBikeDetails',
    { config: open, schema: { tags, querystring: bikeDetailsQuery, response: { 200: getBikeDetailsResponse } } },
    async (request, reply) =>
      // an unknown or unlisted bike throws its 404 from inside: errors are never kept
      reply.sendCachedFromReplica(cachedBikeDetails, request.query.id, (details) => ({
        success: true,
        message: 'ok',
        ...details,
        taxes: taxRates(),
      })),
  );
};
