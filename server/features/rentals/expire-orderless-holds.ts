import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { bookings } from '#server/db/schema/index.ts';
import { bookingTransitions } from './booking-transitions.ts';

/**
 * Run at every start (server/main.ts): a `pending` hold without a provider order id can only be left
 * by a crash of an older version, which inserted the hold first and stored the order id in a second
 * statement. Nobody can pay it (the customer never got an order), so it is released at once instead
 * of blocking its bike for 15 minutes (the releaseHold move, made by the system). Since decision 49
 * the hold and its order id are one INSERT, so this finds nothing. Answers how many were released.
 */
export async function expireOrderlessHolds(db: Db): Promise<number> {
  const { releaseHold } = bookingTransitions;
  const released = await db
    .update(bookings)
    .set({ status: releaseHold.to })
    .where(and(eq(bookings.status, 'pending'), isNull(bookings.providerOrderId)))
    .returning({ id: bookings.id });
  return released.length;
}
