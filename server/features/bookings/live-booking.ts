import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { bookings } from '#server/db/schema/index.ts';

/**
 * A booking that still holds its bike: paid (`booked`), or a payment hold whose 15 minutes have not
 * run out. Expired holds and final states hold nothing.
 */
export const holdsTheBike = or(
  eq(bookings.status, 'booked'),
  and(eq(bookings.status, 'pending'), or(isNull(bookings.holdExpiresAt), gt(bookings.holdExpiresAt, sql`now()`))),
);

/** A booking that holds its bike and is not over yet (upcoming or under way). */
export const upcomingBooking = and(holdsTheBike, gt(bookings.dropAt, sql`now()`));
