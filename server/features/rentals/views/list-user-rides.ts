import { and, desc, eq } from 'drizzle-orm';
import type { Ride } from '#shared/api/rides.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bookings, reviews } from '#server/db/schema/index.ts';
import type { FileSigner } from '#server/features/files/signed-url.ts';
import { isRide, isRideRow, selectRides, toRide } from './ride-answer.ts';

/** A safety cap: My Rides is one list without pages. */
export const MAX_RIDES_LISTED = 500;

/**
 * userRides: the caller's rides (booked, cancelled, completed; never payment holds), newest first, and
 * `doneReviews`: the ids of the caller's bookings that have a review.
 */
export async function listUserRides(
  db: DbOrTx,
  userId: string,
  now: Date,
  sign: FileSigner,
): Promise<{ rides: Ride[]; doneReviews: string[] }> {
  const rows = await selectRides(db)
    .where(and(eq(bookings.userId, userId), isRide))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(MAX_RIDES_LISTED);
  const reviewed = await db.select({ bookingId: reviews.bookingId }).from(reviews).where(eq(reviews.userId, userId));
  return {
    rides: rows.filter(isRideRow).map((row) => toRide(row, now, sign)),
    doneReviews: reviewed.map((row) => row.bookingId),
  };
}
