import { and, eq, inArray } from 'drizzle-orm';
import { bookingStatusesShown } from '#shared/api/booking.ts';
import type { CancellationQuote } from '#shared/api/cancellations.ts';
import { msg } from '#shared/messages.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bookings } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { refundBasisColumns, refundSplit } from './refund-split.ts';

/**
 * GET /api/cancellationQuote: what cancelling one of the caller's booked rides at `now` gives back,
 * under the policy in force when it was paid. Another customer's ride, a payment hold or an unknown id
 * are 404; a ride no longer booked, or whose pick-up time has come (exactly at pick-up counts as
 * started), 409 with cancelRide's messages.
 */
export async function quoteCancellation(
  db: DbOrTx,
  userId: string,
  bookingId: string,
  now: Date,
): Promise<CancellationQuote> {
  const [row] = await db
    .select(refundBasisColumns)
    .from(bookings)
    .where(
      and(eq(bookings.id, bookingId), eq(bookings.userId, userId), inArray(bookings.status, [...bookingStatusesShown])),
    );
  if (!row) throw new AppError('NOT_FOUND', msg.rideNotFound);
  if (row.status !== 'booked') throw new AppError('CONFLICT', msg.bookingNotCancellable);
  if (row.pickupAt.getTime() <= now.getTime()) throw new AppError('CONFLICT', msg.rideStarted);
  return refundSplit(db, row, now);
}
