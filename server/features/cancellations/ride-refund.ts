import { sql } from 'drizzle-orm';
import type { RefundStatus, RideRefund } from '#shared/api/cancellations.ts';
import { bookings } from '#server/db/schema/index.ts';

/**
 * The columns of a booking's latest refund (null when none), to spread into a select of `bookings`:
 * every ride, order and partner's booking carries it.
 */
export const rideRefundColumns = {
  refundAmount: sql<
    number | null
  >`(select r.amount from refunds r where r.booking_id = ${bookings.id} order by r.created_at desc, r.id desc limit 1)`.mapWith(
    (value: unknown) => (value === null ? null : Number(value)),
  ),
  refundStatus: sql<RefundStatus | null>`(select r.status from refunds r where r.booking_id = ${bookings.id} order by r.created_at desc, r.id desc limit 1)`,
};

/** The two columns → the answer's `refund`. */
export function toRideRefund(row: { refundAmount: number | null; refundStatus: RefundStatus | null }): RideRefund {
  return row.refundAmount === null || row.refundStatus === null
    ? null
    : { amount: row.refundAmount, status: row.refundStatus };
}
