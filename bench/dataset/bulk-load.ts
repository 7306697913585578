import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';

/**
 * Loading a big table fast: its secondary indexes, its keys (primary, unique, foreign) and the foreign
 * keys that point at it are dropped first and rebuilt after (one sorted build and one join per key
 * instead of a million random index and key lookups, which with random UUIDs is most of the cost),
 * inside the caller's transaction, so a failed load leaves the schema as it was. Check constraints
 * and the exclusion constraint stay: the generator never writes overlapping rides, and the
 * constraint checks that as the rows land. Whatever the migrations add later is handled the same way,
 * since the definitions are read from the catalogue.
 */

export async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  // both drivers (PGlite and node-postgres) answer `execute` with `{ rows }`
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** Times a named step (Progress.timed); the default just runs it. */
export type Timer = <T>(name: string, run: () => Promise<T>) => Promise<T>;

interface Definition {
  /** the table the constraint is on (as the catalogue prints it) */
  on: string;
  name: string;
  def: string;
}

/** Index and constraint names of a table and of the foreign keys pointing at it. */
export async function schemaObjects(db: DbOrTx, table: string): Promise<string[]> {
  const found = await rows<{ name: string }>(
    db,
    sql`select relname as name from pg_index join pg_class on pg_class.oid = indexrelid where indrelid = ${table}::regclass
        union select conname from pg_constraint where conrelid = ${table}::regclass or confrelid = ${table}::regclass
        order by 1`,
  );
  return found.map((r) => r.name);
}

/**
 * Runs `load` on `table` without its secondary indexes and keys, then recreates them and checks that
 * every index and constraint is back. Call inside a transaction.
 */
export async function loadWithoutIndexes<T>(
  tx: DbOrTx,
  table: string,
  load: () => Promise<T>,
  time: Timer = (_name, run) => run(),
): Promise<T> {
  const before = await schemaObjects(tx, table);
  // indexes that back a constraint (primary key, exclusion) go with their constraint, or stay
  const indexes = await rows<Definition>(
    tx,
    sql`select c.relname as name, pg_get_indexdef(c.oid) as def from pg_index x join pg_class c on c.oid = x.indexrelid
        where x.indrelid = ${table}::regclass and not exists (select 1 from pg_constraint k where k.conindid = x.indexrelid)`,
  );
  // in the order they can be dropped: keys pointing at the table, its own foreign keys, its own keys
  const constraints = await rows<Definition>(
    tx,
    sql`select conrelid::regclass::text as on, conname as name, pg_get_constraintdef(oid) as def from pg_constraint
        where (confrelid = ${table}::regclass and contype = 'f') or (conrelid = ${table}::regclass and contype in ('f', 'p', 'u'))
        order by (confrelid = ${table}::regclass and conrelid <> ${table}::regclass) desc, contype = 'f' desc, conname`,
  );
  for (const c of constraints) await tx.execute(sql`alter table ${sql.raw(c.on)} drop constraint ${sql.identifier(c.name)}`);
  for (const index of indexes) await tx.execute(sql`drop index ${sql.identifier(index.name)}`);

  const result = await load();

  await time(`${table}: rebuild`, async () => {
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    for (const index of indexes) await tx.execute(sql.raw(index.def));
    for (const c of [...constraints].reverse()) {
      await tx.execute(sql`alter table ${sql.raw(c.on)} add constraint ${sql.identifier(c.name)} ${sql.raw(c.def)}`);
    }
  });
  const after = await schemaObjects(tx, table);
  const missing = before.filter((name) => !after.includes(name));
  if (missing.length > 0) throw new Error(`${table}: not rebuilt: ${missing.join(', ')}`);
  return result;
}
