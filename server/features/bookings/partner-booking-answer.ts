import { eq } from 'drizzle-orm';
import type { PartnerBooking, PartnerBookingStatus } from '#shared/api/partner.ts';
import { istDate, istTime } from '#shared/domain/time.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bikes, bookings, users } from '#server/db/schema/index.ts';

/** The columns of a partner's booking row, with its customer and bike. */
const partnerBookingColumns = {
  id: bookings.id,
  userFname: users.fname,
  userLname: users.lname,
  userEmail: users.email,
  userMobile: users.mobile,
  bikeName: bikes.name,
  bikeBrand: bikes.brand,
  bikePlate: bikes.plateNumber,
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
  paymentMethod: bookings.paymentMethod,
  paymentStatus: bookings.paymentStatus,
  status: bookings.status,
  createdAt: bookings.createdAt,
};

/** `select … from bookings join users join bikes`: add `.where(…)` with the partner's id in it. */
export function selectPartnerBookings(db: DbOrTx) {
  return db
    .select(partnerBookingColumns)
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(bikes, eq(bikes.id, bookings.bikeId));
}

type Row = Awaited<ReturnType<typeof selectPartnerBookings>>[number];

/** A booking row → the answer: India-time dates ('YYYY-MM-DD') and times ('hh:mm AM/PM'). */
export function toPartnerBooking(row: Row & { status: PartnerBookingStatus }): PartnerBooking {
  return {
    _id: row.id,
    user: { fname: row.userFname, lname: row.userLname, email: row.userEmail, mobile: row.userMobile },
    bike: { name: row.bikeName, brand: row.bikeBrand, plateNumber: row.bikePlate },
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
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Narrows a row to the statuses a partner sees (the queries filter on them already). */
export function isPartnerVisible<R extends { status: string }>(row: R): row is R & { status: PartnerBookingStatus } {
  return row.status === 'booked' || row.status === 'cancelled' || row.status === 'completed';
}
