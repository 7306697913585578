import { desc, eq } from 'drizzle-orm';
import { msg } from '#shared/messages.ts';
import { amountToPay } from '#shared/domain/pricing.ts';
import { istDate, istTime } from '#shared/domain/time.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bikes, bookings, partners, refunds, users } from '#server/db/schema/index.ts';
import { queueMail } from '#server/features/mail/outbox.ts';
import { partnerRideCancelledMail, rideCancelledMail } from '#server/features/mail/templates.ts';
import { bookedBikeColumns } from '#server/lib/booked-bike.ts';
import { partnerMobileOfBooking, queueTextMessage } from '#server/features/text-messages/queue-text-message.ts';

/**
 * Queues the customer's mail that their ride is cancelled (who cancelled, the refund and when it
 * arrives) and the partner's that a booking of their bike is cancelled (by whom), in the
 * cancellation's transaction (issue #30): they exist exactly when the cancellation does; keyed on the
 * booking. The refund's timing follows the provider that carries it out.
 */
export async function queueCancellationMails(tx: DbOrTx, bookingId: string): Promise<void> {
  const [row] = await tx
    .select({
      email: users.email,
      fname: users.fname,
      lname: users.lname,
      partnerEmail: partners.email,
      partnerFname: partners.fname,
      bikeName: bookedBikeColumns.bikeName,
      bikeBrand: bookedBikeColumns.bikeBrand,
      plateNumber: bookedBikeColumns.bikePlate,
      pickupAt: bookings.pickupAt,
      grandTotal: bookings.grandTotal,
      deposit: bookings.deposit,
      cancelledBy: bookings.cancelledBy,
      cancelledAt: bookings.cancelledAt,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(bikes, eq(bikes.id, bookings.bikeId))
    .innerJoin(partners, eq(partners.id, bookings.partnerId))
    .where(eq(bookings.id, bookingId));
  const [refund] = await tx
    .select({ amount: refunds.amount, reason: refunds.reason, provider: refunds.provider })
    .from(refunds)
    .where(eq(refunds.bookingId, bookingId))
    .orderBy(desc(refunds.createdAt))
    .limit(1);
  if (!row?.cancelledBy) return;
  const ride = {
    orderId: bookingId,
    bike: `${row.bikeBrand} ${row.bikeName}`,
    pickUpDate: istDate(row.pickupAt),
    pickUpTime: istTime(row.pickupAt),
    cancelledBy: row.cancelledBy,
  };
  const customerMail = rideCancelledMail({
    ...ride,
    fname: row.fname,
    amountPaid: amountToPay(row.grandTotal, row.deposit),
    refund: refund?.amount ?? 0,
    refundTiming: refund?.provider === 'razorpay' ? msg.refundTimingRazorpay : msg.refundTimingSandbox,
    // a partner's cancellation at or after the pick-up time records that the bike was not picked up
    noShow: row.cancelledBy === 'partner' && row.cancelledAt !== null && row.cancelledAt >= row.pickupAt,
  });
  const partnerMail = partnerRideCancelledMail({
    ...ride,
    partnerFname: row.partnerFname,
    plateNumber: row.plateNumber,
    customer: `${row.fname} ${row.lname}`,
  });
  await queueMail(tx, { to: row.email, ...customerMail, kind: 'cancellation', key: `cancellation:${bookingId}` });
  await queueMail(tx, {
    to: row.partnerEmail,
    ...partnerMail,
    kind: 'cancellation',
    key: `partner-cancellation:${bookingId}`,
  });
  // the partner's WhatsApp beside their mail (issue #33)
  await queueTextMessage(tx, {
    kind: 'partner-cancellation',
    key: `partner-cancellation:${bookingId}`,
    recipient: 'partner',
    to: await partnerMobileOfBooking(tx, bookingId),
    params: [
      row.partnerFname,
      ride.bike,
      row.plateNumber,
      `${ride.pickUpDate} ${ride.pickUpTime}`,
      row.cancelledBy,
      bookingId,
    ],
  });
}
