import type { QueryClient } from '@tanstack/react-query';
import { bikeSearchQuery, citiesQuery } from '#web/features/booking/api/use-bike-search.ts';
import { readSearch } from '#web/features/booking/search-params.ts';
import { couponsQuery } from '#web/features/catalog/api/use-coupons.ts';
import { BIKE_PHOTO, COUPON_ART } from '#web/features/catalog/card-images.ts';
import { preloadImage } from '#web/lib/image-sources.ts';
import { routeKey } from './pages.ts';

type StartCalls = (client: QueryClient, params: URLSearchParams) => Promise<unknown>;

/*
 * The calls a page makes as soon as it renders, for the pages whose largest element comes from them
 * (the first bike photo of a search, the first coupon). Started when the app opens on such a page
 * (router.tsx), they run while the page's code and the schemas download instead of after; the
 * page's own queries (same keys) then find the answer in the cache or join the request on its way.
 * The first card's image is preloaded as soon as the answer names it, before React renders the list.
 * The home page is left out: its largest element is the hero's heading, and its fleet call would
 * load zod next to the page's code.
 */
const callsByPath: Record<string, StartCalls> = {
  '/offers': async (client) => {
    const [first] = await client.fetchQuery(couponsQuery);
    if (first) preloadImage(first.image, COUPON_ART.sizes);
  },
  '/viewbikes': async (client, params) => {
    void client.prefetchQuery(citiesQuery);
    const photo = (await client.fetchQuery(bikeSearchQuery(readSearch(params)))).bikes[0]?.image[0];
    if (photo) preloadImage(photo, BIKE_PHOTO.sizes);
  },
};

/** Starts the calls of the page at `pathname` (none for most pages). */
export function startPageData(client: QueryClient, pathname: string, search: string): void {
  // A failed call is the page's to show: its query holds the error.
  callsByPath[routeKey(pathname)]?.(client, new URLSearchParams(search)).catch(() => undefined);
}
