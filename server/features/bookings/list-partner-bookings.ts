import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { partnerBookingStatuses, type PartnerBooking } from '#shared/api/partner.ts';
import { PAGE_SIZE_PARTNER_BOOKINGS } from '#shared/domain/limits.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bookings } from '#server/db/schema/index.ts';
import { pageWindow } from '#server/features/bikes/page-window.ts';
import { isPartnerVisible, selectPartnerBookings, toPartnerBooking } from './partner-booking-answer.ts';

/** A partner's bookings: paid rides and their outcome. Payment holds (pending, expired) are not bookings yet. */
export const partnerSees = (partnerId: string) =>
  and(eq(bookings.partnerId, partnerId), inArray(bookings.status, [...partnerBookingStatuses]));

/**
 * findBookings: one page (5) of the bookings of the partner's bikes, deleted bikes included, newest
 * first (by when they were made; id breaks ties, so pages never overlap). A page past the end answers
 * the last page.
 */
export async function listPartnerBookings(
  db: DbOrTx,
  partnerId: string,
  requestedPage: number,
): Promise<{ bookings: PartnerBooking[]; page: number; totalPages: number }> {
  const mine = partnerSees(partnerId);
  const [total] = await db.select({ n: count() }).from(bookings).where(mine);
  const { page, totalPages, offset } = pageWindow(total?.n ?? 0, PAGE_SIZE_PARTNER_BOOKINGS, requestedPage);
  const rows = await selectPartnerBookings(db)
    .where(mine)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(PAGE_SIZE_PARTNER_BOOKINGS)
    .offset(offset);
  return { bookings: rows.filter(isPartnerVisible).map(toPartnerBooking), page, totalPages };
}
