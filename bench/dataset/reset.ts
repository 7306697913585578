import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { rows } from './bulk-load.ts';

/** True when the database holds any account, bike or booking (the generator then needs --reset). */
export async function hasData(db: DbOrTx): Promise<boolean> {
  const [found] = await rows<{ any: boolean }>(
    db,
    sql`select exists (select 1 from admins) or exists (select 1 from users) or exists (select 1 from partners)
        or exists (select 1 from bikes) or exists (select 1 from bookings) as any`,
  );
  return found?.any === true;
}

/**
 * Empties every table of the app (the `public` schema; the migration journal lives in `drizzle`),
 * whatever the migrations have added, in one TRUNCATE.
 */
export async function emptyTables(db: DbOrTx): Promise<void> {
  const tables = await rows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  if (tables.length === 0) return;
  const list = sql.join(
    tables.map((t) => sql`${sql.identifier('public')}.${sql.identifier(t.name)}`),
    sql`, `,
  );
  await db.execute(sql`truncate ${list} restart identity cascade`);
}
