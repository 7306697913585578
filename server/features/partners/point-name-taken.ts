import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { partnerLocations } from '#server/db/schema/index.ts';

/** True when the partner has another point with this name, letter case ignored (the unique index's rule). */
export async function pointNameTaken(db: DbOrTx, partnerId: string, name: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: partnerLocations.id })
    .from(partnerLocations)
    .where(
      and(
        eq(partnerLocations.partnerId, partnerId),
        sql`lower(${partnerLocations.name}) = lower(${name})`,
        exceptId ? ne(partnerLocations.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
