import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { bookings } from '#server/db/schema/index.ts';
import { applyTransition } from '../apply-transition.ts';

/**
 * Run at every start (server/main.ts): a `pending` hold without a provider order id can only be left
 * by a crash of an older version, which inserted the hold first and stored the order id in a second
 * statement. Nobody can pay it (the customer never got an order), so it is released at once instead
 * of blocking its bike for 15 minutes: the releaseHold move, on the customer's behalf (as their next
 * 'Make payment' would). Since D52 the hold and its order id are one INSERT, so this normally
 * finds nothing. Answers how many were released.
 */
export async function expireOrderlessHolds(db: Db): Promise<number> {
  const orderless = await db
    .select({ id: bookings.id, userId: bookings.userId })
    .from(bookings)
    .where(and(eq(bookings.status, 'pending'), isNull(bookings.providerOrderId)));
  let released = 0;
  for (const hold of orderless) {
    const outcome = await applyTransition(db, 'releaseHold', {
      bookingId: hold.id,
      by: { role: 'customer', userId: hold.userId },
    });
    if (outcome.ok) released += 1;
  }
  return released;
}
