import { and, eq, gt, isNull, or, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { bikes, bookings, partners } from '#server/db/schema/index.ts';

/*
 * The rules that decide which bikes a customer sees free (issue #29, decision D71), each written once, its
 * SQL form beside its in-memory form: the SQL search, bike details, bookbike and blockBike use the first,
 * the free-bike index (server/features/search/free-bike-index.ts) the second, and a differential test
 * (free-bike-index.test.ts) proves on random data that they answer alike. A change to one form without the
 * other fails that test.
 */

// ---------------------------------------------------------------------------------------------------------
// Listed (decision D14): a bike customers may see is visible and not deleted, of a partner who is verified
// (`isVerifed` 'true', not merely accepted) and not blocked.

/** SQL, on `partners`: a partner whose bikes may be listed. */
export const listedPartner: SQL = sql`(${and(eq(partners.isVerifed, 'true'), eq(partners.status, true))})`;

/** In memory: `listedPartner` of a row read from `partners`. */
export function isListedPartner(partner: { isVerifed: string; status: boolean }): boolean {
  return partner.isVerifed === 'true' && partner.status;
}

/** SQL, on `bikes`: a bike its partner shows (the condition of the partial indexes of listed bikes). */
export const shownBike: SQL = sql`(${and(eq(bikes.status, true), isNull(bikes.deletedAt))})`;

/** In memory: `shownBike` of a row read from `bikes`. */
export function isShownBike(bike: { status: boolean; deletedAt: Date | null }): boolean {
  return bike.status && bike.deletedAt === null;
}

/** SQL, on `bikes` joined with `partners` on `bikes.partnerId`: a listed bike. */
export const listedBike: SQL = sql`(${shownBike} and ${listedPartner})`;

// ---------------------------------------------------------------------------------------------------------
// Holds the bike: a booking keeps its bike while it is paid (`booked`), or a payment hold whose 15 minutes
// have not run out. Expired holds and final states (cancelled, completed, expired) keep nothing.

/** The statuses of a booking that may hold its bike (the live partial indexes' predicate). */
export const LIVE_STATUSES = ['pending', 'booked'] as const;

/** SQL, on `bookings`, at the statement's now(). */
export const holdsTheBike: SQL = sql`(${or(
  eq(bookings.status, 'booked'),
  and(eq(bookings.status, 'pending'), or(isNull(bookings.holdExpiresAt), gt(bookings.holdExpiresAt, sql`now()`))),
)})`;

/**
 * In memory: until when (ms since the epoch) a booking holds its bike, as `holdsTheBike` answers at each
 * instant: for good (Infinity) when paid or a hold without an end, until its end when a hold, never
 * (-Infinity) otherwise. `holdsTheBike` at `now` is `holdsTheBikeUntil(...) > now`.
 */
export function holdsTheBikeUntil(status: string, holdExpiresAt: Date | null): number {
  if (status === 'booked') return Number.POSITIVE_INFINITY;
  if (status !== 'pending') return Number.NEGATIVE_INFINITY;
  return holdExpiresAt ? holdExpiresAt.getTime() : Number.POSITIVE_INFINITY;
}

// ---------------------------------------------------------------------------------------------------------
// Overlaps a window with its buffer. What keeps a bike is a span [start, end): a live booking from its
// pick-up to its busy_until (its drop plus its partner's CURRENT buffer: migration 0023 keeps
// bookings.buffer_minutes equal to the partner's), a block from its start to its end. A new ride from
// `pickupAt` to `dropAt` would keep the bike until its drop plus the partner's buffer. The two clash when
// each starts before the other ends: a buffer ending exactly at the next pick-up or block is allowed.

/** SQL: the end of what a new ride keeps (its drop plus `bufferMinutes`), a timestamptz. */
export function keptUntilSql(dropAt: SQL, bufferMinutes: SQL | AnyColumn): SQL {
  return sql`(${dropAt}::timestamptz + make_interval(mins => ${bufferMinutes}))`;
}

/** In memory: `keptUntilSql` in ms since the epoch. */
export function keptUntil(dropAtMs: number, bufferMinutes: number): number {
  return dropAtMs + bufferMinutes * 60_000;
}

/**
 * SQL: the span [start, end) clashes with a ride kept from `from` until `until`. Written as two range
 * comparisons so each use is one range scan of an index on (…, end, start).
 */
export function clashesSql(start: SQL | AnyColumn, end: SQL | AnyColumn, from: SQL, until: SQL): SQL {
  return sql`(${end} > ${from} and ${start} < ${until})`;
}

/** In memory: `clashesSql`, all in ms since the epoch. */
export function clashes(start: number, end: number, from: number, until: number): boolean {
  return end > from && start < until;
}

// ---------------------------------------------------------------------------------------------------------
// The search text: in 'brand name', letter case ignored, as ILIKE compares (each character lower-cased on
// its own by the database's ctype: İ is i, a final Σ is σ).

/** `text` as a LIKE pattern that matches it literally (%, _ and \ escaped). */
export function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** SQL: the text a search matches (`bikes_listed_search_idx` is a trigram index on this expression). */
export function searchTextSql(brand: SQL | AnyColumn, name: SQL | AnyColumn): SQL {
  return sql`(${brand} || ' ' || ${name})`;
}

/** In memory: `searchTextSql`, folded by `foldCase`. */
export function searchText(brand: string, name: string): string {
  return foldCase(`${brand} ${name}`);
}

/** SQL: the bike's text contains `pattern` (a `likeContaining` pattern), letter case ignored. */
export function matchesTextSql(text: SQL, pattern: SQL | Placeholder | string): SQL {
  return sql`${text} ILIKE ${pattern}`;
}

/**
 * In memory: each character lower-cased on its own, as PostgreSQL's lower() (and ILIKE) does with a UTF-8
 * ctype: never a final sigma, and İ is a plain i (toLowerCase() would give i + a combining dot).
 */
export function foldCase(text: string): string {
  let folded = '';
  for (const char of text) folded += char === '\u0130' ? 'i' : char.toLowerCase();
  return folded;
}

/** In memory: the bike's folded text (`searchText`) contains `text`. */
export function matchesText(bikeText: string, text: string): boolean {
  return text === '' || bikeText.includes(foldCase(text));
}

// ---------------------------------------------------------------------------------------------------------
// Sort and tie-break: newest first (created_at desc, then id desc, as PostgreSQL orders uuids); by rent,
// ties newest first.

export type SearchSort = '' | 'lowToHigh' | 'highToLow';

/** SQL: the order of a search over rows with these columns. */
export function searchOrderSql(
  sort: SearchSort,
  columns: { rentPerHour: SQL | AnyColumn; createdAt: SQL | AnyColumn; id: SQL | AnyColumn },
): SQL {
  const newest = sql`${columns.createdAt} desc, ${columns.id} desc`;
  if (sort === 'lowToHigh') return sql`${columns.rentPerHour} asc, ${newest}`;
  if (sort === 'highToLow') return sql`${columns.rentPerHour} desc, ${newest}`;
  return newest;
}

/**
 * In memory: the order of `searchOrderSql` over bikes numbered newest first (`newest` 0 is the newest:
 * their numbers come from reading them in that SQL order, as created_at has microseconds a Date has not).
 */
export function searchOrder(sort: SearchSort): (a: SortedBike, b: SortedBike) => number {
  if (sort === 'lowToHigh') return (a, b) => a.rentPerHour - b.rentPerHour || a.newest - b.newest;
  if (sort === 'highToLow') return (a, b) => b.rentPerHour - a.rentPerHour || a.newest - b.newest;
  return (a, b) => a.newest - b.newest;
}

export interface SortedBike {
  rentPerHour: number;
  /** the bike's place in the newest-first order */
  newest: number;
}
