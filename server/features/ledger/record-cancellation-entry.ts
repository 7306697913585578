import { eq } from 'drizzle-orm';
import { cancellationEntry } from '#shared/domain/ledger.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bookings, partners } from '#server/db/schema/index.ts';
import { insertEntry } from './insert-entry.ts';
import { bookingPayoutRates } from './payout-settings.ts';
import { hasGstNumber } from './record-ride-entry.ts';

/**
 * The ledger entry of a cancellation that kept a fee: called inside the cancellation's transaction with
 * what went back to the customer. The fee kept is what was paid for the rent (`grandTotal`) minus the
 * refund; nothing is written when it is 0 (a full refund). At most one per booking.
 */
export async function recordCancellationEntry(tx: DbOrTx, bookingId: string, refunded: number) {
  const [row] = await tx
    .select({ partnerId: bookings.partnerId, grandTotal: bookings.grandTotal, gstNo: partners.gstNo })
    .from(bookings)
    .innerJoin(partners, eq(partners.id, bookings.partnerId))
    .where(eq(bookings.id, bookingId));
  if (!row) return null;
  const fee = Math.max(0, row.grandTotal - refunded);
  if (fee === 0) return null;
  const amounts = cancellationEntry(fee, await bookingPayoutRates(tx, bookingId), hasGstNumber(row.gstNo));
  return insertEntry(tx, { partnerId: row.partnerId, bookingId, kind: 'cancellation', amounts });
}
