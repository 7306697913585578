import { eq } from 'drizzle-orm';
import { MAX_RETURN_DAYS_AFTER_DROP, bookedRentPerHour, latestReturn, settleReturn } from '#shared/domain/pricing.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bookings, settlements } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { postCompletion } from '#server/features/journal/post-booking-events.ts';
import { recordRideEntry } from '#server/features/ledger/record-ride-entry.ts';
import { recordRefund } from '#server/features/refunds/record-refund.ts';
import { msg } from '#shared/messages.ts';
import { bookedTaxRates } from '../hold/tax-rates.ts';
import { queueSettlementMail } from './queue-settlement-mail.ts';

/** What the partner recorded at the return; `reading` null when the ride was completed without one. */
export interface ReturnRecord {
  reading: { startKm: number; endKm: number } | null;
  /** null: returned at the drop time (changeBookingStatus 'completed') */
  returnedAt: Date | null;
  damage: number;
  damageNote: string;
  /** the photos taken at the return (issue #32): private `files` ids, none when none were taken */
  returnPhotos?: readonly string[];
}

/**
 * Writes the settlement of a booking the caller's transaction has just moved to `completed` (issue #17),
 * from settleReturn (shared/domain/pricing.ts) with the booking's hours, its rent per hour, its tax rates
 * and its deposit; and the deposit refund (kind 'deposit', at most one per booking) when something of the
 * deposit comes back, and the partner's ledger entry of the ride (recordRideEntry). A return before the
 * pick-up time (or before the hand-over, when the bike was handed over early), or more than MAX_RETURN_DAYS_AFTER_DROP days after the drop, is refused (the caller's
 * transaction rolls back).
 */
export async function settleRide(tx: DbOrTx, bookingId: string, record: ReturnRecord) {
  const [booking] = await tx
    .select({
      pickupAt: bookings.pickupAt,
      handoverAt: bookings.handoverAt,
      dropAt: bookings.dropAt,
      hours: bookings.hours,
      rent: bookings.rent,
      deposit: bookings.deposit,
      cgstRateBp: bookings.cgstRateBp,
      sgstRateBp: bookings.sgstRateBp,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!booking) throw new AppError('NOT_FOUND', msg.bookingNotFound);
  const returnedAt = record.returnedAt ?? booking.dropAt;
  // a ride handed over early (up to 60 minutes before its pick-up, issue #32) may come back from then
  const earliest = booking.handoverAt && booking.handoverAt < booking.pickupAt ? booking.handoverAt : booking.pickupAt;
  if (returnedAt.getTime() < earliest.getTime())
    throw new AppError('VALIDATION', msg.returnBeforePickup, { errors: { returnDate: msg.returnBeforePickup } });
  // a typo in the year must not become a ₹10 crore late fee or an integer overflow (issue #28)
  if (returnedAt.getTime() > latestReturn(booking.dropAt).getTime()) {
    const message = msg.returnTooLate(MAX_RETURN_DAYS_AFTER_DROP);
    throw new AppError('VALIDATION', message, { errors: { returnDate: message } });
  }
  const settled = settleReturn({
    hours: booking.hours,
    rentPerHour: bookedRentPerHour(booking),
    dropAt: booking.dropAt,
    returnedAt,
    startKm: record.reading?.startKm ?? 0,
    endKm: record.reading?.endKm ?? 0,
    damage: record.damage,
    deposit: booking.deposit,
    rates: bookedTaxRates(booking),
  });
  const [row] = await tx
    .insert(settlements)
    .values({
      bookingId,
      startKm: record.reading?.startKm ?? null,
      endKm: record.reading?.endKm ?? null,
      returnedAt,
      damageNote: record.damage > 0 ? record.damageNote : '',
      returnPhotos: [...(record.returnPhotos ?? [])],
      ...settled,
      // the creating steps of the settlement's table (rentals/return/settlement-transitions.ts): `settleWithBalance`
      // when the charges passed the deposit, else `settle`
      status: settled.due > 0 ? 'balanceDue' : 'settled',
    })
    .returning();
  const refund = await recordRefund(tx, {
    bookingId,
    amount: settled.depositRefund,
    reason: 'deposit',
    kind: 'deposit',
  });
  // the partner's earnings of the ride (issue #18), once, in the same transaction as the completion
  await recordRideEntry(tx, bookingId);
  await postCompletion(tx, bookingId);
  await queueSettlementMail(tx, bookingId);
  return { settlement: row, refund };
}
