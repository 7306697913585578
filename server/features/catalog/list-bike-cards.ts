import { asc, desc, eq } from 'drizzle-orm';
import type { BikeCard } from '#shared/api/catalog.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bikes, partners } from '#server/db/schema/index.ts';
import { defineCachedRead } from '#server/lib/read-cache/cached-read.ts';
import { bikeCardColumns, listedBike } from './listed-bikes.ts';

/** How many bikes the home page's OUR FLEET grid shows. */
export const FLEET_SIZE = 8;
/**
 * A safety cap on the tariff grid: it is meant to list every bike, but one answer should not grow
 * without bound as partners add bikes (decision D14).
 */
export const TARIFF_MAX_BIKES = 500;

function listedCards(db: DbOrTx) {
  return db.select(bikeCardColumns).from(bikes).innerJoin(partners, eq(partners.id, bikes.partnerId)).where(listedBike);
}

/** ourFleet: the newest listed bikes (id breaks ties, so the order is stable). */
export function listFleet(db: DbOrTx, limit: number = FLEET_SIZE): Promise<BikeCard[]> {
  return listedCards(db).orderBy(desc(bikes.createdAt), desc(bikes.id)).limit(limit);
}

/** getTariff: every listed bike, cheapest first, then by brand and name. */
export function listTariff(db: DbOrTx): Promise<BikeCard[]> {
  return listedCards(db)
    .orderBy(asc(bikes.rentPerHour), asc(bikes.brand), asc(bikes.name), asc(bikes.id))
    .limit(TARIFF_MAX_BIKES);
}

/** ourFleet, kept: the same for every caller. */
export const cachedFleet = defineCachedRead({ name: 'fleet', reads: [bikes, partners], run: (db) => listFleet(db) });
