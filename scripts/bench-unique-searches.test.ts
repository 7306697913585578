import { describe, expect, it } from 'vitest';
import { getBikesQuery } from '#shared/api/search.ts';
import { uniqueSearches } from '../bench/lib/unique-searches.ts';

/* The "every request different" rotation of `npm run bench` (issue #20): the server must accept each
   request as a real search, and none may be asked twice. */
describe('bench uniqueSearches', () => {
  const cities = ['Delhi', 'Mumbai', 'Goa'];
  const list = uniqueSearches(cities, 20_000);

  it('gives the count asked for, no two alike', () => {
    expect(list).toHaveLength(20_000);
    expect(new Set(list.map((request) => request.path)).size).toBe(20_000);
  });

  it('asks only searches the API accepts: a city, a window ahead in slots, drop after pick-up; every sort and city', () => {
    const sorts = new Set<string>();
    const seen = new Set<string>();
    for (const request of list.slice(0, 3_000)) {
      const query = Object.fromEntries(new URL(request.path, 'http://bench').searchParams);
      const parsed = getBikesQuery.safeParse(query);
      expect(parsed.success, `${request.path}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      sorts.add(parsed.data?.sort ?? '');
      seen.add(parsed.data?.city ?? '');
    }
    expect([...sorts].sort()).toEqual(['', 'highToLow', 'lowToHigh']);
    expect([...seen].sort()).toEqual([...cities].sort());
  });
});
