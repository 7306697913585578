import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBikesQuery, type GetBikesQuery } from '#shared/api/search.ts';
// the whole app, so every cached read of every route is declared before the tests look
import '#server/app.ts';
import { planNodes, queryRecorder, rawClientOf, type RawClient } from '#server/test/query-plans.ts';
import type { Database } from '#server/db/client.ts';
import { rideTotals } from '#server/features/dashboard/booking-totals.ts';
import { cachedSearchBikes } from '#server/features/search/search-bikes.ts';
import { futureWindow } from '#server/test/kits/booking-test-kit.ts';
import { createAdmin, createBike, createPartner, createUser } from '#server/test/factories.ts';
import { createTestDatabase } from '#server/test/test-database.ts';
import { declaredCachedReads, type CachedRead } from './cached-read.ts';

/*
 * The guard of the read caches (#15): a kept answer is dropped only by a change of a table its read
 * declares, so a table missing there is an answer served stale. For every cached read, and inputs
 * that take each of its paths, the queries it really runs are recorded and EXPLAINed on this run's
 * engine; the tables in their plans (views are expanded there), with the tables those are kept from by
 * triggers, must be exactly the declared ones, and the database must notify a change of each.
 */

let database: Database;
let recorder: ReturnType<typeof queryRecorder>;
let catalogue: Catalogue;
const ids = { bike: '', user: '', partner: '', admin: '' };
const city = `Declared City ${Date.now()}`;

beforeAll(async () => {
  database = await createTestDatabase();
  const client = rawClientOf(database.db);
  recorder = queryRecorder(client);
  catalogue = await readCatalogue(client);
  // a listed bike: a bike's page runs its reviews' and points' queries only for a listed bike
  const partner = await createPartner(database.db, { city });
  const bike = await createBike(database.db, partner.id);
  ids.partner = partner.id;
  ids.bike = bike.id;
  ids.user = (await createUser(database.db)).id;
  ids.admin = (await createAdmin(database.db)).id;
});
afterAll(async () => {
  await database.close();
});

/** Inputs that take every path of each cached read through its queries, by the read's name. */
const samples: Record<string, () => unknown[]> = {
  searchBikes: () => [
    getBikesQuery.parse({}),
    getBikesQuery.parse({ city, category: 'Cruisers', search: 'classic', sort: 'highToLow', ...futureWindow(5) }),
  ],
  bikeDetails: () => [ids.bike],
  fleet: () => [undefined],
  adminDashboard: () => [undefined],
  adminMonthlyRatio: () => [undefined],
  accountState: () => [
    { role: 'user', id: ids.user },
    { role: 'partner', id: ids.partner },
    { role: 'admin', id: ids.admin },
  ],
};

interface Catalogue {
  /** tables whose writes NOTIFY the change feed (migration 0009) */
  notified: Set<string>;
  /** table → the tables whose triggers write it (booking_totals ← bookings) */
  keptFrom: Map<string, Set<string>>;
  /** functions of this database (not of an extension): a query calling one may read tables no plan shows */
  functions: string[];
}

async function rows<T extends Record<string, unknown>>(client: RawClient, text: string): Promise<T[]> {
  if (client instanceof PGlite) return (await client.query<T>(text)).rows;
  return (await client.query<T>(text)).rows;
}

/** What the database itself says about change notifications, triggers and functions. */
async function readCatalogue(client: RawClient): Promise<Catalogue> {
  const triggers = await rows<{ table: string; fn: string }>(
    client,
    `SELECT c.relname AS "table", p.proname AS fn FROM pg_trigger t
     JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid WHERE NOT t.tgisinternal`,
  );
  const functions = await rows<{ name: string; source: string }>(
    client,
    `SELECT p.proname AS name, p.prosrc AS source FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
     WHERE n.nspname = 'public'
       AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')`,
  );
  const sourceOf = new Map(functions.map((f) => [f.name, f.source]));
  /** the function's text with that of every function it calls, transitively */
  const bodyOf = (name: string, seen = new Set<string>()): string => {
    if (seen.has(name)) return '';
    seen.add(name);
    const source = sourceOf.get(name) ?? '';
    const called = functions.filter((f) => new RegExp(`\\b${f.name}\\s*\\(`, 'i').test(source));
    return [source, ...called.map((f) => bodyOf(f.name, seen))].join('\n');
  };
  const notified = new Set<string>();
  const keptFrom = new Map<string, Set<string>>();
  for (const { table, fn } of triggers) {
    if (fn === 'notify_table_changed') {
      notified.add(table);
      continue;
    }
    for (const [, written] of bodyOf(fn).matchAll(/\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+"?(\w+)"?/gi)) {
      if (!written || written.toLowerCase() === 'set') continue;
      const sources = keptFrom.get(written) ?? new Set<string>();
      sources.add(table);
      keptFrom.set(written, sources);
    }
  }
  return { notified, keptFrom, functions: functions.map((f) => f.name) };
}

/** How `read`'s declaration for `input` differs from what its queries read (all empty: it is right). */
async function checkDeclaration(read: CachedRead<never, unknown>, input: unknown) {
  recorder.take();
  await read.run(recorder.db, input as never);
  const queries = recorder.take();
  expect(queries.length, read.name).toBeGreaterThan(0);
  const required = new Set<string>();
  const calls: string[] = [];
  for (const query of queries) {
    const { plan } = await recorder.explain(query);
    for (const node of planNodes(plan)) if (node['Relation Name']) required.add(node['Relation Name']);
    calls.push(...catalogue.functions.filter((name) => new RegExp(`\\b${name}\\s*\\(`, 'i').test(query.sql)));
  }
  for (const table of required) for (const source of catalogue.keptFrom.get(table) ?? []) required.add(source);
  const declared = new Set(read.tables(input as never));
  return {
    undeclared: [...required].filter((table) => !declared.has(table)).sort(),
    notRead: [...declared].filter((table) => !required.has(table)).sort(),
    unheard: [...declared].filter((table) => !catalogue.notified.has(table)).sort(),
    calls,
  };
}

describe('the tables a cached read declares', () => {
  it('are checked for every cached read of the app', () => {
    expect(declaredCachedReads().map((read) => read.name).sort()).toEqual(Object.keys(samples).sort());
  });

  it.each(declaredCachedReads().map((read) => ({ name: read.name, read })))(
    '$name: exactly the tables its queries read, each one notified on change',
    async ({ name, read }) => {
      const inputs = samples[name]?.() ?? [];
      expect(inputs.length).toBeGreaterThan(0);
      for (const input of inputs) {
        expect(await checkDeclaration(read, input), `${name} ${JSON.stringify(input)}`).toEqual({
          undeclared: [],
          notRead: [],
          unheard: [],
          calls: [],
        });
      }
    },
  );

  it('catches a table left out, and the source a kept table is written from', async () => {
    const window = getBikesQuery.parse({ city, ...futureWindow(5) });
    const forgetful: CachedRead<GetBikesQuery, unknown> = {
      name: 'forgetful',
      tables: () => ['bikes', 'partners'],
      run: cachedSearchBikes.run,
    };
    expect((await checkDeclaration(forgetful, window)).undeclared).toEqual(['bike_blocks', 'bookings']);

    const totalsOnly: CachedRead<undefined, unknown> = {
      name: 'totalsOnly',
      tables: () => ['booking_totals', 'coupons'],
      run: (db) => rideTotals(db, {}),
    };
    const verdict = await checkDeclaration(totalsOnly, undefined);
    // booking_totals is kept from bookings, and bookings' buffers from partners (migration 0023)
    expect(verdict.undeclared).toEqual(['bookings', 'partners']);
    expect(verdict.notRead).toEqual(['coupons']);
    expect(verdict.unheard).toEqual(['coupons']);
  });
});
