import { eq } from 'drizzle-orm';
import { rentLine } from '#shared/domain/pricing.ts';
import { istDate, istTime } from '#shared/domain/time.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bikes, bookings, partners, users } from '#server/db/schema/index.ts';
import type { Mailer } from '#server/features/mail/mailer.ts';
import { bookingConfirmationMail, partnerNewBookingMail } from '#server/features/mail/templates.ts';
import { bookedBikeColumns } from '#server/lib/booked-bike.ts';

type Log = { error(obj: object, message: string): void };

/**
 * Mails the customer their booking confirmation with the invoice lines, and the partner a new-booking
 * notice. Called after the booking has committed: a failure is logged (the outbox keeps the mail and
 * its error), never turned into a failed payment; one mail failing does not stop the other.
 */
export async function sendBookingConfirmation(
  deps: { db: DbOrTx; mailer: Mailer; log: Log },
  bookingId: string,
): Promise<void> {
  let row;
  try {
    [row] = await deps.db
      .select({
        email: users.email,
        fname: users.fname,
        lname: users.lname,
        mobile: users.mobile,
        partnerEmail: partners.email,
        partnerFname: partners.fname,
        bikeName: bookedBikeColumns.bikeName,
        bikeBrand: bookedBikeColumns.bikeBrand,
        plateNumber: bookedBikeColumns.bikePlate,
        pickupAt: bookings.pickupAt,
        dropAt: bookings.dropAt,
        pickUpPoint: bookings.pickUpPoint,
        dropPoint: bookings.dropPoint,
        helmet: bookings.helmet,
        hours: bookings.hours,
        rent: bookings.rent,
        cgst: bookings.cgst,
        sgst: bookings.sgst,
        discountAmount: bookings.discountAmount,
        grandTotal: bookings.grandTotal,
      })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.userId))
      .innerJoin(bikes, eq(bikes.id, bookings.bikeId))
      .innerJoin(partners, eq(partners.id, bookings.partnerId))
      .where(eq(bookings.id, bookingId));
  } catch (error) {
    deps.log.error({ err: error, bookingId }, 'booking mails not sent');
    return;
  }
  if (!row) return;
  const ride = {
    orderId: bookingId,
    bike: `${row.bikeBrand} ${row.bikeName}`,
    pickUpDate: istDate(row.pickupAt),
    pickUpTime: istTime(row.pickupAt),
    pickUpPoint: row.pickUpPoint,
    dropDate: istDate(row.dropAt),
    dropTime: istTime(row.dropAt),
    dropPoint: row.dropPoint,
    grandTotal: row.grandTotal,
  };
  const customerMail = bookingConfirmationMail({
    ...ride,
    fname: row.fname,
    invoice: {
      helmet: row.helmet,
      rentLine: rentLine(row.hours),
      rent: row.rent,
      discount: row.discountAmount,
      cgst: row.cgst,
      sgst: row.sgst,
    },
  });
  const partnerMail = partnerNewBookingMail({
    ...ride,
    partnerFname: row.partnerFname,
    plateNumber: row.plateNumber,
    customer: `${row.fname} ${row.lname}`,
    customerMobile: row.mobile,
    helmet: row.helmet,
  });
  await send(deps, { to: row.email, ...customerMail }, bookingId, 'customer');
  await send(deps, { to: row.partnerEmail, ...partnerMail }, bookingId, 'partner');
}

async function send(
  deps: { mailer: Mailer; log: Log },
  mail: Parameters<Mailer['send']>[0],
  bookingId: string,
  to: 'customer' | 'partner',
) {
  try {
    await deps.mailer.send(mail);
  } catch (error) {
    deps.log.error({ err: error, bookingId, to }, 'booking mail not sent');
  }
}
