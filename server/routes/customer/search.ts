import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bikeDetailsQuery,
  getBikeDetailsResponse,
  getBikesQuery,
  getBikesResponse,
  hasRideWindow,
  retriveCitiesResponse,
} from '#shared/api/search.ts';
import { bikes, bookings, partnerLocations, partners, reviews, users } from '#server/db/schema/index.ts';
import { sendCached, tableNames } from '#server/features/read-cache/cached-reply.ts';
import { taxRates } from '#server/features/rentals/tax-rates.ts';
import { getBikeDetails } from '#server/features/search/bike-details.ts';
import { listCities } from '#server/features/search/list-cities.ts';
import { searchBikes } from '#server/features/search/search-bikes.ts';

/**
 * What a search answer is read from: a write to any of them drops the kept answers at once. Only a
 * search with a ride window reads bookings (is the bike free?): the others outlive every booking.
 */
const SEARCH_TABLES = tableNames(bikes, partners);
const WINDOW_SEARCH_TABLES = tableNames(bikes, partners, bookings);
/** A bike's page: the bike and its partner, the reviews with their writers' names, the partner's points. */
const DETAILS_TABLES = tableNames(bikes, partners, reviews, users, partnerLocations);

/** The open reads of /viewBikes and /checkOut: the bike search, its cities, and one bike's details. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const open = { public: true };
  const tags = ['customer'];

  app.get(
    '/getBikes',
    { config: open, schema: { tags, querystring: getBikesQuery, response: { 200: getBikesResponse } } },
    async (request, reply) =>
      // the parsed query (defaults filled in, keys in the schema's order) is the whole question
      sendCached(
        reply,
        app.deps.readCache,
        `getBikes ${JSON.stringify(request.query)}`,
        hasRideWindow(request.query) ? WINDOW_SEARCH_TABLES : SEARCH_TABLES,
        async () => ({
          success: true,
          message: 'ok',
          data: await searchBikes(app.deps.db, request.query),
        }),
      ),
  );

  app.get('/retriveCities', { config: open, schema: { tags, response: { 200: retriveCitiesResponse } } }, async () => {
    return { success: true, message: 'ok', data: await listCities(app.deps.db) };
  });

  app.get(
    '/getBikeDetails',
    { config: open, schema: { tags, querystring: bikeDetailsQuery, response: { 200: getBikeDetailsResponse } } },
    async (request, reply) =>
      // an unknown or unlisted bike throws its 404 from inside: errors are never kept
      sendCached(reply, app.deps.readCache, `getBikeDetails ${request.query.id}`, DETAILS_TABLES, async () => ({
        success: true,
        message: 'ok',
        ...(await getBikeDetails(app.deps.db, request.query.id)),
        taxes: taxRates(),
      })),
  );
};
