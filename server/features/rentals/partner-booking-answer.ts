import { eq, type SQL } from 'drizzle-orm';
import type { PartnerBooking, PartnerBookingStatus } from '#shared/api/partner.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bikes, bookings, settlements, users } from '#server/db/schema/index.ts';
import { rideRefundColumns, toRideRefund } from '#server/features/cancellations/ride-refund.ts';
import { bookingColumns, bookingFields } from './booking-fields.ts';
import { rideSettlementColumns, toRideSettlement } from './ride-settlement.ts';
import { bookedTaxRates } from './tax-rates.ts';
import { bookedBikeColumns } from '#server/lib/booked-bike.ts';

/** The columns of a partner's booking row, with its customer and bike. */
export const partnerBookingColumns = {
  userFname: users.fname,
  userLname: users.lname,
  userEmail: users.email,
  userMobile: users.mobile,
  ...bookedBikeColumns,
  ...bookingColumns,
  ...rideRefundColumns,
  ...rideSettlementColumns,
  cgstRateBp: bookings.cgstRateBp,
  sgstRateBp: bookings.sgstRateBp,
};

/** `select … from bookings join users join bikes left join settlements`: add `.where(…)` with the partner's id in it. */
export function selectPartnerBookings(db: DbOrTx) {
  return selectPartnerBookingsWith(db, {});
}

/** selectPartnerBookings with more columns beside the booking's (a count read in the same statement). */
export function selectPartnerBookingsWith<Extra extends Record<string, SQL>>(db: DbOrTx, extra: Extra) {
  return db
    .select({ ...partnerBookingColumns, ...extra })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(bikes, eq(bikes.id, bookings.bikeId))
    .leftJoin(settlements, eq(settlements.bookingId, bookings.id));
}

export type PartnerBookingRow = Awaited<ReturnType<typeof selectPartnerBookings>>[number];

/** A booking row → the answer: India-time dates ('YYYY-MM-DD') and times ('hh:mm AM/PM'). */
export function toPartnerBooking(row: PartnerBookingRow & { status: PartnerBookingStatus }): PartnerBooking {
  return {
    ...bookingFields(row),
    user: { fname: row.userFname, lname: row.userLname, email: row.userEmail, mobile: row.userMobile },
    bike: { name: row.bikeName, brand: row.bikeBrand, plateNumber: row.bikePlate },
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    refund: toRideRefund(row),
    settlement: toRideSettlement(row),
    taxRates: bookedTaxRates(row),
  };
}

/** Narrows a row to the statuses a partner sees (the queries filter on them already). */
export function isPartnerVisible<R extends { status: string }>(row: R): row is R & { status: PartnerBookingStatus } {
  return row.status === 'booked' || row.status === 'cancelled' || row.status === 'completed';
}
