import { adminSamples } from './route-samples-admin.ts';
import { customerSamples } from './route-samples-customer.ts';
import { partnerSamples } from './route-samples-partner.ts';
import { publicSamples } from './route-samples-public.ts';
import type { RouteSample } from './route-samples-types.ts';

export type { OwnedKind, RouteSample, SampleArea, SampleOwners, SampleRequest } from './route-samples-types.ts';

/**
 * One row per route of `app.routeTable`, keyed `METHOD url`: who the route is for, the owner-scoped
 * resource it touches, and a valid request built from fresh fixtures. The authorization matrix and the
 * ownership tests walk this table; a route without a row (or a row without a route) fails them.
 */
export const routeSamples: Record<string, RouteSample> = {
  ...publicSamples,
  ...customerSamples,
  ...partnerSamples,
  ...adminSamples,
};

/**
 * Routes outside the three guarded areas that are not `public` either, each with why no role guards
 * it. Anything else that is not in `routeSamples` fails the matrix.
 */
export const unguardedRoutes: Record<string, string> = {
  'GET /api/docs': 'the Swagger UI page: describes the API, holds no data',
  'GET /api/docs/static/index.html': 'a redirect to the Swagger UI page',
  'GET /api/docs/static/swagger-initializer.js': 'the Swagger UI script: holds no data',
  'GET /api/docs/static/*': 'the Swagger UI assets: hold no data',
  'GET /api/docs/json': 'the OpenAPI document: describes the API, holds no data',
  'GET /api/docs/yaml': 'the OpenAPI document: describes the API, holds no data',
  'GET /api/health': 'liveness for the process manager: answers the database kind and uptime only',
  'GET /uploads/:name':
    'public images only (bike, profile, coupon photos) under random names; ID proofs live elsewhere',
  'GET /api/files/:id': 'any stored file, private ID proofs included: protected by a short-lived HMAC-signed URL',
};
