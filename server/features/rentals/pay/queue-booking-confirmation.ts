import { eq } from 'drizzle-orm';
import { rentLine } from '#shared/domain/pricing.ts';
import type { Tx } from '#server/db/client.ts';
import { bookings, users } from '#server/db/schema/index.ts';
import { queueMail } from '#server/features/mail/outbox.ts';
import type { Language } from '#shared/messages/language.ts';
import {
  bookingConfirmationMail,
  mailDate,
  mailTexts,
  mailTime,
  partnerNewBookingMail,
} from '#server/features/mail/templates.ts';
import { bookingColumns } from '../views/booking-answer.ts';
import { formatMoney } from '#shared/format/money.ts';
import {
  optedInMobileOfBooking,
  partnerMobileOfBooking,
  queueTextMessage,
} from '#server/features/text-messages/queue-text-message.ts';
import {
  customerColumns,
  partnerColumns,
  rideBikeColumns,
  rideInLanguage,
  joinRide,
} from '#server/features/mail/ride-recipients.ts';

/**
 * Queues the customer's booking confirmation with the invoice lines, and the partner's new-booking
 * notice, in the transaction that made the booking (issue #30): they exist exactly when the booking
 * does, and the mail-delivery job sends them, retrying while SMTP is down. Keyed on the booking: a
 * payment applied twice queues them once.
 */
export async function queueBookingConfirmation(tx: Tx, bookingId: string): Promise<void> {
  const [row] = await joinRide(
    tx
      .select({
        ...customerColumns,
        mobile: users.mobile,
        ...partnerColumns,
        ...rideBikeColumns,
        ...bookingColumns,
      })
      .from(bookings)
      .$dynamic(),
  ).where(eq(bookings.id, bookingId));
  if (!row) return;
  // each reads the dates in their own language (issue #33)
  const rideIn = (language: Language) => ({
    ...rideInLanguage(bookingId, row, language),
    pickUpPoint: row.pickUpPoint,
    dropDate: mailDate(row.dropAt, language),
    dropTime: mailTime(row.dropAt, language),
    dropPoint: row.dropPoint,
    grandTotal: row.grandTotal,
  });
  const ride = rideIn(row.language);
  const partnerRide = rideIn(row.partnerLanguage);
  const customerMail = bookingConfirmationMail({
    ...ride,
    fname: row.fname,
    invoice: {
      helmet: row.helmet,
      rentLine: rentLine(row.hours, mailTexts(row.language)),
      rent: row.rent,
      discount: row.discountAmount,
      cgst: row.cgst,
      sgst: row.sgst,
    },
  });
  const partnerMail = partnerNewBookingMail({
    ...partnerRide,
    partnerFname: row.partnerFname,
    plateNumber: row.plateNumber,
    customer: `${row.fname} ${row.lname}`,
    customerMobile: row.mobile,
    helmet: row.helmet,
  });
  await queueMail(tx, {
    to: row.email,
    ...customerMail,
    kind: 'booking-confirmation',
    key: `confirmation:${bookingId}`,
  });
  await queueMail(tx, {
    to: row.partnerEmail,
    ...partnerMail,
    kind: 'partner-new-booking',
    key: `partner-new-booking:${bookingId}`,
  });
  // WhatsApp/SMS beside the mails (issue #33): the customer's when they opted in, the partner's always
  await queueTextMessage(tx, {
    kind: 'booking-confirmation',
    key: `confirmation:${bookingId}`,
    recipient: 'customer',
    to: await optedInMobileOfBooking(tx, bookingId),
    language: row.language,
    params: [
      row.fname,
      ride.bike,
      `${ride.pickUpDate} ${ride.pickUpTime}`,
      row.pickUpPoint,
      bookingId,
      formatMoney(row.grandTotal),
    ],
  });
  await queueTextMessage(tx, {
    kind: 'partner-new-booking',
    key: `partner-new-booking:${bookingId}`,
    recipient: 'partner',
    to: await partnerMobileOfBooking(tx, bookingId),
    language: row.partnerLanguage,
    params: [
      row.partnerFname,
      ride.bike,
      row.plateNumber,
      `${partnerRide.pickUpDate} ${partnerRide.pickUpTime}`,
      `${row.fname} ${row.lname}`,
      bookingId,
    ],
  });
}
