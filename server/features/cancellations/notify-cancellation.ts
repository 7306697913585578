import { desc, eq } from 'drizzle-orm';
import { msg } from '#shared/messages.ts';
import { amountToPay } from '#shared/domain/pricing.ts';
import { istDate, istTime } from '#shared/domain/time.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bikes, bookings, partners, refunds, users } from '#server/db/schema/index.ts';
import type { Mailer } from '#server/features/mail/mailer.ts';
import { partnerRideCancelledMail, rideCancelledMail } from '#server/features/mail/templates.ts';
import { bookedBikeColumns } from '#server/lib/booked-bike.ts';

type Log = { error(obj: object, message: string): void };

export interface NotifyDeps {
  db: DbOrTx;
  mailer: Mailer;
  log: Log;
  /** the payment provider's name: says when the refund reaches the customer */
  provider: string;
}

/**
 * Mails the customer that their ride is cancelled (who cancelled, the refund and when it arrives) and
 * the partner that a booking of their bike is cancelled (by whom). Called after the cancellation has
 * committed, never inside its transaction: a failure is logged, never undoes the cancellation.
 */
export async function notifyCancellation(deps: NotifyDeps, bookingId: string): Promise<void> {
  let row;
  let refund;
  try {
    [row] = await deps.db
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
    [refund] = await deps.db
      .select({ amount: refunds.amount, reason: refunds.reason })
      .from(refunds)
      .where(eq(refunds.bookingId, bookingId))
      .orderBy(desc(refunds.createdAt))
      .limit(1);
  } catch (error) {
    deps.log.error({ err: error, bookingId }, 'cancellation mails not sent');
    return;
  }
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
    refundTiming: deps.provider === 'razorpay' ? msg.refundTimingRazorpay : msg.refundTimingSandbox,
    // a partner's cancellation at or after the pick-up time records that the bike was not picked up
    noShow: row.cancelledBy === 'partner' && row.cancelledAt !== null && row.cancelledAt >= row.pickupAt,
  });
  const partnerMail = partnerRideCancelledMail({
    ...ride,
    partnerFname: row.partnerFname,
    plateNumber: row.plateNumber,
    customer: `${row.fname} ${row.lname}`,
  });
  for (const [to, mail] of [
    [row.email, customerMail],
    [row.partnerEmail, partnerMail],
  ] as const) {
    try {
      await deps.mailer.send({ to, ...mail });
    } catch (error) {
      deps.log.error({ err: error, bookingId }, 'cancellation mail not sent');
    }
  }
}
