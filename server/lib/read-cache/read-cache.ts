import { ANY_TABLE, type ChangeFeed } from '#server/db/change-feed.ts';

export interface ReadCacheOptions {
  /** how long an answer may be kept at most, changes or not (0: the cache is off) */
  ttlMs: number;
  /** answers kept at most; the least recently used goes first */
  maxEntries: number;
  /** an answer longer than this (bytes of JSON) is never kept */
  maxEntryBytes: number;
  now?: () => number;
}

interface Entry {
  body: Buffer;
  stamp: string;
  expiresAt: number;
}

/**
 * JSON answers of reads, kept until a table they were read from changes (decision D46). Every change
 * the database commits, from this process or another, reaches the cache through `ChangeFeed` and
 * moves that table's version on; an answer is served only while the versions it was read at are
 * still current, so it is never older than the last committed write. The time limit covers what
 * changes without a write: a payment hold running out, a new month on a dashboard.
 * NOTE: an answer is stamped with the versions of before its queries, and not kept if one moved
 * while they ran (they may have read either side of that change).
 */
export class ReadCache {
  readonly #feed: ChangeFeed;
  readonly #options: Required<ReadCacheOptions>;
  /** moved on by every change of the table; ANY_TABLE moves every stamp */
  readonly #versions = new Map<string, number>();
  /** when each table last changed (ms, the cache's clock) */
  readonly #changedAt = new Map<string, number>();
  /** in least-recently-used order (a hit moves its entry to the end) */
  readonly #entries = new Map<string, Entry>();
  /** the computation under way per key and stamp: concurrent misses share one */
  readonly #pending = new Map<string, Promise<Buffer>>();
  readonly #unsubscribe: () => void;
  hits = 0;
  misses = 0;

  constructor(feed: ChangeFeed, options: ReadCacheOptions) {
    this.#feed = feed;
    this.#options = { now: Date.now, ...options };
    this.#unsubscribe = feed.subscribe((table) => this.#changed(table));
  }

  get size(): number {
    return this.#entries.size;
  }

  /**
   * The JSON of `key`'s answer: kept, or made by `compute` (and kept) when none is current.
   * `tables` are every table `compute` reads. NOTE: bytes, not a string: sent as they are, with no
   * UTF-8 encoding per request, and held outside the JS heap.
   * `settleMs` (an answer computed on a read replica): the replica may still lack a change of the
   * last `settleMs`, so a miss within that time of a change of `tables` is answered, not kept (kept,
   * it would outlive the lag until the next change). A hit is always as fresh as the primary.
   */
  async json(
    key: string,
    tables: readonly string[],
    compute: () => Promise<Buffer>,
    settleMs = 0,
  ): Promise<Buffer> {
    if (this.#options.ttlMs <= 0 || !this.#feed.live) return compute();
    const stamp = this.#stamp(tables);
    const now = this.#options.now();
    const entry = this.#entries.get(key);
    if (entry && entry.stamp === stamp && entry.expiresAt > now) {
      this.hits++;
      this.#entries.delete(key);
      this.#entries.set(key, entry);
      return entry.body;
    }
    this.misses++;
    if (settleMs > 0 && now - this.#lastChange(tables) < settleMs) return compute();
    // a replica's computation is shared only by reads that may use the replica: one on the primary
    // (a client that just wrote) neither waits on its lag nor fails with it
    const pendingKey = `${stamp}${settleMs > 0 ? ' replica' : ''} ${key}`;
    const pending = this.#pending.get(pendingKey);
    if (pending) return pending;
    const computation = compute().then((body) => {
      if (this.#feed.live && this.#stamp(tables) === stamp && body.length <= this.#options.maxEntryBytes) {
        this.#store(key, { body, stamp, expiresAt: now + this.#options.ttlMs });
      }
      return body;
    });
    this.#pending.set(pendingKey, computation);
    try {
      return await computation;
    } finally {
      this.#pending.delete(pendingKey);
    }
  }

  close(): void {
    this.#unsubscribe();
    this.#entries.clear();
  }

  #stamp(tables: readonly string[]): string {
    let stamp = String(this.#versions.get(ANY_TABLE) ?? 0);
    for (const table of tables) stamp += `.${this.#versions.get(table) ?? 0}`;
    return stamp;
  }

  #lastChange(tables: readonly string[]): number {
    let last = this.#changedAt.get(ANY_TABLE) ?? Number.NEGATIVE_INFINITY;
    for (const table of tables) last = Math.max(last, this.#changedAt.get(table) ?? Number.NEGATIVE_INFINITY);
    return last;
  }

  #changed(table: string): void {
    this.#changedAt.set(table, this.#options.now());
    this.#versions.set(table, (this.#versions.get(table) ?? 0) + 1);
    if (table === ANY_TABLE) this.#entries.clear();
  }

  #store(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    while (this.#entries.size > this.#options.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }
}
