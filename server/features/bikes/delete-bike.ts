import { and, eq, isNull, sql } from 'drizzle-orm';
import { msg } from '#shared/messages.ts';
import type { Db } from '#server/db/client.ts';
import { bikes, bookings } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { upcomingBooking } from '#server/lib/live-booking.ts';

/**
 * deleteBike: soft-deletes one of the partner's bikes (past bookings and invoices keep it, its plate
 * becomes free). Refused with 409 while the bike has an upcoming or running booking, paid or held.
 * Another partner's bike, a deleted one or an unknown id are NOT_FOUND.
 *
 * NOTE: the bike row is locked FOR UPDATE before the bookings are checked. A booking flow that locks
 * the bike row (FOR SHARE, `deleted_at IS NULL`) before placing its hold therefore either commits first
 * (and this sees its booking) or waits and then finds the bike deleted.
 */
export async function deleteBike(db: Db, partnerId: string, bikeId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [bike] = await tx
      .select({ id: bikes.id })
      .from(bikes)
      .where(and(eq(bikes.id, bikeId), eq(bikes.partnerId, partnerId), isNull(bikes.deletedAt)))
      .for('update');
    if (!bike) throw new AppError('NOT_FOUND');
    const busy = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.bikeId, bike.id), upcomingBooking))
      .limit(1);
    if (busy.length > 0) throw new AppError('CONFLICT', msg.bikeHasUpcomingBookings);
    await tx
      .update(bikes)
      .set({ deletedAt: sql`now()` })
      .where(eq(bikes.id, bike.id));
  });
}
