import { z } from 'zod';
import { findOrderResponse, order } from '#shared/api/booking.ts';
import { rideRefund } from '#shared/api/cancellations.ts';
import { cancelRideResponse, ride, userRidesResponse } from '#shared/api/rides.ts';

/*
 * The customer's answers as issue #16 extends them: each ride and the invoice's order carry `refund`
 * (null when there is none), the order its `cancelledAt`. NOTE: the server side adds these fields to
 * the shared schemas; the defaults here keep the screens working against a server without them.
 */

export const refundField = rideRefund.default(null);

export const rideWithRefund = ride.extend({ refund: refundField });
export type RideWithRefund = z.infer<typeof rideWithRefund>;

export const userRidesAnswer = userRidesResponse.extend({ data: z.array(rideWithRefund) });
export const cancelRideAnswer = cancelRideResponse.extend({ data: rideWithRefund });

export const orderWithRefund = order.extend({ refund: refundField, cancelledAt: z.string().nullable().default(null) });
export type OrderWithRefund = z.infer<typeof orderWithRefund>;
export const findOrderAnswer = findOrderResponse.extend({ data: orderWithRefund });
