import type { SQL } from 'drizzle-orm';
import type { PartnerBooking, PartnerBookingStatus } from '#shared/api/partner.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bookings } from '#server/db/schema/index.ts';
import type { FileSigner } from '#server/features/files/signed-url.ts';
import { bookedBikeColumns } from '#server/lib/booked-bike.ts';
import { isShownBooking, selectBookingAnswers, toBookingAnswer } from './booking-answer.ts';
import { bookedTaxRates } from '../hold/tax-rates.ts';

/** The columns a partner's booking reads beside the booking answer's: the bike's plate and the rates charged. */
export const partnerBookingColumns = {
  bikePlate: bookedBikeColumns.bikePlate,
  cgstRateBp: bookings.cgstRateBp,
  sgstRateBp: bookings.sgstRateBp,
};

/** `select … from bookings join users join bikes left join settlements`: add `.where(…)` with the partner's id in it. */
export function selectPartnerBookings(db: DbOrTx) {
  return selectPartnerBookingsWith(db, {});
}

/** selectPartnerBookings with more columns beside the booking's (a count read in the same statement). */
export function selectPartnerBookingsWith<Extra extends Record<string, SQL>>(db: DbOrTx, extra: Extra) {
  return selectBookingAnswers(db, { ...partnerBookingColumns, ...extra });
}

export type PartnerBookingRow = Awaited<ReturnType<typeof selectPartnerBookings>>[number];

/** A booking row → the partner's answer: the booking answer with the bike's plate, `createdAt` and the rates charged. */
export function toPartnerBooking(
  row: PartnerBookingRow & { status: PartnerBookingStatus },
  sign: FileSigner,
): PartnerBooking {
  const answer = toBookingAnswer(row, sign);
  return {
    ...answer,
    bike: { ...answer.bike, plateNumber: row.bikePlate },
    createdAt: row.createdAt.toISOString(),
    taxRates: bookedTaxRates(row),
  };
}

/** Narrows a row to the statuses a partner sees (the queries filter on them already). */
export const isPartnerVisible = isShownBooking;
