import { z } from 'zod';

/*
 * A booking's refund as every ride, order and partner's booking carries it (issue #16). Apart from
 * cancellations.ts, which builds on partner.ts: rides.ts, booking.ts and partner.ts import it from here
 * without a cycle. cancellations.ts re-exports both.
 */

export const refundStatuses = ['pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/** A ride's refund as userRides, findOrder, cancelRide and the partner's bookings carry it (null when none). */
export const rideRefund = z.object({ amount: z.number().int(), status: z.enum(refundStatuses) }).nullable();
export type RideRefund = z.infer<typeof rideRefund>;
