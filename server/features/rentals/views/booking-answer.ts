import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { BookingAnswer, RideHandover, ShownBookingStatus } from '#shared/api/booking-answer.ts';
import { istDate, istTime } from '#shared/domain/time.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bikes, bookings, licences, settlements, users } from '#server/db/schema/index.ts';
import { rideRefundColumns, toRideRefund } from '#server/features/cancellations/ride-refund.ts';
import type { FileSigner } from '#server/features/files/signed-url.ts';
import { bookedBikeColumns } from '#server/lib/booked-bike.ts';
import { rideSettlementColumns, settlementAnswer } from '../return/settlement-answer.ts';

/*
 * The booking answer every audience sees (shared/api/booking-answer.ts): select `bookingAnswerColumns`
 * (and an audience's own) with `selectBookingAnswers`, and build on `toBookingAnswer`: the customer's
 * ride and invoice (ride-answer.ts), the partner's booking (partner-booking-answer.ts) and the admin's
 * (admin-booking-answer.ts).
 */

/** The booking's own columns (no join needed). */
export const bookingColumns = {
  id: bookings.id,
  pickupAt: bookings.pickupAt,
  dropAt: bookings.dropAt,
  city: bookings.city,
  pickUpPoint: bookings.pickUpPoint,
  dropPoint: bookings.dropPoint,
  helmet: bookings.helmet,
  hours: bookings.hours,
  rent: bookings.rent,
  cgst: bookings.cgst,
  sgst: bookings.sgst,
  discountAmount: bookings.discountAmount,
  totalAmount: bookings.totalAmount,
  grandTotal: bookings.grandTotal,
  deposit: bookings.deposit,
  paymentMethod: bookings.paymentMethod,
  paymentStatus: bookings.paymentStatus,
  status: bookings.status,
  createdAt: bookings.createdAt,
  handoverAt: bookings.handoverAt,
  handoverStartKm: bookings.handoverStartKm,
  handoverPhotos: bookings.handoverPhotos,
};

/** Every column `toBookingAnswer` reads: the booking, its customer, its bike as booked, its refund and settlement. */
export const bookingAnswerColumns = {
  ...bookingColumns,
  /** everything the customer paid (issue #34): rent + deposit at checkout, plus any balance */
  paid: sql<number>`(select coalesce(sum(p.amount), 0) from payments p where p.booking_id = ${bookings.id} and p.status <> 'failed')`.mapWith(Number),
  /** the customer's licence now (issue #32): left-joined, null when none */
  licenceStatus: licences.status,
  userFname: users.fname,
  userLname: users.lname,
  userEmail: users.email,
  userMobile: users.mobile,
  bikeName: bookedBikeColumns.bikeName,
  bikeBrand: bookedBikeColumns.bikeBrand,
  ...rideRefundColumns,
  ...rideSettlementColumns,
};

/** `select … from bookings join users join bikes left join settlements left join licences` with an audience's own columns: add `.where(…)`. */
export function selectBookingAnswers<Extra extends Record<string, SQL | PgColumn>>(db: DbOrTx, extra: Extra) {
  return db
    .select({ ...bookingAnswerColumns, ...extra })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(bikes, eq(bikes.id, bookings.bikeId))
    .leftJoin(settlements, eq(settlements.bookingId, bookings.id))
    .leftJoin(licences, eq(licences.userId, bookings.userId));
}

export type BookingAnswerRow = Awaited<ReturnType<typeof selectBookingAnswers<Record<never, never>>>>[number];

/** The hand-over of a row, its photos signed (private files); null before the ride was started. */
export function handoverAnswer(
  row: Pick<BookingAnswerRow, 'handoverAt' | 'handoverStartKm' | 'handoverPhotos'>,
  sign: FileSigner,
): RideHandover {
  if (!row.handoverAt || row.handoverStartKm === null) return null;
  return { at: row.handoverAt.toISOString(), startKm: row.handoverStartKm, photos: (row.handoverPhotos ?? []).map(sign) };
}

/**
 * A row → the fields every audience sees: India-time dates ('YYYY-MM-DD') and times ('hh:mm AM/PM'),
 * money as stored; `sign` turns the hand-over's and the return's photos into signed URLs (every
 * audience that gets the answer may see them: the ride's customer, its partner, admins).
 */
export function toBookingAnswer(row: BookingAnswerRow & { status: ShownBookingStatus }, sign: FileSigner): BookingAnswer {
  return {
    _id: row.id,
    user: { fname: row.userFname, lname: row.userLname, email: row.userEmail, mobile: row.userMobile },
    bike: { name: row.bikeName, brand: row.bikeBrand },
    pickUpDate: istDate(row.pickupAt),
    pickUpTime: istTime(row.pickupAt),
    dropDate: istDate(row.dropAt),
    dropTime: istTime(row.dropAt),
    city: row.city,
    pickUpPoint: row.pickUpPoint,
    dropPoint: row.dropPoint,
    helmet: row.helmet,
    hours: row.hours,
    rent: row.rent,
    cgst: row.cgst,
    sgst: row.sgst,
    discountAmount: row.discountAmount,
    totalAmount: row.totalAmount,
    grandTotal: row.grandTotal,
    deposit: row.deposit,
    paid: row.paid,
    licenceStatus: row.licenceStatus,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    status: row.status,
    refund: toRideRefund(row),
    handover: handoverAnswer(row, sign),
    settlement: settlementAnswer(row.settlementRow, row, sign),
  };
}

/** Narrows a row to the statuses a booking answer shows (the queries filter on them already). */
export function isShownBooking<R extends { status: string }>(row: R): row is R & { status: ShownBookingStatus } {
  return row.status === 'booked' || row.status === 'cancelled' || row.status === 'completed';
}
