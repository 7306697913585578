import { and, eq } from 'drizzle-orm';
import type { Order } from '#shared/api/booking.ts';
import { msg } from '#shared/messages.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bookings } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { isRide, isRideRow, selectRides, toOrder } from './ride-answer.ts';

/**
 * findOrder: the invoice of one of the caller's paid bookings (booked, cancelled or completed), with
 * the amounts stored when it was paid. Another customer's booking, a payment hold and an unknown id
 * are all 404: the answer does not tell whether someone else's order exists.
 */
export async function findOrder(db: DbOrTx, userId: string, bookingId: string): Promise<Order> {
  const [row] = await selectRides(db).where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId), isRide));
  if (!row || !isRideRow(row)) throw new AppError('NOT_FOUND', msg.orderNotFound);
  return toOrder(row);
}
