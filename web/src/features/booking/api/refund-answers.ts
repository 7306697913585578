import { findOrderResponse, order, type Order } from '#shared/api/booking.ts';
import { cancelRideResponse, ride, userRidesResponse, type Ride } from '#shared/api/rides.ts';

/*
 * The customer's answers with issue #16's fields: each ride and the invoice's order carry `refund`
 * (null when there is none), the order its `cancelledAt`. They are the shared schemas themselves;
 * the names say what the screens rely on.
 */

export const rideWithRefund = ride;
export type RideWithRefund = Ride;

export const userRidesAnswer = userRidesResponse;
export const cancelRideAnswer = cancelRideResponse;

export const orderWithRefund = order;
export type OrderWithRefund = Order;
export const findOrderAnswer = findOrderResponse;
