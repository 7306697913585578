import {
  changeBookingStatusResponse,
  findBookingsResponse,
  partnerBooking,
  type ChangeBookingStatusResponse,
  type FindBookingsResponse,
  type PartnerBooking,
} from '#shared/api/partner.ts';

/*
 * The partner's bookings with issue #16's `refund` (null when there is none): the shared schemas
 * themselves; the names say what the screens rely on.
 */

export const bookingWithRefund = partnerBooking;
export type BookingWithRefund = PartnerBooking;

export const findBookingsAnswer = findBookingsResponse;
export type FindBookingsAnswer = FindBookingsResponse;

export const changeBookingStatusAnswer = changeBookingStatusResponse;
export type ChangeBookingStatusAnswer = ChangeBookingStatusResponse;
