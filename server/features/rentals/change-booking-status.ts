import { and, eq } from 'drizzle-orm';
import type { FinalBookingStatus, PartnerBooking } from '#shared/api/partner.ts';
import { msg } from '#shared/messages.ts';
import { bookings } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { completeBooking } from './return/complete-ride.ts';
import type { RideMoveDeps } from './ride-move-deps.ts';
import { cancelWithRefund } from './cancel/cancel-with-refund.ts';
import { partnerSees } from './views/list-partner-bookings.ts';
import { isPartnerVisible, selectPartnerBookings, toPartnerBooking } from './views/partner-booking-answer.ts';

/**
 * changeBookingStatus: the partner marks one of their booked rides cancelled or completed. Both are
 * final: a ride already cancelled or completed is a 409 naming its state. The change is one transition
 * (a conditional UPDATE from `booked`), so two clicks or a customer cancelling at the same moment
 * cannot both win. Another partner's booking, a payment hold or an unknown id are NOT_FOUND.
 * `completed` only once the pick-up time has passed (else 409 `rideNotStartedYet`, issue #28).
 * `cancelled` writes the customer's refund in the same transaction: before the pick-up time the full
 * amount paid (reason 'partner'); at or after it, a no-show: the policy's refund of a cancellation at
 * the start (reason 'partner-no-show'). `completed` settles the ride in the same transaction with no km
 * recorded, returned at the drop time and no damage (settle-ride.ts): the deposit comes back whole;
 * it is completeRide's completion (completeBooking), one path for both. The mails go out after the commit.
 */
export async function changeBookingStatus(
  deps: RideMoveDeps,
  partnerId: string,
  input: { id: string; value: FinalBookingStatus },
): Promise<PartnerBooking> {
  const { db } = deps;
  if (input.value === 'completed') {
    // completed without a reading: no km, returned at the drop time, no damage (issue #17)
    const record = { reading: null, returnedAt: null, damage: 0, damageNote: '' };
    return completeBooking(deps, partnerId, input.id, record, { at: deps.now(), notFound: msg.notFound });
  }
  const by = { role: 'partner', partnerId } as const;
  const outcome = await cancelWithRefund(db, { bookingId: input.id, by, rule: 'partner', at: deps.now() });

  const [row] = await selectPartnerBookings(db).where(and(eq(bookings.id, input.id), partnerSees(partnerId)));
  if (!row || !isPartnerVisible(row)) throw new AppError('NOT_FOUND');
  if (!outcome.cancelled) throw new AppError('CONFLICT', msg.bookingStatusFinal(row.status));
  await deps.outbox.kick();
  return toPartnerBooking(row, deps.sign);
}
