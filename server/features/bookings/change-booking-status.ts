import { and, eq } from 'drizzle-orm';
import type { FinalBookingStatus, PartnerBooking } from '#shared/api/partner.ts';
import { msg } from '#shared/messages.ts';
import type { Db } from '#server/db/client.ts';
import { bookings } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { partnerSees } from './list-partner-bookings.ts';
import { isPartnerVisible, selectPartnerBookings, toPartnerBooking } from './partner-booking-answer.ts';

/**
 * changeBookingStatus: the partner marks one of their booked rides cancelled or completed. Both are
 * final: a ride already cancelled or completed is a 409 naming its state. The change is one conditional
 * UPDATE (`status = 'booked'`), so two clicks or a customer cancelling at the same moment cannot both
 * win. Another partner's booking, a payment hold or an unknown id are NOT_FOUND.
 */
export async function changeBookingStatus(
  db: Db,
  partnerId: string,
  input: { id: string; value: FinalBookingStatus },
): Promise<PartnerBooking> {
  const updated = await db
    .update(bookings)
    .set({ status: input.value })
    .where(and(eq(bookings.id, input.id), eq(bookings.partnerId, partnerId), eq(bookings.status, 'booked')))
    .returning({ id: bookings.id });

  const [row] = await selectPartnerBookings(db).where(and(eq(bookings.id, input.id), partnerSees(partnerId)));
  if (!row || !isPartnerVisible(row)) throw new AppError('NOT_FOUND');
  if (updated.length === 0) throw new AppError('CONFLICT', msg.bookingStatusFinal(row.status));
  return toPartnerBooking(row);
}
