import { count, desc, eq, sql } from 'drizzle-orm';
import { EARNINGS_PAGE_SIZE, type Earnings, type EarningsQuery } from '#shared/api/ledger.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { ledgerEntries } from '#server/db/schema/index.ts';
import { pageWindow } from '#server/lib/page-window.ts';
import { selectEntries, toLedgerEntry } from './entry-answer.ts';

/** The sums of net of a partner's entries not paid yet and paid, whole rupees. */
export async function earningsTotals(db: DbOrTx, partnerId: string): Promise<Earnings['totals']> {
  const [totals] = await db
    .select({
      pending: sql<number>`coalesce(sum(${ledgerEntries.net}) filter (where ${ledgerEntries.payoutId} is null), 0)::int`,
      paid: sql<number>`coalesce(sum(${ledgerEntries.net}) filter (where ${ledgerEntries.payoutId} is not null), 0)::int`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.partnerId, partnerId));
  return { pending: Number(totals?.pending ?? 0), paid: Number(totals?.paid ?? 0) };
}

/**
 * GET /api/partner/earnings: the signed-in partner's own entries (never another's: the id comes from
 * the token), newest first, EARNINGS_PAGE_SIZE a page, with the totals pending and paid.
 */
export async function listEarnings(db: DbOrTx, partnerId: string, query: EarningsQuery): Promise<Earnings> {
  const mine = eq(ledgerEntries.partnerId, partnerId);
  const [total] = await db.select({ n: count() }).from(ledgerEntries).where(mine);
  const { page, totalPages, offset } = pageWindow(total?.n ?? 0, EARNINGS_PAGE_SIZE, query.page);
  const rows = await selectEntries(db)
    .where(mine)
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(EARNINGS_PAGE_SIZE)
    .offset(offset);
  return { entries: rows.map(toLedgerEntry), page, totalPages, totals: await earningsTotals(db, partnerId) };
}
