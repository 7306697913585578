/**
 * How the bound on a dated search's error (SEARCH_INDEX_MAX_AGE_SECONDS, issue #29) is shared out: an
 * answer served from the read cache was computed from the index at most READ_CACHE_SECONDS earlier, and
 * the index's city was read at most its maximum age before that, so the two add up to the bound. The read
 * cache keeps nothing longer than half the bound (its own setting when smaller); the index takes the rest.
 */
export function searchBound(env: { READ_CACHE_SECONDS: number; SEARCH_INDEX_MAX_AGE_SECONDS: number }): {
  readCacheMs: number;
  searchIndexMaxAgeMs: number;
} {
  const boundMs = env.SEARCH_INDEX_MAX_AGE_SECONDS * 1000;
  const readCacheMs = Math.min(env.READ_CACHE_SECONDS * 1000, Math.floor(boundMs / 2));
  return { readCacheMs, searchIndexMaxAgeMs: boundMs - readCacheMs };
}
