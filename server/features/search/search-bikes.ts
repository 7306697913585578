import { and, asc, count, desc, eq, sql, type SQL, type Table } from 'drizzle-orm';
import { hasRideWindow, windowInstants, type GetBikesQuery, type SearchBike } from '#shared/api/search.ts';
import { PAGE_SIZE_CUSTOMER_BIKES } from '#shared/domain/limits.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bikes, partners } from '#server/db/schema/index.ts';
import { pageWindow } from '#server/lib/page-window.ts';
import { listedBike } from '#server/features/catalog/listed-bikes.ts';
import { defineCachedRead } from '#server/lib/read-cache/cached-read.ts';
import { bikeFreeDuring, bikeFreeDuringReads } from './bike-is-free.ts';

/** `text` as a LIKE pattern that matches it literally (%, _ and \ escaped). */
export function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The filters of a search, as SQL conditions on `bikes` joined with `partners`. */
function searchConditions(query: GetBikesQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [listedBike];
  // the city of a bike is its partner's; letter case ignored (partners_city_idx is on lower(city))
  if (query.city) conditions.push(sql`lower(${partners.city}) = lower(${query.city})`);
  if (query.category) conditions.push(eq(bikes.category, query.category));
  if (query.search) {
    // Text in the name, in the brand, or across both ('royal enfield classic'): a match in either
    // column is a match in 'brand name', so one condition covers the three, and it is the expression
    // of the trigram index bikes_listed_search_idx.
    conditions.push(sql`(${bikes.brand} || ' ' || ${bikes.name}) ILIKE ${likeContaining(query.search)}`);
  }
  if (hasRideWindow(query)) {
    const { pickupAt, dropAt } = windowInstants(query);
    conditions.push(bikeFreeDuring(pickupAt, dropAt));
  }
  return and(...conditions);
}

function searchOrder(sort: GetBikesQuery['sort']): SQL[] {
  const newest = [desc(bikes.createdAt), desc(bikes.id)];
  if (sort === 'lowToHigh') return [asc(bikes.rentPerHour), ...newest];
  if (sort === 'highToLow') return [desc(bikes.rentPerHour), ...newest];
  return newest;
}

/**
 * getBikes: one page (8) of the bikes a customer can take: listed (visible, not deleted, of a verified
 * and active partner), in the city, category and search text asked for, and, when a window is given,
 * free for all of it (no booked ride or live payment hold overlapping; checked by the database in the
 * same query). A page past the end answers the last page.
 */
export async function searchBikes(
  db: DbOrTx,
  query: GetBikesQuery,
): Promise<{ bikes: SearchBike[]; page: number; totalPages: number }> {
  const where = searchConditions(query);
  const [total] = await db
    .select({ n: count() })
    .from(bikes)
    .innerJoin(partners, eq(partners.id, bikes.partnerId))
    .where(where);
  const { page, totalPages, offset } = pageWindow(total?.n ?? 0, PAGE_SIZE_CUSTOMER_BIKES, query.page);
  const rows = await db
    .select({
      _id: bikes.id,
      name: bikes.name,
      brand: bikes.brand,
      category: bikes.category,
      image: bikes.images,
      rentPerHour: bikes.rentPerHour,
      engineCC: bikes.engineCC,
      makeYear: bikes.makeYear,
      city: sql<string>`coalesce(${partners.city}, '')`,
    })
    .from(bikes)
    .innerJoin(partners, eq(partners.id, bikes.partnerId))
    .where(where)
    .orderBy(...searchOrder(query.sort))
    .limit(PAGE_SIZE_CUSTOMER_BIKES)
    .offset(offset);
  return { bikes: rows, page, totalPages };
}

/**
 * What a search reads: the bikes and their partners, and only with a ride window the bookings (is the
 * bike free?), so a search without dates outlives every booking.
 */
const SEARCH_READS: readonly Table[] = [bikes, partners];
const WINDOW_SEARCH_READS: readonly Table[] = [...SEARCH_READS, ...bikeFreeDuringReads];


/** getBikes, kept per parsed query (defaults filled in, keys in the schema's order: the whole question). */
export const cachedSearchBikes = defineCachedRead({
  name: 'searchBikes',
  reads: (query: GetBikesQuery) => (hasRideWindow(query) ? WINDOW_SEARCH_READS : SEARCH_READS),
  run: searchBikes,
});
