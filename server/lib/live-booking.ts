import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import { bookings } from '#server/db/schema/index.ts';
import { holdsTheBike } from './bike-rules.ts';

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

// NOTE: which bookings hold their bike is one of the search's rules, written once (SQL and in memory) in
// bike-rules.ts; it is exported from here too for the features that read it with the others.
export { holdsTheBike };

/** A booking that holds its bike and is not over yet (upcoming or under way). */
export const upcomingBooking = and(holdsTheBike, gt(bookings.dropAt, sql`now()`));
