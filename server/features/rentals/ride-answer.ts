import { eq, inArray } from 'drizzle-orm';
import { bookingStatusesShown, type Order } from '#shared/api/booking.ts';
import type { Ride } from '#shared/api/rides.ts';
import { rentLine } from '#shared/domain/pricing.ts';
import { istDate } from '#shared/domain/time.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bikes, bookings, settlements, users } from '#server/db/schema/index.ts';
import { rideRefundColumns, toRideRefund } from '#server/features/cancellations/ride-refund.ts';
import { bookingColumns, bookingFields } from './booking-fields.ts';
import { rideSettlementColumns, toRideSettlement } from './ride-settlement.ts';
import { bookedBikeColumns } from '#server/lib/booked-bike.ts';

/** A customer's bookings that are rides: paid, and their outcome. Payment holds are not rides. */
export const isRide = inArray(bookings.status, [...bookingStatusesShown]);

/** `select … from bookings join users join bikes left join settlements`: add `.where(…)` naming the customer. */
export function selectRides(db: DbOrTx) {
  return db
    .select({
      bikeId: bikes.id,
      bikeName: bookedBikeColumns.bikeName,
      bikeBrand: bookedBikeColumns.bikeBrand,
      bikeRentPerHour: bikes.rentPerHour,
      bikeEngineCC: bikes.engineCC,
      bikeImages: bikes.images,
      userId: users.id,
      fname: users.fname,
      lname: users.lname,
      email: users.email,
      mobile: users.mobile,
      ...bookingColumns,
      ...rideRefundColumns,
      ...rideSettlementColumns,
      cancelledAt: bookings.cancelledAt,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(bikes, eq(bikes.id, bookings.bikeId))
    .leftJoin(settlements, eq(settlements.bookingId, bookings.id));
}

export type RideRow = Awaited<ReturnType<typeof selectRides>>[number];
type ShownStatus = Ride['status'];

/** Narrows a row to the statuses a ride has (the queries filter on them already). */
export function isRideRow(row: RideRow): row is RideRow & { status: ShownStatus } {
  return (bookingStatusesShown as readonly string[]).includes(row.status);
}

/** The parts a ride and an invoice share: India-time dates and times, money as stored. */
function commonFields(row: RideRow & { status: ShownStatus }) {
  return {
    ...bookingFields(row),
    date: istDate(row.createdAt),
    status: row.status,
    refund: toRideRefund(row),
    settlement: toRideSettlement(row),
  };
}

/** A row → a ride of My Rides; `now` the app's clock (the same one the cancellation's guard uses). */
export function toRide(row: RideRow & { status: ShownStatus }, now: Date): Ride {
  return {
    ...commonFields(row),
    bike: {
      _id: row.bikeId,
      name: row.bikeName,
      brand: row.bikeBrand,
      rentPerHour: row.bikeRentPerHour,
      engineCC: row.bikeEngineCC,
      image: row.bikeImages,
    },
    user: { id: row.userId, fname: row.fname, lname: row.lname, email: row.email, mobile: row.mobile },
    canCancel: row.status === 'booked' && row.pickupAt.getTime() > now.getTime(),
  };
}

/** A row → the invoice of findOrder (the rent line as spec section 2 words it). */
export function toOrder(row: RideRow & { status: ShownStatus }): Order {
  return {
    ...commonFields(row),
    bike: { _id: row.bikeId, name: row.bikeName, brand: row.bikeBrand, image: row.bikeImages },
    user: { fname: row.fname, lname: row.lname, email: row.email, mobile: row.mobile },
    rentLine: rentLine(row.hours),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}
