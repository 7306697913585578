import { and, desc, eq, inArray, sql, type Placeholder } from 'drizzle-orm';
import { partnerBookingStatuses, type PartnerBooking } from '#shared/api/partner.ts';
import { PAGE_SIZE_PARTNER_BOOKINGS } from '#shared/domain/limits.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bookings } from '#server/db/schema/index.ts';
import { partnerRidesSql } from '#server/features/dashboard/booking-totals.ts';
import type { FileSigner } from '#server/features/files/signed-url.ts';
import { pageWindow } from '#server/lib/page-window.ts';
import { preparedPerDb } from '#server/lib/prepared-per-db.ts';
import { isPartnerVisible, selectPartnerBookingsWith, toPartnerBooking } from './partner-booking-answer.ts';

/**
 * The statuses a partner sees, written into the SQL as literals: `bookings_partner_counted_idx` is
 * partial on them, and a prepared statement's generic plan can use a partial index only when the
 * condition is literal (as parameters, PostgreSQL planned the statement again on every run: 1.3 ms).
 */
const seenStatuses = sql.raw(partnerBookingStatuses.map((status) => `'${status}'`).join(', '));

/** A partner's bookings: paid rides and their outcome. Payment holds (pending, expired) are not bookings yet. */
export const partnerSees = (partnerId: string | Placeholder) =>
  and(eq(bookings.partnerId, partnerId), sql`${bookings.status} in (${seenStatuses})`);

const PAGE = PAGE_SIZE_PARTNER_BOOKINGS;
/** the page size written into the statement (a literal: the planner knows how few rows it reads) */
const pageSize = sql.raw(String(PAGE));

/**
 * The page and the partner's ride count in one statement, prepared once per database. The count is
 * the partner's `booking_totals` row (the same rides, kept by the database); the page's ids are read
 * from `bookings_partner_counted_idx` alone, and only those rows are joined with their customer and
 * bike, however deep the page. The asked offset is brought back to the last page in SQL, from the
 * same count, so both come from one snapshot.
 */
const pageStatement = preparedPerDb((db) => {
  const partnerId = sql.placeholder('partnerId');
  const rides = partnerRidesSql(partnerId);
  const pageIds = sql`(select ${bookings.id} from ${bookings} where ${partnerSees(partnerId)}
    order by ${bookings.createdAt} desc, ${bookings.id} desc
    limit ${pageSize} offset least(${sql.placeholder('offset')}::int, greatest(${rides} - 1, 0) / ${pageSize} * ${pageSize}))`;
  return selectPartnerBookingsWith(db, { rides })
    .where(inArray(bookings.id, pageIds))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .prepare('partner_find_bookings');
});

/**
 * findBookings: one page (5) of the bookings of the partner's bikes, deleted bikes included, newest
 * first (by when they were made; id breaks ties, so pages never overlap). A page past the end answers
 * the last page.
 */
export async function listPartnerBookings(
  db: DbOrTx,
  partnerId: string,
  requestedPage: number,
  sign: FileSigner,
): Promise<{ bookings: PartnerBooking[]; page: number; totalPages: number }> {
  const rows = await pageStatement(db).execute({ partnerId, offset: (requestedPage - 1) * PAGE });
  // NOTE: no row means no ride (the count and the page are one snapshot, and every counted ride has a row).
  const { page, totalPages } = pageWindow(rows[0]?.rides ?? 0, PAGE, requestedPage);
  return { bookings: rows.filter(isPartnerVisible).map((row) => toPartnerBooking(row, sign)), page, totalPages };
}
