import { and, count, eq, sql, type SQL, type Table } from 'drizzle-orm';
import { hasRideWindow, windowInstants, type GetBikesQuery, type SearchBike } from '#shared/api/search.ts';
import { PAGE_SIZE_CUSTOMER_BIKES } from '#shared/domain/limits.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bikes, partners } from '#server/db/schema/index.ts';
import { bikeCardColumns } from '#server/features/catalog/listed-bikes.ts';
import {
  likeContaining,
  listedBike,
  listedPartner,
  matchesTextSql,
  searchOrderSql,
  searchTextSql,
  shownBike,
} from '#server/lib/bike-rules.ts';
import { cityKey, cityKeySql } from '#server/lib/city-key.ts';
import { pageWindow } from '#server/lib/page-window.ts';
import { defineCachedRead } from '#server/lib/read-cache/cached-read.ts';
import { bikeFreeDuringReads, busyBikes } from './bike-is-free.ts';
import { freeBikeIndexOf } from './free-bike-index.ts';

/** The filters of a search without a ride window, as SQL conditions on `bikes` joined with `partners`. */
function searchConditions(query: GetBikesQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [listedBike];
  // the city of a bike is its partner's, keyed one way (server/lib/city-key.ts; partners_city_key_idx)
  if (query.city) conditions.push(sql`${cityKeySql(partners.city)} = ${cityKey(query.city)}`);
  if (query.category) conditions.push(eq(bikes.category, query.category));
  if (query.search) {
    // Text in the name, in the brand, or across both ('royal enfield classic'): a match in either
    // column is a match in 'brand name', so one condition covers the three, and it is the expression
    // of the trigram index bikes_listed_search_idx.
    conditions.push(matchesTextSql(searchTextSql(bikes.brand, bikes.name), likeContaining(query.search)));
  }
  return and(...conditions);
}

function searchOrder(sort: GetBikesQuery['sort']): SQL {
  return searchOrderSql(sort, { rentPerHour: bikes.rentPerHour, createdAt: bikes.createdAt, id: bikes.id });
}

/**
 * getBikes: one page (8) of the bikes a customer can take: listed (visible, not deleted, of a verified
 * and active partner), in the city, category and search text asked for, and, when a window is given,
 * free for all of it (no booked ride, live payment hold or block during it or the partner's buffer
 * after it; checked by the database in the same query). A page past the end answers the last page.
 */
export async function searchBikes(
  db: DbOrTx,
  query: GetBikesQuery,
): Promise<{ bikes: SearchBike[]; page: number; totalPages: number }> {
  if (hasRideWindow(query)) {
    // the primary's in-memory index answers when it can be trusted now (free-bike-index.ts)
    const fromMemory = await freeBikeIndexOf(db)?.search(query);
    return fromMemory ?? searchFreeBikes(db, query);
  }
  const where = searchConditions(query);
  const [total] = await db
    .select({ n: count() })
    .from(bikes)
    .innerJoin(partners, eq(partners.id, bikes.partnerId))
    .where(where);
  const { page, totalPages, offset } = pageWindow(total?.n ?? 0, PAGE_SIZE_CUSTOMER_BIKES, query.page);
  const rows = await db
    .select({
      ...bikeCardColumns,
      makeYear: bikes.makeYear,
      city: sql<string>`coalesce(${partners.city}, '')`,
    })
    .from(bikes)
    .innerJoin(partners, eq(partners.id, bikes.partnerId))
    .where(where)
    .orderBy(searchOrder(query.sort))
    .limit(PAGE_SIZE_CUSTOMER_BIKES)
    .offset(offset);
  return { bikes: rows, page, totalPages };
}

/** Which filters a window search has: each combination is one prepared statement. */
interface WindowShape {
  category: boolean;
  search: boolean;
  sort: GetBikesQuery['sort'];
}

const placeholder = (name: string) => sql.placeholder(name);

/** The order of the page among the free bikes (`free_bike`'s columns). */
function freeBikeOrder(sort: GetBikesQuery['sort']): SQL {
  return searchOrderSql(sort, {
    rentPerHour: sql`free_bike.rent_per_hour`,
    createdAt: sql`free_bike.created_at`,
    id: sql`free_bike.id`,
  });
}

/**
 * The window search of one shape, as one statement (issue #20): the searched partners (the city's,
 * listed), their listed bikes with the filters, less the busy ones (`busyBikes`: one range scan per
 * partner), counted, and the asked page of them (brought back to the last page), so count and page
 * come back in one round trip. Its one row per bike of the page carries the count; a search with no
 * free bike answers one row of nulls with the count 0.
 * NOTE: a window comes with a city (getBikesQuery): the city's partners are read first
 * (partners_city_key_idx), then each one's listed bikes by bikes_listed_partner_idx (`offset 0` keeps it
 * a per-partner scan, not a hash join over every bike): nothing is read that is not the city's. The
 * CTEs are materialized so no part is read again per bike, as the per-bike anti-joins this replaces
 * (one probe of bookings and of blocks for each of the city's bikes, twice: count, then page) did.
 */
function windowSearchSql(shape: WindowShape): SQL {
  const partnerWhere = and(listedPartner, sql`${cityKeySql(partners.city)} = ${placeholder('cityKey')}`);
  const bikeWhere = and(sql`${bikes.partnerId} = search_partner.id`, shownBike);
  // NOTE: the category and the text are tested on the partner's bikes once read, not in the per-partner
  // scan: there the planner would AND each partner's few rows with a scan of the whole trigram (or
  // category) index, once per partner (measured: 30 ms for a city of 100 partners, against 2 ms)
  const filters = and(
    sql`not exists (select 1 from busy_bike where busy_bike.bike_id = listed.id)`,
    shape.category ? sql`listed.category = ${placeholder('category')}` : undefined,
    shape.search
      ? matchesTextSql(searchTextSql(sql`listed.brand`, sql`listed.name`), placeholder('search'))
      : undefined,
  );
  const pickupAt = sql`${placeholder('pickupAt')}`;
  const dropAt = sql`${placeholder('dropAt')}`;
  return sql`with search_partner as materialized (
      select ${partners.id}, ${partners.city}, ${partners.bufferMinutes} from ${partners} where ${partnerWhere}
    ), busy_bike as materialized (
      ${busyBikes(sql`search_partner`, pickupAt, dropAt)}
    ), free_bike as materialized (
      select listed.*, coalesce(search_partner.city, '') as city
      from search_partner cross join lateral (
        select ${bikes.id}, ${bikes.name}, ${bikes.brand}, ${bikes.category}, ${bikes.images}, ${bikes.rentPerHour},
          ${bikes.engineCC}, ${bikes.makeYear}, ${bikes.createdAt}
        from ${bikes} where ${bikeWhere}
        offset 0) as listed
      where ${filters}
    ), counted as (
      select count(*)::int as total from free_bike
    )
    select free_page.*, counted.total from counted left join lateral (
      select free_bike.* from free_bike
      order by ${freeBikeOrder(shape.sort)}
      limit ${PAGE_SIZE_CUSTOMER_BIKES}
      offset least(${placeholder('offset')}::int, greatest(counted.total - 1, 0) / ${PAGE_SIZE_CUSTOMER_BIKES} * ${PAGE_SIZE_CUSTOMER_BIKES})
    ) as free_page on true`;
}

function prepareWindowSearch(db: DbOrTx, shape: WindowShape) {
  const name = `getBikes_window_${Number(shape.category)}${Number(shape.search)}_${shape.sort || 'newest'}`;
  return db
    .select({
      _id: sql<string | null>`found.id`,
      name: sql<string>`found.name`,
      brand: sql<string>`found.brand`,
      category: sql<string>`found.category`,
      image: sql<string[]>`found.images`,
      rentPerHour: sql<number>`found.rent_per_hour`,
      engineCC: sql<number>`found.engine_cc`,
      makeYear: sql<number>`found.make_year`,
      city: sql<string>`found.city`,
      total: sql<number>`found.total`,
    })
    .from(sql`(${windowSearchSql(shape)}) as found`)
    .prepare(name);
}

type PreparedWindowSearch = ReturnType<typeof prepareWindowSearch>;

/**
 * Prepared statements per database (the primary, the replica; each transaction its own) and shape:
 * with node-postgres a named statement is parsed and planned once per connection, not per request.
 */
const preparedSearches = new WeakMap<DbOrTx, Map<string, PreparedWindowSearch>>();

function windowSearchFor(db: DbOrTx, shape: WindowShape): PreparedWindowSearch {
  let byShape = preparedSearches.get(db);
  if (!byShape) {
    byShape = new Map();
    preparedSearches.set(db, byShape);
  }
  const key = `${shape.category} ${shape.search} ${shape.sort}`;
  let prepared = byShape.get(key);
  if (!prepared) {
    prepared = prepareWindowSearch(db, shape);
    byShape.set(key, prepared);
  }
  return prepared;
}

/** getBikes with a ride window in SQL: one round trip (`windowSearchSql`). */
export async function searchFreeBikes(
  db: DbOrTx,
  query: GetBikesQuery,
): Promise<{ bikes: SearchBike[]; page: number; totalPages: number }> {
  const { pickupAt, dropAt } = windowInstants(query);
  const shape: WindowShape = {
    category: query.category !== '',
    search: query.search !== '',
    sort: query.sort,
  };
  const rows = await windowSearchFor(db, shape).execute({
    cityKey: cityKey(query.city),
    category: query.category,
    search: likeContaining(query.search),
    pickupAt: pickupAt.toISOString(),
    dropAt: dropAt.toISOString(),
    offset: Math.max(0, query.page - 1) * PAGE_SIZE_CUSTOMER_BIKES,
  });
  const { page, totalPages } = pageWindow(rows[0]?.total ?? 0, PAGE_SIZE_CUSTOMER_BIKES, query.page);
  const found: SearchBike[] = [];
  for (const { _id, total: _total, ...bike } of rows) if (_id !== null) found.push({ _id, ...bike });
  return { bikes: found, page, totalPages };
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
