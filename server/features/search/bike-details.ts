import { and, eq, sql } from 'drizzle-orm';
import type { PartnerLocation } from '#shared/api/partner.ts';
import type { BikeReview } from '#shared/api/reviews.ts';
import type { BikeDetails } from '#shared/api/search.ts';
import { msg } from '#shared/messages.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bikes, partners } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { bikeCardColumns, listedBike } from '#server/features/catalog/listed-bikes.ts';
import { listLocationPoints, listLocationPointsReads } from '#server/features/partners/list-location-points.ts';
import { defineCachedRead } from '#server/lib/read-cache/cached-read.ts';
import { listBikeReviews, listBikeReviewsReads } from '#server/features/reviews/list-bike-reviews.ts';

/**
 * getBikeDetails: a listed bike with its city, its reviews and its partner's pick-up/drop points. A
 * hidden, deleted or unknown bike, or one whose partner is no longer verified and active, is a 404.
 */
export async function getBikeDetails(
  db: DbOrTx,
  bikeId: string,
): Promise<{ data: BikeDetails; review: BikeReview[]; locations: PartnerLocation[] }> {
  const [bike] = await db
    .select({
      ...bikeCardColumns,
      makeYear: bikes.makeYear,
      deposit: bikes.deposit,
      city: sql<string>`coalesce(${partners.city}, '')`,
      partnerId: partners.id,
    })
    .from(bikes)
    .innerJoin(partners, eq(partners.id, bikes.partnerId))
    .where(and(eq(bikes.id, bikeId), listedBike));
  if (!bike) throw new AppError('NOT_FOUND', msg.bikeNotFound);
  const [review, locations] = await Promise.all([
    listBikeReviews(db, bike._id),
    listLocationPoints(db, bike.partnerId),
  ]);
  return { data: { ...bike, partnerId: { _id: bike.partnerId } }, review, locations };
}

/** getBikeDetails, kept per bike id. An unknown or unlisted bike's 404 is thrown, and errors are never kept. */
export const cachedBikeDetails = defineCachedRead({
  name: 'bikeDetails',
  reads: [bikes, partners, ...listBikeReviewsReads, ...listLocationPointsReads],
  run: getBikeDetails,
});
