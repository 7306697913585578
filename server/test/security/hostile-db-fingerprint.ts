import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';

/** Per table of the public schema: its row count and an md5 over every row's text form. */
export type DbFingerprint = Record<string, { rows: number; hash: string }>;

interface Rows<T> {
  rows: T[];
}

/** Both drivers (PGlite and node-postgres) answer `execute` with `{ rows }`. */
function asRows<T>(result: unknown): Rows<T> {
  return result as Rows<T>;
}

/**
 * A fingerprint of everything the app stores, to prove that a batch of refused requests changed
 * nothing. Rows are hashed in the order of their text form, so the physical order (which an UPDATE
 * that writes the same values can change) does not matter, while any changed value does.
 */
export async function dbFingerprint(db: DbOrTx): Promise<DbFingerprint> {
  const tables = asRows<{ tablename: string }>(
    await db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`),
  );
  const fingerprint: DbFingerprint = {};
  if (tables.rows.length === 0) return fingerprint;
  // one round trip for every table: this runs twice per route in the hostile-input walk
  const perTable = tables.rows.map(
    ({ tablename }) =>
      sql`select ${tablename}::text as name, count(*)::int as rows,
            coalesce(md5(string_agg(t::text, E'\n' order by t::text)), '') as hash
          from ${sql.identifier('public')}.${sql.identifier(tablename)} t`,
  );
  const result = asRows<{ name: string; rows: number; hash: string }>(
    await db.execute(sql.join(perTable, sql` union all `)),
  );
  for (const row of result.rows) fingerprint[row.name] = { rows: Number(row.rows), hash: row.hash };
  return fingerprint;
}

/** The tables whose fingerprint differs, e.g. `['bikes: 3 → 4 rows']`; empty when nothing changed. */
export function fingerprintChanges(before: DbFingerprint, after: DbFingerprint): string[] {
  const changes: string[] = [];
  for (const table of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const a = before[table];
    const b = after[table];
    if (!a || !b) changes.push(`${table}: table ${a ? 'dropped' : 'created'}`);
    else if (a.rows !== b.rows) changes.push(`${table}: ${a.rows} → ${b.rows} rows`);
    else if (a.hash !== b.hash) changes.push(`${table}: rows changed`);
  }
  return changes;
}
