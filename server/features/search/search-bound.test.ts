import { describe, expect, it } from 'vitest';
import { searchBound } from './search-bound.ts';

describe('searchBound', () => {
  it('gives the index what the read cache leaves of the bound, so the two never add up to more', () => {
    expect(searchBound({ READ_CACHE_SECONDS: 30, SEARCH_INDEX_MAX_AGE_SECONDS: 60 })).toEqual({
      readCacheMs: 30_000,
      searchIndexMaxAgeMs: 30_000,
    });
    expect(searchBound({ READ_CACHE_SECONDS: 10, SEARCH_INDEX_MAX_AGE_SECONDS: 60 })).toEqual({
      readCacheMs: 10_000,
      searchIndexMaxAgeMs: 50_000,
    });
    expect(searchBound({ READ_CACHE_SECONDS: 0, SEARCH_INDEX_MAX_AGE_SECONDS: 60 })).toEqual({
      readCacheMs: 0,
      searchIndexMaxAgeMs: 60_000,
    });
  });

  it('keeps the read cache to half the bound when it is set longer', () => {
    const { readCacheMs, searchIndexMaxAgeMs } = searchBound({ READ_CACHE_SECONDS: 300, SEARCH_INDEX_MAX_AGE_SECONDS: 5 });
    expect(readCacheMs).toBe(2_500);
    expect(readCacheMs + searchIndexMaxAgeMs).toBe(5_000);
  });
});
