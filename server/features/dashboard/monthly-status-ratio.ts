import { and, count, eq, gte, sql } from 'drizzle-orm';
import { TIME_ZONE } from '#shared/domain/limits.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bookings } from '#server/db/schema/index.ts';
import { countedBookings, type DashboardScope } from './booking-scope.ts';

/** What `monthlyStatusRatio` reads. */
export const monthlyStatusRatioReads = [bookings] as const;

/**
 * 'booking & cancel ratio': of the bookings made this month (India time), how many are now cancelled
 * and how many completed. NOTE: bookings carry no time of their status change, so the month is the
 * month the booking was made, like the weekly chart.
 */
export async function monthlyStatusRatio(
  db: DbOrTx,
  scope: DashboardScope,
): Promise<{ cancelled: number; completed: number }> {
  const monthStart = sql`(date_trunc('month', now() AT TIME ZONE ${TIME_ZONE}) AT TIME ZONE ${TIME_ZONE})`;
  const [row] = await db
    .select({
      cancelled: count(sql`CASE WHEN ${eq(bookings.status, 'cancelled')} THEN 1 END`),
      completed: count(sql`CASE WHEN ${eq(bookings.status, 'completed')} THEN 1 END`),
    })
    .from(bookings)
    .where(and(countedBookings(scope), gte(bookings.createdAt, monthStart)));
  return { cancelled: row?.cancelled ?? 0, completed: row?.completed ?? 0 };
}
