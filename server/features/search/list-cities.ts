import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { bikes, partners } from '#server/db/schema/index.ts';
import { listedBike } from '#server/features/catalog/listed-bikes.ts';

/**
 * retriveCities: the cities (of partners) with at least one listed bike, alphabetical. Two partners
 * who typed one city in different letter case give one entry.
 */
export async function listCities(db: DbOrTx): Promise<string[]> {
  const key = sql`lower(trim(${partners.city}))`;
  const rows = await db
    .select({ city: sql<string>`min(trim(${partners.city}))` })
    .from(bikes)
    .innerJoin(partners, eq(partners.id, bikes.partnerId))
    .where(and(listedBike, isNotNull(partners.city), sql`trim(${partners.city}) <> ''`))
    .groupBy(key)
    .orderBy(key);
  return rows.map((row) => row.city);
}
