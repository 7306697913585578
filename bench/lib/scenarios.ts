import type { Catalogue } from './discovery.ts';
import type { LoadRequest } from './load.ts';
import { uniqueSearches } from './unique-searches.ts';
import { SEARCH_WINDOWS } from './windows.ts';

/** which marks apply: search and dashboard p99 (issue 9), every request different and while booking (issue #20) */
export type TargetKind = 'search' | 'dashboard' | 'unique' | 'whileBooking';

/**
 * getBikes URLs of the "every request different" scenario: more than any run sends (warm-up included).
 * A host that answers 13,000 a second sent 157,000 in 12 s (2026-11-29), past the 150,000 of before.
 */
export const UNIQUE_SEARCHES = 400_000;

export interface Scenario {
  /** the name --only takes */
  key: string;
  /** the row of the table */
  label: string;
  rotation: LoadRequest[];
  /** which p99 target applies (none for the others) */
  target?: TargetKind;
}

export interface Sessions {
  admin: string;
  partners: string[];
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const qs = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

/** The same list in a fixed shuffled order (pages and cities interleave; no randomness between runs). */
function interleave<T>(items: T[]): T[] {
  const out = [...items];
  let seed = 7;
  for (let i = out.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const j = seed % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Every loaded route, in the order they run; `health` first: it is the ceiling the others are compared to. */
export function buildScenarios(catalogue: Catalogue, sessions: Sessions): Scenario[] {
  const { cities, bikes, searchTerms } = catalogue;

  const windowSearches: LoadRequest[] = [];
  for (const city of cities) {
    for (const window of SEARCH_WINDOWS) {
      for (const page of [1, 2, 3]) windowSearches.push({ path: `/api/getBikes?${qs({ city, ...window, page })}` });
    }
  }

  const textSearches: LoadRequest[] = [];
  for (const [i, search] of searchTerms.entries()) {
    for (const sort of ['lowToHigh', 'highToLow']) {
      textSearches.push({ path: `/api/getBikes?${qs({ search, sort })}` });
      const city = cities[i % cities.length] ?? '';
      textSearches.push({ path: `/api/getBikes?${qs({ search, sort, city, page: 1 + (i % 2) })}` });
    }
  }

  const partnerPages = (route: string, pages: number[]) =>
    sessions.partners.flatMap((token) =>
      pages.map((page) => ({ path: `/api/partner/${route}?page=${page}`, headers: bearer(token) })),
    );

  return [
    { key: 'health', label: 'GET /api/health', rotation: [{ path: '/api/health' }] },
    { key: 'ourFleet', label: 'ourFleet', rotation: [{ path: '/api/ourFleet' }] },
    { key: 'getBikes', label: 'getBikes city+window', rotation: interleave(windowSearches), target: 'search' },
    { key: 'getBikesSearch', label: 'getBikes search+sort', rotation: interleave(textSearches), target: 'search' },
    {
      key: UNIQUE_KEY,
      label: 'getBikes every request different',
      rotation: uniqueSearches(cities, UNIQUE_SEARCHES),
      target: 'unique',
    },
    {
      key: 'getBikeDetails',
      label: 'getBikeDetails',
      rotation: interleave(bikes.map((bike) => ({ path: `/api/getBikeDetails?id=${bike._id}` }))),
    },
    { key: 'viewBikes', label: 'partner viewBikes', rotation: partnerPages('viewBikes', [1, 2]) },
    { key: 'findBookings', label: 'partner findBookings', rotation: partnerPages('findBookings', [1, 2, 3]) },
    {
      key: 'fetchBookingBikesRevenu',
      label: 'admin fetchBookingBikesRevenu',
      rotation: [{ path: '/api/admin/fetchBookingBikesRevenu', headers: bearer(sessions.admin) }],
      target: 'dashboard',
    },
    {
      key: 'monthlySalesRatio',
      label: 'admin monthlySalesRatio',
      rotation: [{ path: '/api/admin/monthlySalesRatio', headers: bearer(sessions.admin) }],
      target: 'dashboard',
    },
  ];
}

export const BOOKING_KEY = 'booking';
/** getBikes with every request different (issue #20); run again on a server without the read cache */
export const UNIQUE_KEY = 'getBikesUnique';
/** getBikes loaded while customers keep booking: what the read cache is worth when its data changes */
export const MIXED_KEY = 'getBikesWhileBooking';
/** paid bookings a second during MIXED_KEY (each is a hold, a payment and a verification) */
export const MIXED_BOOKINGS_PER_SECOND = 5;
export const ALL_KEYS = [
  'health',
  'ourFleet',
  'getBikes',
  'getBikesSearch',
  UNIQUE_KEY,
  'getBikeDetails',
  'viewBikes',
  'findBookings',
  'fetchBookingBikesRevenu',
  'monthlySalesRatio',
  BOOKING_KEY,
  MIXED_KEY,
];
