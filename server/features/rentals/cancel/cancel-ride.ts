import { and, eq } from 'drizzle-orm';
import type { Ride } from '#shared/api/rides.ts';
import { msg } from '#shared/messages.ts';
import { bookings } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { cancelWithRefund } from './cancel-with-refund.ts';
import { isRide, isRideRow, selectRides, toRide } from '../views/ride-answer.ts';
import type { RideMoveDeps } from '../ride-move-deps.ts';

/**
 * cancelRide: the caller cancels one of their booked rides whose pick-up is still ahead (exactly at
 * the pick-up time it has started), and the refund of the policy in force when it was paid is written
 * in the same transaction (cancel-with-refund.ts): one conditional UPDATE, so a partner or an admin
 * cancelling at the same moment, or twenty clicks, cannot both win, and the refund is written once.
 * `cancelled` is final and frees the bike for that window at once. Another customer's ride, a payment
 * hold or an unknown id are 404; a ride already cancelled or completed, or already started, 409.
 * `shownRefund` (the refund the customer confirmed, issue #28): when the policy now gives another
 * amount, 409 `refundChanged` with the new quote as `data`, and nothing changes; absent, as before.
 * The mails are queued in the cancellation's transaction and delivered after it.
 */
export async function cancelRide(
  deps: RideMoveDeps,
  userId: string,
  bookingId: string,
  shownRefund?: number,
): Promise<Ride> {
  const outcome = await cancelWithRefund(deps.db, {
    bookingId,
    by: { role: 'customer', userId },
    rule: 'policy',
    at: deps.now(),
    shownRefund,
  });
  const [row] = await selectRides(deps.db).where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId), isRide));
  if (!row || !isRideRow(row)) throw new AppError('NOT_FOUND', msg.rideNotFound);
  if (!outcome.cancelled) {
    throw new AppError('CONFLICT', row.status === 'booked' ? msg.rideStarted : msg.rideAlreadyFinal(row.status));
  }
  await deps.outbox.kick();
  return toRide(row, deps.now(), deps.sign);
}
