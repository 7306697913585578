import { and, eq } from 'drizzle-orm';
import type { FinalBookingStatus, PartnerBooking } from '#shared/api/partner.ts';
import { msg } from '#shared/messages.ts';
import type { Db } from '#server/db/client.ts';
import { bookings } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { applyTransition } from './apply-transition.ts';
import type { MoveName } from './booking-transitions.ts';
import { partnerSees } from './list-partner-bookings.ts';
import { isPartnerVisible, selectPartnerBookings, toPartnerBooking } from './partner-booking-answer.ts';

/** The partner's two choices, as transitions of booking-transitions.ts. */
const partnerMoves: Record<FinalBookingStatus, MoveName> = { cancelled: 'cancelByPartner', completed: 'complete' };

/**
 * changeBookingStatus: the partner marks one of their booked rides cancelled or completed. Both are
 * final: a ride already cancelled or completed is a 409 naming its state. The change is one transition
 * (a conditional UPDATE from `booked`), so two clicks or a customer cancelling at the same moment
 * cannot both win. Another partner's booking, a payment hold or an unknown id are NOT_FOUND.
 */
export async function changeBookingStatus(
  db: Db,
  partnerId: string,
  input: { id: string; value: FinalBookingStatus },
): Promise<PartnerBooking> {
  const by = { role: 'partner', partnerId } as const;
  const outcome = await applyTransition(db, partnerMoves[input.value], { bookingId: input.id, by });

  const [row] = await selectPartnerBookings(db).where(and(eq(bookings.id, input.id), partnerSees(partnerId)));
  if (!row || !isPartnerVisible(row)) throw new AppError('NOT_FOUND');
  if (!outcome.ok) throw new AppError('CONFLICT', msg.bookingStatusFinal(row.status));
  return toPartnerBooking(row);
}
