import { and, eq } from 'drizzle-orm';
import type { Ride } from '#shared/api/rides.ts';
import { msg } from '#shared/messages.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bookings } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { applyTransition } from './apply-transition.ts';
import { isRide, isRideRow, selectRides, toRide } from './ride-answer.ts';

/**
 * cancelRide: the caller cancels one of their booked rides whose pick-up is still ahead (the
 * cancelByCustomer transition: one conditional UPDATE, so a partner completing or cancelling it at the
 * same moment cannot both win); `cancelled` is final and frees the bike for that window at once.
 * Another customer's ride, a payment hold or an unknown id are 404; a ride already cancelled or
 * completed, or already started, 409. Refunds are out of scope (decision D36).
 */
export async function cancelRide(db: DbOrTx, userId: string, bookingId: string): Promise<Ride> {
  const outcome = await applyTransition(db, 'cancelByCustomer', { bookingId, by: { role: 'customer', userId } });
  const [row] = await selectRides(db).where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId), isRide));
  if (!row || !isRideRow(row)) throw new AppError('NOT_FOUND', msg.rideNotFound);
  if (!outcome.ok) {
    throw new AppError('CONFLICT', row.status === 'booked' ? msg.rideStarted : msg.rideAlreadyFinal(row.status));
  }
  return toRide(row);
}
