import { getTableName, type Table } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import type { ReadCache } from './read-cache.ts';

/**
 * A read whose answers may be kept by a `ReadCache`: the query and the tables it depends on, declared
 * together in the feature that runs it, so a join added to the query is added to its tables in the
 * same file (and `declared-tables.test.ts` fails when it is not).
 */
export interface CachedRead<Input, Output> {
  /** unique among cached reads: the first word of every key */
  readonly name: string;
  /** the names of the tables whose writes may change the answer to `input` */
  tables: (input: Input) => readonly string[];
  run: (db: DbOrTx, input: Input) => Promise<Output>;
}

export interface CachedReadDefinition<Input, Output> {
  name: string;
  /**
   * Every table the queries of `run` read, for every input or per input. A table kept by triggers
   * from another (booking_totals from bookings) comes with that other: this process hears of its own
   * write to the source at once, and of the kept table only through the NOTIFY, a little later.
   */
  reads: readonly Table[] | ((input: Input) => readonly Table[]);
  run: (db: DbOrTx, input: Input) => Promise<Output>;
}

const defined = new Map<string, CachedRead<never, unknown>>();

/** Declares a cached read (see `CachedRead`); names are unique. */
export function defineCachedRead<Input, Output>(
  definition: CachedReadDefinition<Input, Output>,
): CachedRead<Input, Output> {
  if (defined.has(definition.name)) throw new Error(`cached read ${definition.name} is declared twice`);
  const { name, reads, run } = definition;
  const tables = typeof reads === 'function' ? (input: Input) => tableNames(reads(input)) : always(tableNames(reads));
  const read: CachedRead<Input, Output> = { name, tables, run };
  defined.set(name, read);
  return read;
}

/** Every cached read declared by the modules loaded so far (the guard test loads the whole app). */
export function declaredCachedReads(): readonly CachedRead<never, unknown>[] {
  return [...defined.values()];
}

function always<T>(value: T): () => T {
  return () => value;
}

/** per list of tables: a read's `reads(input)` returns one of a few constant lists, on every request */
const namesOf = new WeakMap<readonly Table[], readonly string[]>();

/** The names the change triggers of migration 0009 notify for these tables. */
function tableNames(tables: readonly Table[]): readonly string[] {
  let names = namesOf.get(tables);
  if (!names) {
    names = [...new Set(tables.map((table) => getTableName(table)))];
    namesOf.set(tables, names);
  }
  return names;
}

/**
 * The JSON of `read`'s answer to `input`: kept by `cache`, or run and turned into bytes by `encode`
 * (and kept). `scope` tells apart users of one read whose bytes differ (a route's own envelope);
 * everything else the answer depends on must be in `input`. `settleMs`: see `ReadCache.json` (a
 * read replica's answer).
 */
export function cachedJson<Input, Output>(
  cache: ReadCache,
  db: DbOrTx,
  read: CachedRead<Input, Output>,
  input: Input,
  encode: (output: Output) => Buffer,
  scope = '',
  settleMs = 0,
): Promise<Buffer> {
  const key = `${read.name}${scope} ${JSON.stringify(input ?? null)}`;
  return cache.json(key, read.tables(input), async () => encode(await read.run(db, input)), settleMs);
}
