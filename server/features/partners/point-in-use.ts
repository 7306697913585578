import { and, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { bookings } from '#server/db/schema/index.ts';
import { upcomingBooking } from '#server/lib/live-booking.ts';

/**
 * True when an upcoming or running booking of the partner (paid, or a live payment hold) picks up or
 * drops at the point of this name. Bookings keep a copy of the name the customer chose, so a point
 * they use must keep its name until they are over; past and cancelled bookings do not count.
 */
export async function pointInUse(db: DbOrTx, partnerId: string, name: string): Promise<boolean> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.partnerId, partnerId),
        upcomingBooking,
        or(sql`lower(${bookings.pickUpPoint}) = lower(${name})`, sql`lower(${bookings.dropPoint}) = lower(${name})`),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
