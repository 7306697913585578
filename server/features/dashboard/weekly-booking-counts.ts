import { and, count, gte, lt, sql } from 'drizzle-orm';
import type { WeekDayCount } from '#shared/api/partner.ts';
import { TIME_ZONE } from '#shared/domain/limits.ts';
import { WEEK_DAY_NAMES } from '#shared/domain/time.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bookings } from '#server/db/schema/index.ts';
import { countedBookings, type DashboardScope } from './booking-scope.ts';

/** What `weeklyBookingCounts` reads. */
export const weeklyBookingCountsReads = [bookings] as const;

/**
 * 'weekly sales': bookings made on each day of the current week in India time, Monday to Sunday,
 * zeros included. Counted in SQL over one `created_at` range, the week's India midnights turned into
 * instants, so one range of a counted-bookings index is read (bookings_partner_counted_idx for a
 * partner, bookings_counted_created_idx for the admin) and no row is loaded into memory.
 */
export async function weeklyBookingCounts(db: DbOrTx, scope: DashboardScope): Promise<WeekDayCount[]> {
  // Monday 00:00 of this week as an India wall-clock timestamp (no time zone).
  const monday = sql`date_trunc('week', now() AT TIME ZONE ${TIME_ZONE})`;
  const weekStart = sql`(${monday} AT TIME ZONE ${TIME_ZONE})`;
  const weekEnd = sql`((${monday} + interval '7 days') AT TIME ZONE ${TIME_ZONE})`;
  const rows = await db
    .select({
      // 0 = Monday … 6 = Sunday, of the India date the booking was made on
      day: sql<number>`extract(isodow from ${bookings.createdAt} AT TIME ZONE ${TIME_ZONE})::int - 1`.mapWith(Number),
      count: count(),
    })
    .from(bookings)
    .where(and(countedBookings(scope), gte(bookings.createdAt, weekStart), lt(bookings.createdAt, weekEnd)))
    // NOTE: by position: the day expression carries its own parameter, so repeating it would not match
    .groupBy(sql`1`);
  const counts = new Map(rows.map((row) => [row.day, row.count]));
  return WEEK_DAY_NAMES.map((dayName, day) => ({ dayName, count: counts.get(day) ?? 0 }));
}
