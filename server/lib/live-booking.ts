import { and, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import { bookings } from '#server/db/schema/index.ts';

/*
 * Which bookings still count, as SQL conditions any feature may read (search, coupons, partners' points,
 * bike deletion, rentals). The states themselves and every move between them are owned by
 * features/rentals/booking-transitions.ts; these only read them.
 *
 * Payment holds (ARCHITECTURE section 6): a `pending` booking with `hold_expires_at` 15 minutes after
 * bookbike. A hold past that instant blocks nothing (search and booking treat it as free) and is marked
 * `expired` lazily (the expireHold transition), because the exclusion constraint still sees `pending`
 * rows.
 */

/** A hold whose 15 minutes have not run out. */
export const liveHold: SQL = sql`(${and(eq(bookings.status, 'pending'), gt(bookings.holdExpiresAt, sql`now()`))})`;

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
