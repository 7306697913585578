import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bikeDetailsQuery,
  getBikeDetailsResponse,
  getBikesQuery,
  getBikesResponse,
  retriveCitiesResponse,
} from '#shared/api/search.ts';
import { taxRates } from '#server/features/checkout/tax-rates.ts';
import { getBikeDetails } from '#server/features/search/bike-details.ts';
import { listCities } from '#server/features/search/list-cities.ts';
import { searchBikes } from '#server/features/search/search-bikes.ts';

/** The open reads of /viewBikes and /checkOut: the bike search, its cities, and one bike's details. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const open = { public: true };
  const tags = ['customer'];

  app.get(
    '/getBikes',
    { config: open, schema: { tags, querystring: getBikesQuery, response: { 200: getBikesResponse } } },
    async (request) => {
      return { success: true, message: 'ok', data: await searchBikes(app.deps.db, request.query) };
    },
  );

  app.get('/retriveCities', { config: open, schema: { tags, response: { 200: retriveCitiesResponse } } }, async () => {
    return { success: true, message: 'ok', data: await listCities(app.deps.db) };
  });

  app.get(
    '/getBikeDetails',
    { config: open, schema: { tags, querystring: bikeDetailsQuery, response: { 200: getBikeDetailsResponse } } },
    async (request) => {
      const details = await getBikeDetails(app.deps.db, request.query.id);
      return { success: true, message: 'ok', ...details, taxes: taxRates() };
    },
  );
};
