/**
 * The sort select 'Price' / 'Low to High' / 'High to Low': '' (no price order: newest bikes first),
 * 'lowToHigh', 'highToLow' (by rent per hour; newest first among equal prices). Here rather than in
 * api/search.ts so the web app can read a search from the URL without loading zod.
 */
export const BIKE_SORTS = ['', 'lowToHigh', 'highToLow'] as const;
export type BikeSort = (typeof BIKE_SORTS)[number];
