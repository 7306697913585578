import type { FetchQueryOptions } from '@tanstack/react-query';
import { bikeSearchQuery, citiesQuery } from '#web/features/booking/api/use-bike-search.ts';
import { readSearch } from '#web/features/booking/search-params.ts';
import { couponsQuery } from '#web/features/catalog/api/use-coupons.ts';
import { ourFleetQuery } from '#web/features/catalog/api/use-our-fleet.ts';
import { tariffQuery } from '#web/features/catalog/api/use-tariff.ts';
import { routeKey } from './pages.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page's queries have their own data types
type AnyQuery = FetchQueryOptions<any, any, any, any>;

/*
 * The pages the server renders before any script has run (issue #35, D85): the public pages a visit
 * starts on. Each names the calls its first screen shows, which the server makes in process before it
 * renders, so the HTML holds the bikes and coupons with their photos and the browser hydrates with the
 * same answers (never a second request, never a different first frame).
 */
const queriesByPath: Record<string, (params: URLSearchParams) => AnyQuery[]> = {
  '/': () => [ourFleetQuery],
  '/tariff': () => [tariffQuery],
  '/offers': () => [couponsQuery],
  '/viewbikes': (params) => [citiesQuery, bikeSearchQuery(readSearch(params))],
  '/login': () => [],
};

/** The paths the server renders (lower case, as routeKey gives them). */
export const SERVER_RENDERED_PATHS = Object.keys(queriesByPath);

/** The calls the server makes before it renders `pathname`; null: a page the server does not render. */
export function serverRenderedQueries(pathname: string, search: string): AnyQuery[] | null {
  return queriesByPath[routeKey(pathname)]?.(new URLSearchParams(search)) ?? null;
}
