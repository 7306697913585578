import { and, eq } from 'drizzle-orm';
import type { RatingAndReviewBody } from '#shared/api/reviews.ts';
import { msg } from '#shared/messages.ts';
import type { Db } from '#server/db/client.ts';
import { bookings, reviews } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { hasSqlState, UNIQUE_VIOLATION } from '#server/lib/sql-state.ts';

/**
 * ratingAndReview: the caller rates one of their own completed rides, once. The customer comes from
 * the token and the bike from the booking (a `bikeId` in the payload is not trusted). Another
 * customer's booking, a payment hold or an unknown id are 404; a ride not completed yet 409; a second
 * rating 409 (the unique index on `booking_id` settles two at the same moment).
 */
export async function rateRide(db: Db, userId: string, input: RatingAndReviewBody['newData']): Promise<void> {
  const [booking] = await db
    .select({ id: bookings.id, bikeId: bookings.bikeId, status: bookings.status })
    .from(bookings)
    .where(and(eq(bookings.id, input.bookingId), eq(bookings.userId, userId)));
  if (!booking || booking.status === 'pending' || booking.status === 'expired') {
    throw new AppError('NOT_FOUND', msg.rideNotFound);
  }
  if (booking.status !== 'completed') throw new AppError('CONFLICT', msg.rideNotCompleted);
  try {
    await db
      .insert(reviews)
      .values({ bookingId: booking.id, userId, bikeId: booking.bikeId, rating: input.stars, message: input.review });
  } catch (error) {
    if (hasSqlState(error, UNIQUE_VIOLATION)) throw new AppError('CONFLICT', msg.rideAlreadyRated);
    throw error;
  }
}
