import { eq } from 'drizzle-orm';
import type { LedgerEntry } from '#shared/api/ledger.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { ledgerEntries, payouts } from '#server/db/schema/index.ts';

/** The columns of an entry as answered, with its payout's reference. */
export function selectEntries(db: DbOrTx) {
  return db
    .select({
      id: ledgerEntries.id,
      bookingId: ledgerEntries.bookingId,
      kind: ledgerEntries.kind,
      createdAt: ledgerEntries.createdAt,
      gross: ledgerEntries.gross,
      commission: ledgerEntries.commission,
      gstOnCommission: ledgerEntries.gstOnCommission,
      tcs: ledgerEntries.tcs,
      tds: ledgerEntries.tds,
      gstCollected: ledgerEntries.gstCollected,
      damage: ledgerEntries.damage,
      net: ledgerEntries.net,
      note: ledgerEntries.note,
      payoutId: ledgerEntries.payoutId,
      reference: payouts.reference,
      payoutWeek: payouts.week,
    })
    .from(ledgerEntries)
    .leftJoin(payouts, eq(payouts.id, ledgerEntries.payoutId))
    .$dynamic();
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof selectEntries>['execute']>>[number];

export function toLedgerEntry(row: EntryRow): LedgerEntry {
  return {
    _id: row.id,
    bookingId: row.bookingId,
    kind: row.kind,
    date: row.createdAt.toISOString(),
    gross: row.gross,
    commission: row.commission,
    gstOnCommission: row.gstOnCommission,
    tcs: row.tcs,
    tds: row.tds,
    gstCollected: row.gstCollected,
    damage: row.damage,
    net: row.net,
    status: row.payoutId ? 'paid' : 'pending',
    reference: row.reference ?? null,
    payoutWeek: row.payoutWeek ?? null,
  };
}
