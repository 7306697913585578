import { istDate, istTime } from '#shared/domain/time.ts';
import { bookings } from '#server/db/schema/index.ts';

/**
 * The booking columns every ride answer shows (the partner's bookings, My Rides, the invoice):
 * select them with `...bookingColumns`, then turn the row into answer fields with `bookingFields`.
 */
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
};

type BookingRow = {
  id: string;
  pickupAt: Date;
  dropAt: Date;
  city: string;
  pickUpPoint: string;
  dropPoint: string;
  helmet: number;
  hours: number;
  rent: number;
  cgst: number;
  sgst: number;
  discountAmount: number;
  totalAmount: number;
  grandTotal: number;
  deposit: number;
  paymentMethod: string;
  paymentStatus: 'pending' | 'paid' | 'failed';
};

/** A booking row → its answer fields: India-time dates ('YYYY-MM-DD') and times ('hh:mm AM/PM'), money as stored. */
export function bookingFields(row: BookingRow) {
  return {
    _id: row.id,
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
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
  };
}
