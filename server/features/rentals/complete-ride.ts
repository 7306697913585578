import { and, eq } from 'drizzle-orm';
import type { PartnerBooking } from '#shared/api/partner.ts';
import type { CompleteRideBody } from '#shared/api/settlement.ts';
import { istClockInstant } from '#shared/domain/time.ts';
import { msg } from '#shared/messages.ts';
import { bookings } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { applyTransition } from './apply-transition.ts';
import type { CancelDeps } from './cancel-ride.ts';
import { partnerSees } from './list-partner-bookings.ts';
import { isPartnerVisible, selectPartnerBookings, toPartnerBooking } from './partner-booking-answer.ts';
import { sendSettlementMail } from './send-settlement-mail.ts';
import { settleRide } from './settle-ride.ts';

/**
 * The 409 of a completion that moved nothing (issue #28): a ride still booked has not started yet (its
 * pick-up time is ahead: the partner may cancel it, not complete it); otherwise it is final already.
 */
export function notCompletedMessage(status: string): string {
  return status === 'booked' ? msg.rideNotStartedYet : msg.bookingStatusFinal(status);
}

/**
 * completeRide (issue #17): the partner completes one of their booked rides with the odometer readings,
 * the return time and any damage. In ONE transaction: the `complete` transition (a conditional UPDATE
 * from `booked`: of twenty clicks, or a completion racing a cancellation, exactly one moves the row),
 * the settlement row and the deposit refund. Only once the pick-up time has passed (at `deps.now()`):
 * before it, 409 `rideNotStartedYet` (issue #28). A return in the future (after `deps.now()`), before
 * the pick-up time, or more than MAX_RETURN_DAYS_AFTER_DROP after the drop is a 400 and changes nothing. Another partner's booking, a payment hold or an unknown id are 404; a ride no longer booked
 * (cancelled, or completed already) is a 409 naming its state. The settlement mail goes after the commit.
 */
export async function completeRide(
  deps: CancelDeps,
  partnerId: string,
  body: CompleteRideBody,
): Promise<PartnerBooking> {
  const returnedAt = istClockInstant(body.returnDate, body.returnTime);
  if (!returnedAt)
    throw new AppError('VALIDATION', msg.returnTimeInvalid, { errors: { returnTime: msg.returnTimeInvalid } });
  const now = deps.now();
  if (returnedAt.getTime() > now.getTime())
    throw new AppError('VALIDATION', msg.returnInFuture, { errors: { returnTime: msg.returnInFuture } });
  const by = { role: 'partner', partnerId } as const;
  const completed = await deps.db.transaction(async (tx) => {
    const outcome = await applyTransition(tx, 'complete', { bookingId: body.id, by, at: now });
    if (!outcome.ok) return false;
    await settleRide(tx, body.id, {
      reading: { startKm: body.startKm, endKm: body.endKm },
      returnedAt,
      damage: body.damageAmount,
      damageNote: body.damageNote,
    });
    return true;
  });
  const [row] = await selectPartnerBookings(deps.db).where(and(eq(bookings.id, body.id), partnerSees(partnerId)));
  if (!row || !isPartnerVisible(row)) throw new AppError('NOT_FOUND', msg.bookingNotFound);
  if (!completed) throw new AppError('CONFLICT', notCompletedMessage(row.status));
  await sendSettlementMail(deps, body.id);
  return toPartnerBooking(row);
}
