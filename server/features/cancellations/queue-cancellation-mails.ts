import { desc, eq } from 'drizzle-orm';
import { amountToPay } from '#shared/domain/pricing.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bookings, refunds } from '#server/db/schema/index.ts';
import { queueMail } from '#server/features/mail/outbox.ts';
import type { Language } from '#shared/messages/language.ts';
import { mailTexts, partnerRideCancelledMail, rideCancelledMail } from '#server/features/mail/templates.ts';
import {
  partnerMobileOfBooking,
  queueTextMessage,
  textCancelledBy,
} from '#server/features/text-messages/queue-text-message.ts';
import {
  customerColumns,
  partnerColumns,
  rideBikeColumns,
  rideInLanguage,
  joinRide,
} from '#server/features/mail/ride-recipients.ts';

/**
 * Queues the customer's mail that their ride is cancelled (who cancelled, the refund and when it
 * arrives) and the partner's that a booking of their bike is cancelled (by whom), in the
 * cancellation's transaction (issue #30): they exist exactly when the cancellation does; keyed on the
 * booking. The refund's timing follows the provider that carries it out.
 */
export async function queueCancellationMails(tx: DbOrTx, bookingId: string): Promise<void> {
  const [row] = await joinRide(
    tx
      .select({
        ...customerColumns,
        ...partnerColumns,
        ...rideBikeColumns,
        pickupAt: bookings.pickupAt,
        grandTotal: bookings.grandTotal,
        deposit: bookings.deposit,
        cancelledBy: bookings.cancelledBy,
        cancelledAt: bookings.cancelledAt,
      })
      .from(bookings)
      .$dynamic(),
  ).where(eq(bookings.id, bookingId));
  const [refund] = await tx
    .select({ amount: refunds.amount, reason: refunds.reason, provider: refunds.provider })
    .from(refunds)
    .where(eq(refunds.bookingId, bookingId))
    .orderBy(desc(refunds.createdAt))
    .limit(1);
  if (!row?.cancelledBy) return;
  const { cancelledBy } = row;
  // each reads the pick-up in their own language (issue #33)
  const rideIn = (language: Language) => ({ ...rideInLanguage(bookingId, row, language), cancelledBy });
  const ride = rideIn(row.language);
  const partnerRide = rideIn(row.partnerLanguage);
  const text = mailTexts(row.language);
  const customerMail = rideCancelledMail({
    ...ride,
    fname: row.fname,
    amountPaid: amountToPay(row.grandTotal, row.deposit),
    refund: refund?.amount ?? 0,
    refundTiming: refund?.provider === 'razorpay' ? text.refundTimingRazorpay : text.refundTimingSandbox,
    // a partner's cancellation at or after the pick-up time records that the bike was not picked up
    noShow: row.cancelledBy === 'partner' && row.cancelledAt !== null && row.cancelledAt >= row.pickupAt,
  });
  const partnerMail = partnerRideCancelledMail({
    ...partnerRide,
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
    language: row.partnerLanguage,
    params: [
      row.partnerFname,
      partnerRide.bike,
      row.plateNumber,
      `${partnerRide.pickUpDate} ${partnerRide.pickUpTime}`,
      textCancelledBy(cancelledBy, row.partnerLanguage),
      bookingId,
    ],
  });
}
