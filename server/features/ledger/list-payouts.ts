import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { PartnerWeek, PayoutWeek } from '#shared/api/ledger.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { ledgerEntries, partners, payouts } from '#server/db/schema/index.ts';

/**
 * The partners with entries in a payout week (`week` its Monday): for each, the number of entries, the
 * sum of their net, and whether the week is paid (with the payout's reference). `partnerId` narrows it
 * to one partner (the answer of markPayoutPaid).
 */
export async function payoutWeekRows(db: DbOrTx, week: string, partnerId?: string): Promise<PartnerWeek[]> {
  const rows = await db
    .select({
      partnerId: ledgerEntries.partnerId,
      fname: partners.fname,
      lname: partners.lname,
      email: partners.email,
      entries: count(),
      net: sql<number>`coalesce(sum(${ledgerEntries.net}), 0)::int`,
      reference: payouts.reference,
    })
    .from(ledgerEntries)
    .innerJoin(partners, eq(partners.id, ledgerEntries.partnerId))
    .leftJoin(payouts, and(eq(payouts.partnerId, ledgerEntries.partnerId), eq(payouts.week, week)))
    .where(and(eq(ledgerEntries.week, week), partnerId ? eq(ledgerEntries.partnerId, partnerId) : undefined))
    .groupBy(ledgerEntries.partnerId, partners.fname, partners.lname, partners.email, payouts.reference)
    .orderBy(asc(partners.fname), asc(partners.lname), asc(ledgerEntries.partnerId));
  return rows.map((r) => ({
    partnerId: r.partnerId,
    name: `${r.fname} ${r.lname}`.trim(),
    email: r.email,
    entries: Number(r.entries),
    net: Number(r.net),
    status: r.reference === null ? 'pending' : 'paid',
    reference: r.reference,
  }));
}

/** GET /api/admin/payouts?week= : the week's statement, partner by partner. */
export async function listPayouts(db: DbOrTx, week: string): Promise<PayoutWeek> {
  return { week, partners: await payoutWeekRows(db, week) };
}
