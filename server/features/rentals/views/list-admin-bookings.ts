import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE } from '#shared/api/admin.ts';
import type { AdminBooking, AdminBookingsQuery } from '#shared/api/cancellations.ts';
import { partnerBookingStatuses } from '#shared/api/partner.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bikes, bookings, users } from '#server/db/schema/index.ts';
import type { FileSigner } from '#server/features/files/signed-url.ts';
import { pageWindow } from '#server/lib/page-window.ts';
import { isPartnerVisible } from './partner-booking-answer.ts';
import { selectAdminBookings, toAdminBooking } from './admin-booking-answer.ts';

/** `q` as a LIKE pattern that matches it literally. */
const literal = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * GET /api/admin/bookings: the paid rides (booked, cancelled, completed; never payment holds), newest
 * first (id breaks ties), ADMIN_PAGE_SIZE a page; a page past the end answers the last one. `q` finds
 * by order id (its beginning), customer e-mail or plate (any part; the bike's plate now or the one
 * the ride was booked with), case-insensitive.
 */
export async function listAdminBookings(
  db: DbOrTx,
  query: AdminBookingsQuery,
  sign: FileSigner,
): Promise<{ bookings: AdminBooking[]; page: number; totalPages: number }> {
  const q = query.q.toLowerCase();
  const found = q
    ? or(
        sql`${bookings.id}::text like ${`${literal(q)}%`}`,
        ilike(users.email, `%${literal(q)}%`),
        ilike(bikes.plateNumber, `%${literal(q)}%`),
        // the plate the ride was booked with, when its bike was re-plated since
        ilike(bookings.bikePlate, `%${literal(q)}%`),
      )
    : undefined;
  const where = and(inArray(bookings.status, [...partnerBookingStatuses]), found);
  const [total] = await db
    .select({ n: count() })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(bikes, eq(bikes.id, bookings.bikeId))
    .where(where);
  const { page, totalPages, offset } = pageWindow(total?.n ?? 0, ADMIN_PAGE_SIZE, query.page);
  const rows = await selectAdminBookings(db)
    .where(where)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(offset);
  return { bookings: rows.filter(isPartnerVisible).map((row) => toAdminBooking(row, sign)), page, totalPages };
}
