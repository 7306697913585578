import { sql } from 'drizzle-orm';
import type { WeekDayCount } from '#shared/api/partner.ts';
import { TIME_ZONE } from '#shared/domain/limits.ts';
import { WEEK_DAY_NAMES } from '#shared/domain/time.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bookings } from '#server/db/schema/index.ts';
import { countedBookings, type DashboardScope } from './booking-scope.ts';

/**
 * 'weekly sales': bookings made on each day of the current week in India time, Monday to Sunday,
 * zeros included. Counted in SQL: each day's bounds are India midnights turned into instants, so the
 * `created_at` index range applies and no row is loaded into memory.
 */
export async function weeklyBookingCounts(db: DbOrTx, scope: DashboardScope): Promise<WeekDayCount[]> {
  // Monday 00:00 of this week as an India wall-clock timestamp (no time zone).
  const monday = sql`date_trunc('week', now() AT TIME ZONE ${TIME_ZONE})`;
  const dayStart = sql`((${monday} + make_interval(days => d.i)) AT TIME ZONE ${TIME_ZONE})`;
  const dayEnd = sql`((${monday} + make_interval(days => d.i + 1)) AT TIME ZONE ${TIME_ZONE})`;
  const rows = await db
    .select({
      day: sql<number>`d.i`.mapWith(Number),
      count: sql<number>`count(${bookings.id})`.mapWith(Number),
    })
    .from(sql`generate_series(0, 6) AS d(i)`)
    .leftJoin(
      bookings,
      sql`${bookings.createdAt} >= ${dayStart} AND ${bookings.createdAt} < ${dayEnd} AND ${countedBookings(scope)}`,
    )
    .groupBy(sql`d.i`)
    .orderBy(sql`d.i`);
  const counts = new Map(rows.map((row) => [row.day, row.count]));
  return WEEK_DAY_NAMES.map((dayName, day) => ({ dayName, count: counts.get(day) ?? 0 }));
}
