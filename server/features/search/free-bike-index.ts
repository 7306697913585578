import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { windowInstants, type GetBikesQuery, type SearchBike } from '#shared/api/search.ts';
import { PAGE_SIZE_CUSTOMER_BIKES } from '#shared/domain/limits.ts';
import { ANY_TABLE, type ChangeFeed } from '#server/db/change-feed.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { bikeBlocks, bikes, bookings, partners } from '#server/db/schema/index.ts';
import { bikeCardColumns } from '#server/features/catalog/listed-bikes.ts';
import {
  clashes,
  holdsTheBike,
  holdsTheBikeUntil,
  keptUntil,
  LIVE_STATUSES,
  listedPartner,
  matchesText,
  searchOrder,
  searchOrderSql,
  searchText,
  shownBike,
} from '#server/lib/bike-rules.ts';
import { cityKey, cityKeySql } from '#server/lib/city-key.ts';
import { pageWindow } from '#server/lib/page-window.ts';

/*
 * The free-bike index (issue #20, decision D66): each searched city's listed bikes, its partners'
 * buffers, and the rides and blocks to come of its bikes, held in memory, so a dated search is
 * answered without a query. Kept exact, never "a little old":
 * - a write of `bikes` or `partners` (what makes a bike listed, its card, its city, a buffer) drops
 *   every city: the next search of a city reads it again (a few ms, once);
 * - a write of `bookings` or `bike_blocks` names its bikes through migration 0020's NOTIFY; those
 *   bikes' rides and blocks are read again before the next search of their city is answered;
 * - this process hears its own writes' tables at their COMMIT, but their bike ids only with the
 *   NOTIFY, a moment later: a search after such a write first waits for the change feed to have told
 *   everything committed before it (`ChangeFeed.sync`), as a customer who just booked must not see
 *   that bike free;
 * - while the change feed is down, or a sync fails, nothing is answered from memory: the caller runs
 *   the SQL search (`search` answers undefined).
 * A payment hold that runs out frees its bike without a write: each span keeps the hold's end and is
 * checked against the clock of the search, as the SQL's now().
 * Never wrong for long (issue #29, decision D71):
 * - a city is keyed one way (server/lib/city-key.ts), the SQL's way: each bike is in one city entry, and
 *   no spelling of a name makes a second copy of a city that notifications would then not reach;
 * - the change feed proves it is alive (a heartbeat, change-feed.ts): a silent connection is "down"
 *   within 15 s, and everything is dropped then;
 * - each city is read again at least every `maxAgeMs` whatever the feed says (in the background from
 *   3/4 of it, searches wait past it), so even a write that fires no trigger is seen within that time;
 * - the rules (listed, holds the bike, clashes with a window and its buffer, the text, the order) are
 *   server/lib/bike-rules.ts's in-memory forms, beside the SQL forms the SQL search uses.
 */

/**
 * A city as the search sees it. Bikes are numbered in the newest-first order (created_at desc, id
 * desc, as PostgreSQL sorts them); per bike, what its filters need and its spans.
 * NOTE: laid out as arrays of numbers, not an object per bike or per ride: a search walks every bike
 * of the city (≈ 1,000, each with a few rides to come), and plain objects made that walk 300 µs.
 */
interface CityIndex {
  /** the city key (`cityKey`) */
  key: string;
  /** when it was read (the index's clock) */
  readAt: number;
  /** its listed partners: a city of none is answered but not kept */
  partnerCount: number;
  cards: SearchBike[];
  categories: string[];
  /** `brand name`, folded (`searchText`): the text search's haystack (the SQL's ILIKE on the same expression) */
  texts: string[];
  /** the buffer of each bike's partner, minutes, and the largest in ms */
  bufferMinutes: Float64Array;
  maxBufferMs: number;
  /**
   * The times each bike is kept, as [from, to, holdsUntil] triples (ms since the epoch) sorted by
   * `from`: rides (pick-up to busy_until: the drop plus the partner's current buffer) and blocks. A
   * payment hold keeps the bike only until it runs out (`holdsUntil`); paid rides and blocks hold it for
   * good (Infinity).
   */
  spans: Float64Array[];
  /**
   * Whose each span is, in the order of `spans` (one entry per triple): the customer of a ride or hold,
   * null for a block. Only bookbike's cheap refusal reads it (`takenByOthers`).
   */
  owners: (readonly (string | null)[])[];
  /** every bike's spans in one list sorted by start, made again after a refresh (see `Timeline`) */
  timeline: Timeline | undefined;
  /** bike numbers in each order: newest first, and rent (ties newest first) */
  byNewest: Int32Array;
  byRentAsc: Int32Array;
  byRentDesc: Int32Array;
  numberOf: Map<string, number>;
  /** bikes written since their spans were read: read again before the next answer */
  stale: Set<string>;
  refreshing?: Promise<void>;
}

const NO_SPANS = new Float64Array(0);
const NO_OWNERS: readonly (string | null)[] = [];
/**
 * A hold that runs out within this is not trusted to refuse a bookbike: the index's clock and the
 * database's now() may differ by a moment, and a refusal must never be of a bike that is really free.
 */
const HOLD_EDGE_MS = 2_000;

const DAY_MS = 24 * 60 * 60 * 1000;
/** the upper bounds of the span lengths kept together (the last takes the rest: long blocks) */
const BIN_LIMITS_MS = [DAY_MS, 2 * DAY_MS, 4 * DAY_MS, 8 * DAY_MS, 16 * DAY_MS, Number.POSITIVE_INFINITY];

/**
 * The city's spans in bins by length, each sorted by start, so that a search reads only the spans
 * that may touch its window: in each bin those starting from the bin's longest span before the pick-up
 * to the drop plus the city's largest buffer (found by binary search). A search then reads about as
 * many spans as its window holds, whatever the length of the city's longest block or ride.
 */
type Timeline = TimelineBin[];

/** Columns of numbers: `bikes` is each span's bike number. */
interface TimelineBin {
  starts: Float64Array;
  ends: Float64Array;
  holds: Float64Array;
  bikes: Int32Array;
  /** the longest span of the bin */
  lookBackMs: number;
}

function buildTimeline(city: CityIndex): Timeline {
  const bins = BIN_LIMITS_MS.map(() => ({ spans: [] as number[], lookBackMs: 0 }));
  city.spans.forEach((spans, bike) => {
    for (let j = 0; j < spans.length; j += 3) {
      const length = (spans[j + 1] as number) - (spans[j] as number);
      const bin = bins[BIN_LIMITS_MS.findIndex((limit) => length <= limit)];
      if (!bin) continue;
      bin.spans.push(j, bike);
      bin.lookBackMs = Math.max(bin.lookBackMs, length);
    }
  });
  return bins
    .filter((bin) => bin.spans.length > 0)
    .map(({ spans, lookBackMs }) => {
      const count = spans.length / 2;
      const startOf = (n: number) =>
        (city.spans[spans[n * 2 + 1] as number] as Float64Array)[spans[n * 2] as number] as number;
      const order = Array.from({ length: count }, (_, n) => n).sort((a, b) => startOf(a) - startOf(b));
      const bin: TimelineBin = {
        starts: new Float64Array(count),
        ends: new Float64Array(count),
        holds: new Float64Array(count),
        bikes: new Int32Array(count),
        lookBackMs,
      };
      order.forEach((n, at) => {
        const bike = spans[n * 2 + 1] as number;
        const j = spans[n * 2] as number;
        const own = city.spans[bike] as Float64Array;
        bin.starts[at] = own[j] as number;
        bin.ends[at] = own[j + 1] as number;
        bin.holds[at] = own[j + 2] as number;
        bin.bikes[at] = bike;
      });
      return bin;
    });
}

/** The first position whose start is at or after `value`. */
function firstStartFrom(starts: Float64Array, value: number): number {
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((starts[middle] as number) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

interface Loading {
  /** the city key (`cityKey`) */
  key: string;
  promise: Promise<CityIndex | undefined>;
  /** the bikes written while the city was read (their rows may be from before the write) */
  heard: Set<string>;
  /** a write the index cannot place was heard meanwhile: what was read is not used */
  spoiled: boolean;
}

export interface FreeBikeIndexOptions {
  /** cities kept at most (the least recently searched goes first) */
  maxCities?: number;
  /**
   * a city's entry is read again at least this often (ms), whatever the change feed says: the bound on
   * any error a write that fires no trigger can cause (SEARCH_INDEX_MAX_AGE_SECONDS, less the read cache's time)
   */
  maxAgeMs?: number;
  now?: () => number;
}

/** SEARCH_INDEX_MAX_AGE_SECONDS's default */
export const DEFAULT_MAX_AGE_MS = 60_000;

type SearchAnswer = { bikes: SearchBike[]; page: number; totalPages: number };

const LISTING_TABLES = new Set(['bikes', 'partners', ANY_TABLE]);
const BUSY_TABLES = new Set(['bookings', 'bike_blocks']);
/** a city written to again and again is read from the database rather than chased for ever */
const MAX_REFRESH_ROUNDS = 3;

export class FreeBikeIndex {
  readonly #db: Db;
  readonly #feed: ChangeFeed;
  readonly #maxCities: number;
  readonly #maxAgeMs: number;
  readonly #now: () => number;
  /** in least-recently-searched order */
  readonly #cities = new Map<string, CityIndex>();
  readonly #loading = new Map<string, Loading>();
  readonly #cityOfBike = new Map<string, CityIndex>();
  /** moved on by every listing change: a city read across one is not kept */
  #generation = 0;
  /** moved on by every write of bookings or bike_blocks this process hears of by table */
  #busyWrites = 0;
  /** the #busyWrites that a completed sync is known to cover */
  #synced = 0;
  #syncing: { promise: Promise<void>; covers: number } | undefined;
  readonly #unsubscribe: (() => void)[];
  answered = 0;
  fellBack = 0;
  /** bookbikes refused from memory (`takenByOthers`) */
  refused = 0;
  /** the last sync started for a refusal, and the number of refusal checks begun before it started */
  #refusalSync: { promise: Promise<void>; after: number } | undefined;
  #refusalChecks = 0;

  constructor(db: Db, feed: ChangeFeed, options: FreeBikeIndexOptions = {}) {
    this.#db = db;
    this.#feed = feed;
    this.#maxCities = options.maxCities ?? 500;
    this.#maxAgeMs = options.maxAgeMs ?? DEFAULT_MAX_AGE_MS;
    this.#now = options.now ?? Date.now;
    this.#unsubscribe = [
      feed.subscribe((table) => {
        if (LISTING_TABLES.has(table)) this.#dropAll();
        if (BUSY_TABLES.has(table) || table === ANY_TABLE) this.#busyWrites++;
      }),
      feed.subscribeBikes((ids) => this.#bikesChanged(ids)),
    ];
  }

  /** cities held now */
  get size(): number {
    return this.#cities.size;
  }

  close(): void {
    for (const unsubscribe of this.#unsubscribe) unsubscribe();
    this.#dropAll();
  }

  /**
   * The answer of getBikes with a ride window, from memory; undefined when memory cannot be trusted
   * now (the change feed is down or slow, the city keeps changing while it is read): the caller then
   * runs the SQL search.
   */
  async search(query: GetBikesQuery): Promise<SearchAnswer | undefined> {
    if (!this.#feed.live) return this.#fallBack();
    try {
      await this.#caughtUp();
      const city = await this.#city(query.city);
      if (!city || !(await this.#fresh(city))) return this.#fallBack();
      this.answered++;
      return answer(city, query, this.#now());
    } catch {
      return this.#fallBack();
    }
  }

  /**
   * bookbike's cheap refusal (issue #35): true only when the index is sure another customer's paid
   * ride or live hold keeps `bikeId` during a new ride from `pickupAt` to `dropAt` (its buffer
   * included, as the bookings' exclusion constraint judges). False means "not sure": the caller goes
   * on to the database, which stays the judge for the winner. Owner-aware: the caller's own rides and
   * holds never refuse (a repeat of their hold is answered as before, an earlier hold is replaced);
   * blocks never refuse here (the database answers them as before). Exact: a positive answer is
   * checked again after a sync of the change feed begun after this call, so every write committed
   * before it (on any instance: releases, expiries, cancellations) has been heard; a hold about to run
   * out, a city not kept fresh, a feed that is down or slow: false.
   */
  async takenByOthers(bikeId: string, userId: string, pickupAt: Date, dropAt: Date): Promise<boolean> {
    const check = ++this.#refusalChecks;
    if (!this.#feed.live) return false;
    try {
      const city = await this.#cityOfBikeNamed(bikeId);
      if (!city || !(await this.#fresh(city)) || !clashesWithOthers(city, bikeId, userId, pickupAt, dropAt, this.#now())) {
        return false;
      }
      // sure from memory: confirm after a sync that began after this check did
      let sync = this.#refusalSync;
      if (!sync || sync.after < check) {
        const started = { after: this.#refusalChecks, promise: this.#feed.sync() };
        this.#refusalSync = started;
        sync = started;
      }
      await sync.promise;
      await this.#caughtUp();
      if (this.#cities.get(city.key) !== city || !(await this.#fresh(city))) return false;
      if (!clashesWithOthers(city, bikeId, userId, pickupAt, dropAt, this.#now())) return false;
      this.refused++;
      return true;
    } catch {
      return false;
    }
  }

  /** the kept city of the bike, else its partner's city read (once) and kept; undefined if not listed */
  async #cityOfBikeNamed(bikeId: string): Promise<CityIndex | undefined> {
    const kept = this.#cityOfBike.get(bikeId);
    if (kept) return this.#city(kept.key);
    const [row] = await this.#db
      .select({ city: partners.city })
      .from(bikes)
      .innerJoin(partners, eq(partners.id, bikes.partnerId))
      .where(eq(bikes.id, bikeId))
      .limit(1);
    if (!row?.city) return undefined;
    const city = await this.#city(row.city);
    return city?.numberOf.has(bikeId) ? city : undefined;
  }

  #fallBack(): undefined {
    this.fellBack++;
    return undefined;
  }

  /** waits until every bookings or blocks write heard of so far has told its bikes */
  async #caughtUp(): Promise<void> {
    while (this.#synced < this.#busyWrites) {
      if (!this.#syncing) {
        const covers = this.#busyWrites;
        const promise = this.#feed.sync().then(
          () => {
            this.#synced = Math.max(this.#synced, covers);
            this.#syncing = undefined;
          },
          (error: unknown) => {
            this.#syncing = undefined;
            throw error;
          },
        );
        this.#syncing = { promise, covers };
      }
      await this.#syncing.promise;
    }
  }

  #dropAll(): void {
    this.#generation++;
    this.#cities.clear();
    this.#cityOfBike.clear();
    for (const loading of this.#loading.values()) loading.spoiled = true;
  }

  #bikesChanged(ids: readonly string[] | typeof ANY_TABLE): void {
    if (ids === ANY_TABLE) {
      this.#dropAll();
      return;
    }
    for (const id of ids) this.#cityOfBike.get(id)?.stale.add(id);
    for (const loading of this.#loading.values()) for (const id of ids) loading.heard.add(id);
  }

  /**
   * The city of `name` (by its key), kept or read now. A kept city past 3/4 of the maximum age is read
   * again in the background (the kept one answers meanwhile); past the maximum age it is not used: the
   * search waits for the new read. NOTE: the age is taken both ways, so a clock set back cannot keep a
   * city for ever.
   */
  async #city(name: string): Promise<CityIndex | undefined> {
    const key = cityKey(name);
    const kept = this.#cities.get(key);
    if (kept) {
      const age = Math.abs(this.#now() - kept.readAt);
      if (age <= this.#maxAgeMs) {
        this.#cities.delete(key);
        this.#cities.set(key, kept);
        if (age >= (this.#maxAgeMs * 3) / 4) void this.#loadOnce(key).catch(() => undefined);
        return kept;
      }
      this.#forget(kept);
    }
    return this.#loadOnce(key);
  }

  #loadOnce(key: string): Promise<CityIndex | undefined> {
    let loading = this.#loading.get(key);
    if (!loading) {
      const started: Loading = { key, heard: new Set(), spoiled: false, promise: Promise.resolve(undefined) };
      started.promise = this.#load(started).finally(() => this.#loading.delete(key));
      this.#loading.set(key, started);
      loading = started;
    }
    return loading.promise;
  }

  async #load(loading: Loading): Promise<CityIndex | undefined> {
    const generation = this.#generation;
    const city = await readCity(this.#db, loading.key, this.#now());
    if (loading.spoiled || generation !== this.#generation) return undefined;
    for (const id of loading.heard) if (city.numberOf.has(id)) city.stale.add(id);
    // a city with no listed partner is answered, not kept: names no city has never fill the index
    if (city.partnerCount === 0) return city;
    const before = this.#cities.get(loading.key);
    if (before) this.#forget(before);
    this.#cities.set(loading.key, city);
    for (const id of city.numberOf.keys()) this.#cityOfBike.set(id, city);
    while (this.#cities.size > this.#maxCities) {
      const oldest = this.#cities.values().next().value;
      if (!oldest) break;
      this.#forget(oldest);
    }
    return city;
  }

  #forget(city: CityIndex): void {
    if (this.#cities.get(city.key) === city) this.#cities.delete(city.key);
    for (const id of city.numberOf.keys()) if (this.#cityOfBike.get(id) === city) this.#cityOfBike.delete(id);
  }

  /** reads again the spans of the city's written bikes; false when it cannot catch up */
  async #fresh(city: CityIndex): Promise<boolean> {
    for (let round = 0; round < MAX_REFRESH_ROUNDS; round++) {
      if (this.#cities.get(city.key) !== city) return city.partnerCount === 0;
      if (city.stale.size === 0 && !city.refreshing) return true;
      if (!city.refreshing) {
        const ids = [...city.stale];
        city.stale.clear();
        const generation = this.#generation;
        city.refreshing = readSpans(this.#db, 'bike', ids)
          .then((spans) => {
            if (generation !== this.#generation) return;
            for (const id of ids) {
              const number = city.numberOf.get(id);
              if (number === undefined) continue;
              const packed = packSpans(spans.get(id));
              city.spans[number] = packed.spans;
              city.owners[number] = packed.owners;
            }
            city.timeline = undefined;
          })
          .catch((error: unknown) => {
            for (const id of ids) city.stale.add(id);
            throw error;
          })
          .finally(() => {
            city.refreshing = undefined;
          });
      }
      await city.refreshing;
    }
    return (this.#cities.get(city.key) === city || city.partnerCount === 0) && city.stale.size === 0 && !city.refreshing;
  }
}

/** reused by every search: which bikes are busy, then the numbers of the free bikes in the asked order */
let busyScratch = new Uint8Array(1024);
let freeScratch = new Int32Array(1024);

/** The search of `query` (a window search of `city`) over the city's bikes, as the SQL answers it. */
function answer(city: CityIndex, query: GetBikesQuery, now: number): SearchAnswer {
  const { pickupAt, dropAt } = windowInstants(query);
  const from = pickupAt.getTime();
  const drop = dropAt.getTime();
  const count = city.cards.length;
  if (busyScratch.length < count) {
    busyScratch = new Uint8Array(count * 2);
    freeScratch = new Int32Array(count * 2);
  }
  const busy = busyScratch;
  busy.fill(0, 0, count);
  city.timeline ??= buildTimeline(city);
  const latest = drop + city.maxBufferMs;
  for (const { starts, ends, holds, bikes, lookBackMs } of city.timeline) {
    const last = firstStartFrom(starts, latest);
    for (let at = firstStartFrom(starts, from - lookBackMs); at < last; at++) {
      // a span keeps its bike when it clashes with the searched ride (which keeps the bike until its
      // drop plus its bike's partner's buffer) and, a hold, has not run out (`holdsTheBikeUntil`)
      const bike = bikes[at] as number;
      if (
        (holds[at] as number) > now &&
        clashes(starts[at] as number, ends[at] as number, from, keptUntil(drop, city.bufferMinutes[bike] as number))
      ) {
        busy[bike] = 1;
      }
    }
  }

  const text = query.search;
  const { category } = query;
  const order =
    query.sort === 'lowToHigh' ? city.byRentAsc : query.sort === 'highToLow' ? city.byRentDesc : city.byNewest;
  let free = 0;
  for (let k = 0; k < count; k++) {
    const bike = order[k] as number;
    if (busy[bike]) continue;
    if (category && city.categories[bike] !== category) continue;
    if (text && !matchesText(city.texts[bike] as string, text)) continue;
    freeScratch[free++] = bike;
  }
  const { page, totalPages, offset } = pageWindow(free, PAGE_SIZE_CUSTOMER_BIKES, query.page);
  const bikesOfPage: SearchBike[] = [];
  for (let k = offset; k < Math.min(free, offset + PAGE_SIZE_CUSTOMER_BIKES); k++) {
    bikesOfPage.push(city.cards[freeScratch[k] as number] as SearchBike);
  }
  return { bikes: bikesOfPage, page, totalPages };
}

/**
 * True when a paid ride or live hold of someone other than `userId` keeps the bike during a new ride
 * from `pickupAt` to `dropAt` (plus the bike's partner's buffer), as `answer` judges a bike busy; a hold
 * running out within HOLD_EDGE_MS does not count.
 */
function clashesWithOthers(city: CityIndex, bikeId: string, userId: string, pickupAt: Date, dropAt: Date, now: number): boolean {
  const bike = city.numberOf.get(bikeId);
  if (bike === undefined) return false;
  const spans = city.spans[bike] ?? NO_SPANS;
  const owners = city.owners[bike] ?? NO_OWNERS;
  const from = pickupAt.getTime();
  const until = keptUntil(dropAt.getTime(), city.bufferMinutes[bike] as number);
  for (let j = 0; j < spans.length; j += 3) {
    const owner = owners[j / 3];
    if (owner === null || owner === undefined || owner === userId) continue;
    if ((spans[j + 2] as number) <= now + HOLD_EDGE_MS) continue;
    if (clashes(spans[j] as number, spans[j + 1] as number, from, until)) return true;
  }
  return false;
}

/** A bike's spans as sorted triples (see CityIndex.spans), and their owners in the same order. */
function packSpans(spans: Span[] | undefined): { spans: Float64Array; owners: readonly (string | null)[] } {
  if (!spans || spans.length === 0) return { spans: NO_SPANS, owners: NO_OWNERS };
  spans.sort((a, b) => a.from - b.from);
  const packed = new Float64Array(spans.length * 3);
  spans.forEach((span, i) => {
    packed[i * 3] = span.from;
    packed[i * 3 + 1] = span.to;
    packed[i * 3 + 2] = span.holdsUntil;
  });
  return { spans: packed, owners: spans.map((span) => span.owner) };
}

/** A time a bike is kept, as read (see CityIndex.spans). */
interface Span {
  from: number;
  to: number;
  holdsUntil: number;
  /** the ride's customer; null for a block */
  owner: string | null;
}

/** A bookings or blocks row as read: instants as ms (rides start and end on whole minutes). */
function toSpan(from: Date, to: Date, holdsUntil: number, owner: string | null): Span {
  return { from: from.getTime(), to: to.getTime(), holdsUntil, owner };
}

/**
 * The rides to come and blocks that keep bikes (pending or booked, ending after now; a hold's end is
 * kept and checked at each search), by bike: of `by` 'bike' (a bike written to: bookings_live_bike_idx)
 * or 'partner' (a city read whole: bookings_live_partner_idx, as the SQL search reads them). One after
 * the other: inside a transaction the queries share one connection.
 */
async function readSpans(db: DbOrTx, by: 'bike' | 'partner', ids: readonly string[]): Promise<Map<string, Span[]>> {
  const spans = new Map<string, Span[]>();
  if (ids.length === 0) return spans;
  const rides = await db
    .select({
      bikeId: bookings.bikeId,
      userId: bookings.userId,
      from: bookings.pickupAt,
      to: bookings.busyUntil,
      status: bookings.status,
      holdExpiresAt: bookings.holdExpiresAt,
    })
    .from(bookings)
    .where(
      and(
        inArray(by === 'bike' ? bookings.bikeId : bookings.partnerId, [...ids]),
        // the live indexes' predicate first (they are partial on it), then the rule
        inArray(bookings.status, [...LIVE_STATUSES]),
        holdsTheBike,
        gt(bookings.busyUntil, sql`now()`),
      ),
    );
  const blocks = await db
    .select({ bikeId: bikeBlocks.bikeId, from: bikeBlocks.fromAt, to: bikeBlocks.toAt })
    .from(bikeBlocks)
    .where(
      and(inArray(by === 'bike' ? bikeBlocks.bikeId : bikeBlocks.partnerId, [...ids]), gt(bikeBlocks.toAt, sql`now()`)),
    );
  for (const ride of rides) {
    addSpan(spans, ride.bikeId, toSpan(ride.from, ride.to, holdsTheBikeUntil(ride.status, ride.holdExpiresAt), ride.userId));
  }
  for (const block of blocks) addSpan(spans, block.bikeId, toSpan(block.from, block.to, Number.POSITIVE_INFINITY, null));
  return spans;
}

function addSpan(spans: Map<string, Span[]>, bikeId: string, span: Span): void {
  const list = spans.get(bikeId);
  if (list) list.push(span);
  else spans.set(bikeId, [span]);
}

/**
 * A city as the search sees it, read in one snapshot (repeatable read): its listed partners (whose city
 * has this key, `cityKeySql` computed by the database as in the SQL search), their shown bikes newest first,
 * and those bikes' rides and blocks to come.
 */
async function readCity(db: Db, key: string, readAt: number): Promise<CityIndex> {
  return db.transaction(
    async (tx) => {
      const cityPartners = await tx
        .select({ id: partners.id, city: partners.city, bufferMinutes: partners.bufferMinutes })
        .from(partners)
        .where(and(listedPartner, sql`${cityKeySql(partners.city)} = ${key}`));
      const bufferOf = new Map(cityPartners.map((partner) => [partner.id, partner.bufferMinutes]));
      const cityOf = new Map(cityPartners.map((partner) => [partner.id, partner.city ?? '']));
      const partnerIds = cityPartners.map((partner) => partner.id);
      const rows =
        partnerIds.length === 0
          ? []
          : await tx
              .select({
                ...bikeCardColumns,
                makeYear: bikes.makeYear,
                partnerId: bikes.partnerId,
              })
              .from(bikes)
              .where(and(inArray(bikes.partnerId, partnerIds), shownBike))
              .orderBy(
                searchOrderSql('', { rentPerHour: bikes.rentPerHour, createdAt: bikes.createdAt, id: bikes.id }),
              );
      const cards = rows.map(({ partnerId, ...card }) => ({ ...card, city: cityOf.get(partnerId) ?? '' }));
      // read newest first: each bike's number is its place in that order
      const sorted = cards.map((card, newest) => ({ rentPerHour: card.rentPerHour, newest }));
      const numbersIn = (sort: 'lowToHigh' | 'highToLow') =>
        Int32Array.from([...sorted].sort(searchOrder(sort)), (bike) => bike.newest);
      const spansOf = rows.length === 0 ? new Map<string, Span[]>() : await readSpans(tx, 'partner', partnerIds);
      const packed = cards.map((card) => packSpans(spansOf.get(card._id)));
      return {
        key,
        readAt,
        partnerCount: partnerIds.length,
        cards,
        categories: cards.map((card) => card.category),
        texts: cards.map((card) => searchText(card.brand, card.name)),
        bufferMinutes: Float64Array.from(rows, (row) => bufferOf.get(row.partnerId) ?? 0),
        maxBufferMs: keptUntil(0, Math.max(0, ...bufferOf.values())),
        spans: packed.map((bike) => bike.spans),
        owners: packed.map((bike) => bike.owners),
        timeline: undefined,
        byNewest: Int32Array.from(sorted, (bike) => bike.newest),
        byRentAsc: numbersIn('lowToHigh'),
        byRentDesc: numbersIn('highToLow'),
        numberOf: new Map(cards.map((card, number) => [card._id, number])),
        stale: new Set(),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The index answering each database's searches (the primary's; a replica or a transaction has none). */
const indexes = new WeakMap<DbOrTx, FreeBikeIndex>();

/** Lets `freeBikeIndexOf(db)` find `index`; answers the undo (only if still the one attached). */
export function attachFreeBikeIndex(db: Db, index: FreeBikeIndex): () => void {
  indexes.set(db, index);
  return () => {
    if (indexes.get(db) === index) indexes.delete(db);
  };
}

export function freeBikeIndexOf(db: DbOrTx): FreeBikeIndex | undefined {
  return indexes.get(db);
}
