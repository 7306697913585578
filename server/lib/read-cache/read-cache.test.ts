import { describe, expect, it } from 'vitest';
import { ANY_TABLE, ChangeFeed } from '#server/db/change-feed.ts';
import { ReadCache, type ReadCacheOptions } from './read-cache.ts';

function setup(options: Partial<ReadCacheOptions> = {}) {
  const feed = new ChangeFeed();
  feed.setLive(true);
  let now = 1_000_000;
  const cache = new ReadCache(feed, {
    ttlMs: 30_000,
    maxEntries: 100,
    maxEntryBytes: 1_000,
    now: () => now,
    ...options,
  });
  let computed = 0;
  /** a read of `tables` whose answer says how many reads ran before it */
  const read = async (key: string, tables: string[] = ['bikes', 'bookings']) =>
    (await cache.json(key, tables, async () => Buffer.from(JSON.stringify({ key, run: ++computed })))).toString();
  return { feed, cache, read, runs: () => computed, advance: (ms: number) => (now += ms) };
}

describe('ReadCache', () => {
  it('answers a repeated read from memory, and a different key with its own read', async () => {
    const { cache, read, runs } = setup();
    expect(await read('a')).toBe('{"key":"a","run":1}');
    expect(await read('a')).toBe('{"key":"a","run":1}');
    expect(await read('b')).toBe('{"key":"b","run":2}');
    expect(runs()).toBe(2);
    expect({ hits: cache.hits, misses: cache.misses, size: cache.size }).toEqual({ hits: 1, misses: 2, size: 2 });
  });

  it('drops an answer when a table it was read from changes, and only then', async () => {
    const { feed, read, runs } = setup();
    await read('search', ['bikes', 'bookings']);
    await read('chat', ['messages']);
    feed.emit('bookings');
    expect(await read('search', ['bikes', 'bookings'])).toBe('{"key":"search","run":3}');
    expect(await read('chat', ['messages'])).toBe('{"key":"chat","run":2}');
    feed.emit('coupons');
    await read('search', ['bikes', 'bookings']);
    expect(runs()).toBe(3);
  });

  it('drops everything on a change of any table (the feed was down, or a write it could not read)', async () => {
    const { feed, read, cache, runs } = setup();
    await read('a');
    await read('b', ['messages']);
    feed.emit(ANY_TABLE);
    expect(cache.size).toBe(0);
    await read('a');
    await read('b', ['messages']);
    expect(runs()).toBe(4);
  });

  it('reads again after the time limit, changes or not', async () => {
    const { read, advance, runs } = setup({ ttlMs: 30_000 });
    await read('a');
    advance(29_999);
    await read('a');
    expect(runs()).toBe(1);
    advance(1);
    expect(await read('a')).toBe('{"key":"a","run":2}');
  });

  it('keeps nothing while the feed is not live, nor with a time limit of 0', async () => {
    const down = setup();
    down.feed.setLive(false);
    await down.read('a');
    await down.read('a');
    expect(down.runs()).toBe(2);
    expect(down.cache.size).toBe(0);

    const off = setup({ ttlMs: 0 });
    await off.read('a');
    await off.read('a');
    expect(off.runs()).toBe(2);
  });

  it('drops what it kept when the feed goes down, so nothing from before comes back with it', async () => {
    const { feed, read, runs } = setup();
    await read('a');
    feed.setLive(false);
    feed.setLive(true);
    await read('a');
    expect(runs()).toBe(2);
  });

  it('does not keep an answer whose tables changed while it was being read', async () => {
    const { feed, cache } = setup();
    let release: () => void = () => undefined;
    const slow = cache.json(
      'a',
      ['bookings'],
      () => new Promise<Buffer>((resolve) => (release = () => resolve(Buffer.from('old')))),
    );
    feed.emit('bookings');
    release();
    expect((await slow).toString()).toBe('old');
    expect(cache.size).toBe(0);
    expect((await cache.json('a', ['bookings'], async () => Buffer.from('new'))).toString()).toBe('new');
  });

  it('runs one read for concurrent misses of the same key, and shares its failure', async () => {
    const { cache } = setup();
    let runs = 0;
    let release: () => void = () => undefined;
    const compute = () => {
      runs++;
      return new Promise<Buffer>((resolve) => (release = () => resolve(Buffer.from('answer'))));
    };
    const both = Promise.all([cache.json('a', ['bikes'], compute), cache.json('a', ['bikes'], compute)]);
    release();
    expect((await both).map(String)).toEqual(['answer', 'answer']);
    expect(runs).toBe(1);

    const failing = () => Promise.reject(new Error('database down'));
    await expect(
      Promise.all([cache.json('b', ['bikes'], failing), cache.json('b', ['bikes'], failing)]),
    ).rejects.toThrow('database down');
    expect(String(await cache.json('b', ['bikes'], async () => Buffer.from('recovered')))).toBe('recovered');
  });

  it('holds at most maxEntries answers, forgetting the least recently used, and never a long one', async () => {
    const { cache, read, runs } = setup({ maxEntries: 2, maxEntryBytes: 30 });
    await read('a');
    await read('b');
    await read('a');
    await read('c');
    expect(cache.size).toBe(2);
    await read('a');
    expect(runs()).toBe(3);
    await read('b');
    expect(runs()).toBe(4);

    const long = Buffer.from('x'.repeat(31));
    await cache.json('long', ['bikes'], async () => long);
    let again = 0;
    await cache.json('long', ['bikes'], async () => {
      again++;
      return long;
    });
    expect(again).toBe(1);
  });
});
