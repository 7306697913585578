import { and, desc, eq, inArray } from 'drizzle-orm';
import { partnerBookingStatuses, type PartnerBooking } from '#shared/api/partner.ts';
import { PAGE_SIZE_PARTNER_BOOKINGS } from '#shared/domain/limits.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bookings } from '#server/db/schema/index.ts';
import { rideTotals } from '#server/features/dashboard/booking-totals.ts';
import { pageWindow } from '#server/lib/page-window.ts';
import { isPartnerVisible, selectPartnerBookings, toPartnerBooking } from './partner-booking-answer.ts';

/** A partner's bookings: paid rides and their outcome. Payment holds (pending, expired) are not bookings yet. */
export const partnerSees = (partnerId: string) =>
  and(eq(bookings.partnerId, partnerId), inArray(bookings.status, [...partnerBookingStatuses]));

/**
 * findBookings: one page (5) of the bookings of the partner's bikes, deleted bikes included, newest
 * first (by when they were made; id breaks ties, so pages never overlap). A page past the end answers
 * the last page.
 * NOTE: the count is the partner's `booking_totals` row (the same rides, kept by the database); the
 * page's ids are read from `bookings_partner_counted_idx` alone, and only those 5 rows are joined
 * with their customer and bike, however deep the page.
 */
export async function listPartnerBookings(
  db: DbOrTx,
  partnerId: string,
  requestedPage: number,
): Promise<{ bookings: PartnerBooking[]; page: number; totalPages: number }> {
  const { rides } = await rideTotals(db, { partnerId });
  const { page, totalPages, offset } = pageWindow(rides, PAGE_SIZE_PARTNER_BOOKINGS, requestedPage);
  const newestFirst = [desc(bookings.createdAt), desc(bookings.id)];
  const pageIds = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(partnerSees(partnerId))
    .orderBy(...newestFirst)
    .limit(PAGE_SIZE_PARTNER_BOOKINGS)
    .offset(offset);
  const rows = await selectPartnerBookings(db)
    .where(inArray(bookings.id, pageIds))
    .orderBy(...newestFirst);
  return { bookings: rows.filter(isPartnerVisible).map(toPartnerBooking), page, totalPages };
}
