import { z } from 'zod';
import { rideRefund } from '#shared/api/cancellations.ts';
import { changeBookingStatusResponse, findBookingsResponse, partnerBooking } from '#shared/api/partner.ts';

/*
 * The partner's bookings as issue #16 extends them: each carries its `refund` (null when there is
 * none). NOTE: the server side adds the field to the shared schema; the default keeps the screen
 * working against a server without it.
 */

export const bookingWithRefund = partnerBooking.extend({ refund: rideRefund.default(null) });
export type BookingWithRefund = z.infer<typeof bookingWithRefund>;

export const findBookingsAnswer = findBookingsResponse.extend({ data: z.array(bookingWithRefund) });
export type FindBookingsAnswer = z.infer<typeof findBookingsAnswer>;

export const changeBookingStatusAnswer = changeBookingStatusResponse.extend({ data: bookingWithRefund });
export type ChangeBookingStatusAnswer = z.infer<typeof changeBookingStatusAnswer>;
