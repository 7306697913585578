import { and, eq } from 'drizzle-orm';
import { adjustmentEntry } from '#shared/domain/ledger.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { ledgerEntries } from '#server/db/schema/index.ts';
import { insertEntry } from './insert-entry.ts';

/**
 * An admin lowered a settled damage charge (adjustSettlement): inside that transaction, an entry of kind
 * 'adjustment' with net = −(the damage lowered), since the ride's entry passed the full damage through
 * to the partner. Only when the ride has an entry (a ride completed before the ledger has none, so
 * nothing of its damage was credited). At most one per settlement adjustment.
 */
export async function recordDamageLoweredEntry(
  tx: DbOrTx,
  input: { bookingId: string; settlementAdjustmentId: string; lowered: number; reason: string },
) {
  if (input.lowered <= 0) return null;
  const [ride] = await tx
    .select({ partnerId: ledgerEntries.partnerId })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.bookingId, input.bookingId), eq(ledgerEntries.kind, 'ride')));
  if (!ride) return null;
  return insertEntry(tx, {
    partnerId: ride.partnerId,
    bookingId: input.bookingId,
    kind: 'adjustment',
    amounts: adjustmentEntry(-input.lowered),
    note: input.reason,
    settlementAdjustmentId: input.settlementAdjustmentId,
  });
}
