import { desc, eq } from 'drizzle-orm';
import type { BikeReview } from '#shared/api/reviews.ts';
import { istDate } from '#shared/domain/time.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { reviews, users } from '#server/db/schema/index.ts';

/** How many reviews the checkout page's strip shows at most. */
export const BIKE_REVIEWS_SHOWN = 30;

/** What `listBikeReviews` reads. */
export const listBikeReviewsReads = [reviews, users] as const;

/** A bike's reviews, newest first, with each reviewer's photo and name. */
export async function listBikeReviews(db: DbOrTx, bikeId: string): Promise<BikeReview[]> {
  const rows = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      message: reviews.message,
      createdAt: reviews.createdAt,
      image: users.image,
      fname: users.fname,
      lname: users.lname,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.bikeId, bikeId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(BIKE_REVIEWS_SHOWN);
  return rows.map((row) => ({
    _id: row.id,
    rating: row.rating,
    message: row.message,
    date: istDate(row.createdAt),
    user: { image: row.image, fname: row.fname, lname: row.lname },
  }));
}
