import { and, eq } from 'drizzle-orm';
import {
  HANDOVER_EARLY_MINUTES,
  MAX_HANDOVER_PHOTOS,
  MIN_HANDOVER_PHOTOS,
  type StartRideForm,
} from '#shared/api/handover.ts';
import type { PartnerBooking } from '#shared/api/partner.ts';
import { istDate, istTime } from '#shared/domain/time.ts';
import { msg } from '#shared/messages.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bookings, licences } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { applyTransition } from '../apply-transition.ts';
import type { RideMoveDeps } from '../ride-move-deps.ts';
import { partnerSees } from '../views/list-partner-bookings.ts';
import { isPartnerVisible, selectPartnerBookings, toPartnerBooking } from '../views/partner-booking-answer.ts';
import { dropRidePhotos, saveRidePhotos } from './ride-photos.ts';

const MINUTE_MS = 60 * 1000;

/**
 * Why the partner cannot start this ride at `now`, as the error to answer, or null when they can; the
 * same conditions as the `startRide` transition's guard (booking-transitions.ts), read before any photo
 * is stored and again to say why a move that lost a race moved nothing. Another partner's booking, a
 * payment hold or an unknown id: 404.
 */
export async function startRefusal(
  db: DbOrTx,
  partnerId: string,
  bookingId: string,
  now: Date,
): Promise<AppError | null> {
  const [row] = await db
    .select({
      status: bookings.status,
      pickupAt: bookings.pickupAt,
      handoverAt: bookings.handoverAt,
      licenceStatus: licences.status,
    })
    .from(bookings)
    .leftJoin(licences, eq(licences.userId, bookings.userId))
    .where(and(eq(bookings.id, bookingId), partnerSees(partnerId)));
  if (!row) return new AppError('NOT_FOUND', msg.bookingNotFound);
  if (row.status !== 'booked') return new AppError('CONFLICT', msg.bookingStatusFinal(row.status));
  if (row.handoverAt) return new AppError('CONFLICT', msg.rideAlreadyStarted);
  const opens = new Date(row.pickupAt.getTime() - HANDOVER_EARLY_MINUTES * MINUTE_MS);
  if (now.getTime() < opens.getTime())
    return new AppError('CONFLICT', msg.rideStartTooEarly(istDate(opens), istTime(opens)));
  if (row.licenceStatus !== 'approved') return new AppError('CONFLICT', msg.rideStartLicenceNotApproved);
  return null;
}

/**
 * POST /api/partner/startRide (issue #32, D81): the partner hands the bike over with the odometer
 * reading and 4–8 photos. Refused, with nothing stored, when the photos are too few or too many (400),
 * the ride is not theirs (404), not booked, started already, more than 60 minutes before its pick-up,
 * or its customer's licence is not approved (409, startRefusal). The photos are stored as private files
 * (ride-photos.ts), then the `startRide` transition writes the hand-over in one conditional UPDATE: of
 * two submits at once exactly one moves the row, and the loser's photos are removed. The booking stays
 * `booked`; the answer is the partner's booking with its `handover`.
 */
export async function startRide(
  deps: RideMoveDeps,
  partnerId: string,
  input: { fields: StartRideForm; photos: readonly Buffer[] },
): Promise<PartnerBooking> {
  const { id, startKm } = input.fields;
  if (input.photos.length < MIN_HANDOVER_PHOTOS || input.photos.length > MAX_HANDOVER_PHOTOS) {
    const message = msg.handoverPhotosCount(MIN_HANDOVER_PHOTOS, MAX_HANDOVER_PHOTOS);
    throw new AppError('VALIDATION', message, { errors: { photos: message } });
  }
  const now = deps.now();
  const refusal = await startRefusal(deps.db, partnerId, id, now);
  if (refusal) throw refusal;

  const photos = await saveRidePhotos(deps, partnerId, 'handover', input.photos);
  const by = { role: 'partner', partnerId } as const;
  const values = { handoverAt: now, handoverStartKm: startKm, handoverPhotos: photos };
  const outcome = await applyTransition(deps.db, 'startRide', { bookingId: id, by, at: now, values }).catch(
    async (error: unknown) => {
      await dropRidePhotos(deps, photos);
      throw error;
    },
  );
  if (!outcome.ok) {
    await dropRidePhotos(deps, photos);
    throw (await startRefusal(deps.db, partnerId, id, now)) ?? new AppError('CONFLICT', msg.rideAlreadyStarted);
  }
  const [row] = await selectPartnerBookings(deps.db).where(and(eq(bookings.id, id), partnerSees(partnerId)));
  if (!row || !isPartnerVisible(row)) throw new AppError('NOT_FOUND', msg.bookingNotFound);
  return toPartnerBooking(row, deps.sign);
}
