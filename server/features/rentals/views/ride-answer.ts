import { inArray } from 'drizzle-orm';
import { bookingStatusesShown, type Order } from '#shared/api/booking.ts';
import type { Ride } from '#shared/api/rides.ts';
import { rentLine } from '#shared/domain/pricing.ts';
import { istDate } from '#shared/domain/time.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bikes, bookings, users } from '#server/db/schema/index.ts';
import type { FileSigner } from '#server/features/files/signed-url.ts';
import { isShownBooking, selectBookingAnswers, toBookingAnswer } from './booking-answer.ts';

/** A customer's bookings that are rides: paid, and their outcome. Payment holds are not rides. */
export const isRide = inArray(bookings.status, [...bookingStatusesShown]);

/** `select … from bookings join users join bikes left join settlements`: add `.where(…)` naming the customer. */
export function selectRides(db: DbOrTx) {
  return selectBookingAnswers(db, {
    bikeId: bikes.id,
    bikeRentPerHour: bikes.rentPerHour,
    bikeEngineCC: bikes.engineCC,
    bikeImages: bikes.images,
    userId: users.id,
    cancelledAt: bookings.cancelledAt,
  });
}

export type RideRow = Awaited<ReturnType<typeof selectRides>>[number];
type ShownStatus = Ride['status'];

/** Narrows a row to the statuses a ride has (the queries filter on them already). */
export const isRideRow = isShownBooking;

/** The parts a ride and an invoice share: the booking answer with the day it was booked and the bike's id and photos. */
function customerFields(row: RideRow & { status: ShownStatus }, sign: FileSigner) {
  const answer = toBookingAnswer(row, sign);
  return {
    ...answer,
    date: istDate(row.createdAt),
    bike: { ...answer.bike, _id: row.bikeId, image: row.bikeImages },
  };
}

/** A row → a ride of My Rides; `now` the app's clock (the same one the cancellation's guard uses). */
export function toRide(row: RideRow & { status: ShownStatus }, now: Date, sign: FileSigner): Ride {
  const customer = customerFields(row, sign);
  return {
    ...customer,
    bike: { ...customer.bike, rentPerHour: row.bikeRentPerHour, engineCC: row.bikeEngineCC },
    user: { ...customer.user, id: row.userId },
    // a ride handed over has started (issue #32), even within the hour before its pick-up
    canCancel: row.status === 'booked' && row.pickupAt.getTime() > now.getTime() && row.handoverAt === null,
  };
}

/** A row → the invoice of findOrder (the rent line as spec section 2 words it). */
export function toOrder(row: RideRow & { status: ShownStatus }, sign: FileSigner): Order {
  return {
    ...customerFields(row, sign),
    rentLine: rentLine(row.hours),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}
