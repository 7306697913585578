import { asc, eq } from 'drizzle-orm';
import type { PartnerLocation } from '#shared/api/partner.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { partnerLocations } from '#server/db/schema/index.ts';

/** What `listLocationPoints` reads. */
export const listLocationPointsReads = [partnerLocations] as const;

/** The partner's pick-up/drop points, oldest first (the order they were added). */
export async function listLocationPoints(db: DbOrTx, partnerId: string): Promise<PartnerLocation[]> {
  const rows = await db
    .select({ id: partnerLocations.id, name: partnerLocations.name })
    .from(partnerLocations)
    .where(eq(partnerLocations.partnerId, partnerId))
    .orderBy(asc(partnerLocations.createdAt), asc(partnerLocations.id));
  return rows.map((row) => ({ _id: row.id, name: row.name }));
}
