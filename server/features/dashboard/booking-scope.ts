import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { bookings } from '#server/db/schema/index.ts';

/** Whose bookings a dashboard counts: one partner's, or (admin) everyone's. */
export interface DashboardScope {
  partnerId?: string;
}

/**
 * Bookings a dashboard counts: paid rides and their outcome (booked, cancelled, completed), never
 * payment holds; narrowed to one partner when the scope names one.
 */
export function countedBookings(scope: DashboardScope): SQL {
  const counted = inArray(bookings.status, ['booked', 'cancelled', 'completed']);
  return scope.partnerId ? sql`(${counted} AND ${eq(bookings.partnerId, scope.partnerId)})` : counted;
}
