import { eq } from 'drizzle-orm';
import { istDate, istTime } from '#shared/domain/time.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bikes, bookings, users } from '#server/db/schema/index.ts';
import type { Mailer } from '#server/features/mail/mailer.ts';
import { bookingConfirmationMail } from '#server/features/mail/templates.ts';

/**
 * Mails the customer their booking confirmation. Called after the booking has committed: a failure is
 * logged (the outbox keeps the mail and its error), never turned into a failed payment.
 */
export async function sendBookingConfirmation(
  deps: { db: DbOrTx; mailer: Mailer; log: { error(obj: object, message: string): void } },
  bookingId: string,
): Promise<void> {
  try {
    const [row] = await deps.db
      .select({
        email: users.email,
        fname: users.fname,
        bikeName: bikes.name,
        bikeBrand: bikes.brand,
        pickupAt: bookings.pickupAt,
        dropAt: bookings.dropAt,
        pickUpPoint: bookings.pickUpPoint,
        dropPoint: bookings.dropPoint,
        grandTotal: bookings.grandTotal,
      })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.userId))
      .innerJoin(bikes, eq(bikes.id, bookings.bikeId))
      .where(eq(bookings.id, bookingId));
    if (!row) return;
    const mail = bookingConfirmationMail({
      fname: row.fname,
      orderId: bookingId,
      bike: `${row.bikeBrand} ${row.bikeName}`,
      pickUpDate: istDate(row.pickupAt),
      pickUpTime: istTime(row.pickupAt),
      pickUpPoint: row.pickUpPoint,
      dropDate: istDate(row.dropAt),
      dropTime: istTime(row.dropAt),
      dropPoint: row.dropPoint,
      grandTotal: row.grandTotal,
    });
    await deps.mailer.send({ to: row.email, ...mail });
  } catch (error) {
    deps.log.error({ err: error, bookingId }, 'booking confirmation mail not sent');
  }
}
