import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';

/**
 * The rows of a hand-written query (aggregates the query builder would only obscure). Both drivers
 * answer `{ rows }`; values come back as the driver gives them (a bigint sum as a string on pg), so
 * callers convert numbers with Number().
 */
export async function selectRows(db: DbOrTx, query: SQL): Promise<Record<string, unknown>[]> {
  const result = (await db.execute(query)) as { rows?: Record<string, unknown>[] };
  return result.rows ?? [];
}
