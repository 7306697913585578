import { and, eq } from 'drizzle-orm';
import type { FinalBookingStatus, PartnerBooking } from '#shared/api/partner.ts';
import { msg } from '#shared/messages.ts';
import { bookings } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { notifyCancellation } from '#server/features/cancellations/notify-cancellation.ts';
import { applyTransition } from './apply-transition.ts';
import { notCompletedMessage } from './complete-ride.ts';
import type { CancelDeps } from './cancel-ride.ts';
import { cancelWithRefund } from './cancel-with-refund.ts';
import { partnerSees } from './list-partner-bookings.ts';
import { isPartnerVisible, selectPartnerBookings, toPartnerBooking } from './partner-booking-answer.ts';
import { sendSettlementMail } from './send-settlement-mail.ts';
import { settleRide } from './settle-ride.ts';

/**
 * changeBookingStatus: the partner marks one of their booked rides cancelled or completed. Both are
 * final: a ride already cancelled or completed is a 409 naming its state. The change is one transition
 * (a conditional UPDATE from `booked`), so two clicks or a customer cancelling at the same moment
 * cannot both win. Another partner's booking, a payment hold or an unknown id are NOT_FOUND.
 * `completed` only once the pick-up time has passed (else 409 `rideNotStartedYet`, issue #28).
 * `cancelled` writes the customer's refund in the same transaction: before the pick-up time the full
 * amount paid (reason 'partner'); at or after it, a no-show: the policy's refund of a cancellation at
 * the start (reason 'partner-no-show'). `completed` settles the ride in the same transaction with no km
 * recorded, returned at the drop time and no damage (settle-ride.ts): the deposit comes back whole.
 * The mails go out after the commit.
 */
export async function changeBookingStatus(
  deps: CancelDeps,
  partnerId: string,
  input: { id: string; value: FinalBookingStatus },
): Promise<PartnerBooking> {
  const { db } = deps;
  const by = { role: 'partner', partnerId } as const;
  const outcome =
    input.value === 'cancelled'
      ? { ok: (await cancelWithRefund(db, { bookingId: input.id, by, rule: 'partner', at: deps.now() })).cancelled }
      : await db.transaction(async (tx) => {
          const moved = await applyTransition(tx, 'complete', { bookingId: input.id, by, at: deps.now() });
          // completed without a reading: no km, returned at the drop time, no damage (issue #17)
          if (moved.ok) await settleRide(tx, input.id, { reading: null, returnedAt: null, damage: 0, damageNote: '' });
          return moved;
        });

  const [row] = await selectPartnerBookings(db).where(and(eq(bookings.id, input.id), partnerSees(partnerId)));
  if (!row || !isPartnerVisible(row)) throw new AppError('NOT_FOUND');
  if (!outcome.ok)
    throw new AppError(
      'CONFLICT',
      input.value === 'completed' ? notCompletedMessage(row.status) : msg.bookingStatusFinal(row.status),
    );
  if (input.value === 'cancelled') await notifyCancellation(deps, input.id);
  else await sendSettlementMail(deps, input.id);
  return toPartnerBooking(row);
}
