import { and, eq } from 'drizzle-orm';
import type { PartnerBooking } from '#shared/api/partner.ts';
import { MAX_RETURN_PHOTOS, MIN_DAMAGE_RETURN_PHOTOS } from '#shared/api/handover.ts';
import type { CompleteRideBody } from '#shared/api/settlement.ts';
import { istClockInstant } from '#shared/domain/time.ts';
import { msg } from '#shared/messages.ts';
import { bookings } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { applyTransition } from '../apply-transition.ts';
import { dropRidePhotos, saveRidePhotos } from '../handover/ride-photos.ts';
import type { RideMoveDeps } from '../ride-move-deps.ts';
import { partnerSees } from '../views/list-partner-bookings.ts';
import { isPartnerVisible, selectPartnerBookings, toPartnerBooking } from '../views/partner-booking-answer.ts';
import { settleRide, type ReturnRecord } from './settle-ride.ts';

/**
 * The 409 of a completion that moved nothing (issue #28): a ride still booked has not started yet (not
 * handed over and its pick-up time ahead: the partner may cancel it, not complete it); otherwise it is
 * final already.
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
 *
 * The return's photos (issue #32, D81): at most MAX_RETURN_PHOTOS, and at least MIN_DAMAGE_RETURN_PHOTOS
 * when a damage charge is entered on a ride that was handed over with photos (else 400, nothing stored).
 * `startKm` left out is the hand-over's reading (400 when the ride was not handed over). A ride handed
 * over may be completed before its pick-up time; one never handed over only after it. The photos are
 * stored (private) once the ride is known to be completable, and removed again if the completion fails.
 */
export async function completeRide(
  deps: RideMoveDeps,
  partnerId: string,
  body: CompleteRideBody,
  photos: readonly Buffer[] = [],
): Promise<PartnerBooking> {
  const returnedAt = istClockInstant(body.returnDate, body.returnTime);
  if (!returnedAt)
    throw new AppError('VALIDATION', msg.returnTimeInvalid, { errors: { returnTime: msg.returnTimeInvalid } });
  const now = deps.now();
  if (returnedAt.getTime() > now.getTime())
    throw new AppError('VALIDATION', msg.returnInFuture, { errors: { returnTime: msg.returnInFuture } });
  const [ride] = await deps.db
    .select({
      status: bookings.status,
      pickupAt: bookings.pickupAt,
      handoverAt: bookings.handoverAt,
      handoverStartKm: bookings.handoverStartKm,
      handoverPhotos: bookings.handoverPhotos,
    })
    .from(bookings)
    .where(and(eq(bookings.id, body.id), partnerSees(partnerId)));
  if (!ride) throw new AppError('NOT_FOUND', msg.bookingNotFound);
  const startKm = body.startKm ?? ride.handoverStartKm;
  if (startKm === null)
    throw new AppError('VALIDATION', msg.startKmMissing, { errors: { startKm: msg.startKmMissing } });
  if (body.endKm < startKm)
    throw new AppError('VALIDATION', msg.endKmBeforeStart, { errors: { endKm: msg.endKmBeforeStart } });
  refuseReturnPhotos(photos.length, body.damageAmount, (ride.handoverPhotos ?? []).length > 0);
  const startedOrDue = ride.handoverAt !== null || ride.pickupAt.getTime() <= now.getTime();
  // nothing stored for a completion that cannot happen (the transition's guard decides the race)
  if (ride.status !== 'booked' || !startedOrDue) throw new AppError('CONFLICT', notCompletedMessage(ride.status));

  const returnPhotos = await saveRidePhotos(deps, partnerId, 'return', photos);
  const record = {
    reading: { startKm, endKm: body.endKm },
    returnedAt,
    damage: body.damageAmount,
    damageNote: body.damageNote,
    returnPhotos,
  };
  try {
    return await completeBooking(deps, partnerId, body.id, record, { at: now, notFound: msg.bookingNotFound });
  } catch (error) {
    await dropRidePhotos(deps, returnPhotos);
    throw error;
  }
}

/** The return's photos rule (issue #32): at most 8; 2 to 8 with a damage charge on a ride handed over with photos. */
function refuseReturnPhotos(count: number, damage: number, handedOverWithPhotos: boolean): void {
  if (count > MAX_RETURN_PHOTOS) {
    const message = msg.returnPhotosTooMany(MAX_RETURN_PHOTOS);
    throw new AppError('VALIDATION', message, { errors: { photos: message } });
  }
  if (damage > 0 && handedOverWithPhotos && count < MIN_DAMAGE_RETURN_PHOTOS) {
    const message = msg.returnPhotosForDamage(MIN_DAMAGE_RETURN_PHOTOS, MAX_RETURN_PHOTOS);
    throw new AppError('VALIDATION', message, { errors: { photos: message } });
  }
}

/**
 * THE completion of a ride (issue #30), whichever call starts it (completeRide with the partner's
 * record, changeBookingStatus 'completed' without one): in ONE transaction the booking's `complete`
 * transition (booking-transitions.ts says what it writes: the settlement, the deposit refund, the ride's
 * ledger entry, the journal's completion) and settleRide; then, read as the partner sees it, 404
 * (`notFound`) for a ride that is not the partner's, 409 for one not moved (notCompletedMessage); the
 * settlement mail after the commit. `at`: the instant of the completion (the guard's).
 */
export async function completeBooking(
  deps: RideMoveDeps,
  partnerId: string,
  bookingId: string,
  record: ReturnRecord,
  options: { at: Date; notFound: string },
): Promise<PartnerBooking> {
  const by = { role: 'partner', partnerId } as const;
  const completed = await deps.db.transaction(async (tx) => {
    const outcome = await applyTransition(tx, 'complete', { bookingId, by, at: options.at });
    if (!outcome.ok) return false;
    await settleRide(tx, bookingId, record);
    return true;
  });
  const [row] = await selectPartnerBookings(deps.db).where(and(eq(bookings.id, bookingId), partnerSees(partnerId)));
  if (!row || !isPartnerVisible(row)) throw new AppError('NOT_FOUND', options.notFound);
  if (!completed) throw new AppError('CONFLICT', notCompletedMessage(row.status));
  await deps.outbox.kick();
  return toPartnerBooking(row, deps.sign);
}
