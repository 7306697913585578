import { and, eq, exists, isNotNull, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#server/db/client.ts';
import { bikes, partners } from '#server/db/schema/index.ts';
import { listedBike } from '#server/lib/bike-rules.ts';
import { cityKeySql } from '#server/lib/city-key.ts';

/**
 * retriveCities: the cities (of partners) with at least one listed bike, alphabetical. Two partners
 * who typed one city in different letter case (or full-width letters, or spaces around it) give one entry:
 * one per city key, as the search keys cities (server/lib/city-key.ts).
 * NOTE: asked per partner (one probe of bikes_listed_partner_idx each), not by joining every bike.
 * The subquery comes from a query builder so `partners.id` stays qualified (see bike-is-free.ts).
 */
export async function listCities(db: DbOrTx): Promise<string[]> {
  const key = cityKeySql(partners.city);
  const hasListedBike = exists(
    new QueryBuilder()
      .select({ one: sql`1` })
      .from(bikes)
      .where(and(eq(bikes.partnerId, partners.id), listedBike)),
  );
  const rows = await db
    .select({ city: sql<string>`min(trim(${partners.city}))` })
    .from(partners)
    .where(and(isNotNull(partners.city), sql`${key} <> ''`, hasListedBike))
    .groupBy(key)
    .orderBy(key);
  return rows.map((row) => row.city);
}
