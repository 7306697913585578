import { eq } from 'drizzle-orm';
import { cancellationEntry } from '#shared/domain/ledger.ts';
import { rentKeptOnCancellation } from '#shared/domain/pricing.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bookings, partners } from '#server/db/schema/index.ts';
import { insertEntry } from './insert-entry.ts';
import { bookingPayoutRates } from './payout-settings.ts';
import { hasGstNumber } from './record-ride-entry.ts';

/**
 * The ledger entry of a cancellation that kept a fee: called inside the cancellation's transaction with
 * the whole refund written (deposit included). The entry's gross is the rent kept
 * (`rentKeptOnCancellation`: everything paid, rent and deposit, minus the refund): the deposit always
 * goes back and is never revenue, so it can neither shrink nor swallow the fee (issue #28). Nothing is
 * written when nothing of the rent was kept (a full refund). At most one per booking.
 *
 * NOTE on a coupon: the fee is a share of what the customer actually paid for the rent (`grandTotal`,
 * after the coupon), so the partner's gross is at most that payment; the discount the platform funded
 * is not the partner's on a cancellation (it is on a completed ride, whose gross is the rent before it).
 */
export async function recordCancellationEntry(tx: DbOrTx, bookingId: string, refunded: number) {
  const [row] = await tx
    .select({
      partnerId: bookings.partnerId,
      grandTotal: bookings.grandTotal,
      deposit: bookings.deposit,
      gstNo: partners.gstNo,
    })
    .from(bookings)
    .innerJoin(partners, eq(partners.id, bookings.partnerId))
    .where(eq(bookings.id, bookingId));
  if (!row) return null;
  const fee = rentKeptOnCancellation(row.grandTotal, row.deposit, refunded);
  if (fee === 0) return null;
  const amounts = cancellationEntry(fee, await bookingPayoutRates(tx, bookingId), hasGstNumber(row.gstNo));
  return insertEntry(tx, { partnerId: row.partnerId, bookingId, kind: 'cancellation', amounts });
}
