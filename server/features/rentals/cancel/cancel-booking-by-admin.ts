import { eq } from 'drizzle-orm';
import type { AdminBooking, AdminCancelBookingBody } from '#shared/api/cancellations.ts';
import { msg } from '#shared/messages.ts';
import { bookings } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { selectAdminBookings, toAdminBooking } from '../views/admin-booking-answer.ts';
import { cancelWithRefund } from './cancel-with-refund.ts';
import { isPartnerVisible } from '../views/partner-booking-answer.ts';
import type { RideMoveDeps } from '../ride-move-deps.ts';

/**
 * POST /api/admin/cancelBooking: an admin cancels any booked ride, before or after its pick-up time,
 * with the refund of their choice: `full` the amount paid, `policy` the booking's own policy now (after
 * the pick-up time: the policy's refund of a cancellation at the start), `none`. One transaction with
 * the refund (cancel-with-refund.ts), so a customer cancelling at the same moment cannot make it two.
 * A payment hold or an unknown id is 404; a ride not booked (any more) 409. Answers the booking with
 * its refund; the mails go out after the commit.
 */
export async function cancelBookingByAdmin(deps: RideMoveDeps, body: AdminCancelBookingBody): Promise<AdminBooking> {
  const outcome = await cancelWithRefund(deps.db, {
    bookingId: body.id,
    by: { role: 'admin' },
    rule: body.refund,
    at: deps.now(),
    // the policy's refund the dialog quoted (issue #34): the cancel refunds it or says it changed
    shownRefund: body.refund === 'policy' ? body.shownRefund : undefined,
  });
  const [row] = await selectAdminBookings(deps.db).where(eq(bookings.id, body.id));
  if (!row || !isPartnerVisible(row)) throw new AppError('NOT_FOUND', msg.bookingNotFound);
  if (!outcome.cancelled) throw new AppError('CONFLICT', msg.bookingNotCancellable);
  await deps.outbox.kick();
  return toAdminBooking(row, deps.sign);
}
