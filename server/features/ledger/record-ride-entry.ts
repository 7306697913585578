import { eq } from 'drizzle-orm';
import { rideEntry } from '#shared/domain/ledger.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bookings, partners, settlements } from '#server/db/schema/index.ts';
import { insertEntry } from './insert-entry.ts';
import { bookingPayoutRates } from './payout-settings.ts';

/** A partner has a GST number when one is stored (the profile requires the GSTIN shape). */
export const hasGstNumber = (gstNo: string | null) => Boolean(gstNo?.trim());

/**
 * The ledger entry of a completed ride: called inside the transaction that completes it, after its
 * settlement row is written. Reads the booking (rent and its taxes as invoiced, the payout rates it was
 * paid under), the settlement (excess km, late fee, their taxes, damage) and the partner's GST number.
 * At most one per booking: a second call writes nothing and answers null.
 */
export async function recordRideEntry(tx: DbOrTx, bookingId: string) {
  const [row] = await tx
    .select({
      partnerId: bookings.partnerId,
      rent: bookings.rent,
      cgst: bookings.cgst,
      sgst: bookings.sgst,
      gstNo: partners.gstNo,
      excessCharge: settlements.excessCharge,
      lateFee: settlements.lateFee,
      settlementCgst: settlements.cgst,
      settlementSgst: settlements.sgst,
      damage: settlements.damage,
    })
    .from(bookings)
    .innerJoin(partners, eq(partners.id, bookings.partnerId))
    .leftJoin(settlements, eq(settlements.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId));
  if (!row) return null;
  const rates = await bookingPayoutRates(tx, bookingId);
  const amounts = rideEntry(
    {
      rent: row.rent,
      cgst: row.cgst,
      sgst: row.sgst,
      settlement: {
        excessCharge: row.excessCharge ?? 0,
        lateFee: row.lateFee ?? 0,
        cgst: row.settlementCgst ?? 0,
        sgst: row.settlementSgst ?? 0,
        damage: row.damage ?? 0,
      },
    },
    rates,
    hasGstNumber(row.gstNo),
  );
  return insertEntry(tx, { partnerId: row.partnerId, bookingId, kind: 'ride', amounts });
}
