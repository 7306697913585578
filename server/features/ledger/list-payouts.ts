import { and, asc, count, eq, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { LedgerEntry, PartnerWeek, PayoutWeek } from '#shared/api/ledger.ts';
import { msg } from '#shared/messages.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bankAccountOf } from '#server/lib/bank-account-view.ts';
import { ledgerEntries, partners, payouts } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { selectEntries, toLedgerEntry } from './entry-answer.ts';

/**
 * The entries a partner's statement of `week` carries (issue #28): every entry not paid yet filed in
 * that week or before it, so a week whose net was ≤ ₹0 (never paid) nets into the next one instead of
 * being stranded. Call under lockPartnerLedger when the answer is about to be paid.
 */
export function unpaidUpTo(partnerId: string, week: string): SQL | undefined {
  return and(eq(ledgerEntries.partnerId, partnerId), isNull(ledgerEntries.payoutId), lte(ledgerEntries.week, week));
}

/**
 * The partners with a statement for a payout week (`week` its Monday): for each, the number of entries,
 * the sum of their net, and whether the week is paid (with the payout's reference). A paid week shows
 * the entries its payout paid (never changes); an unpaid week carries every entry not paid yet up to
 * its end (`unpaidUpTo`), so it is exactly what Mark paid would transfer. `partnerId` narrows it to one
 * partner (the answer of markPayoutPaid).
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
      paidOn: payouts.paidOn,
      bankHolder: partners.bankHolder,
      bankAccount: partners.bankAccount,
      bankIfsc: partners.bankIfsc,
    })
    .from(ledgerEntries)
    .innerJoin(partners, eq(partners.id, ledgerEntries.partnerId))
    .leftJoin(payouts, and(eq(payouts.partnerId, ledgerEntries.partnerId), eq(payouts.week, week)))
    .where(
      and(
        or(
          eq(ledgerEntries.payoutId, payouts.id),
          and(isNull(payouts.id), isNull(ledgerEntries.payoutId), lte(ledgerEntries.week, week)),
        ),
        partnerId ? eq(ledgerEntries.partnerId, partnerId) : undefined,
      ),
    )
    .groupBy(
      ledgerEntries.partnerId,
      partners.fname,
      partners.lname,
      partners.email,
      partners.bankHolder,
      partners.bankAccount,
      partners.bankIfsc,
      payouts.reference,
      payouts.paidOn,
    )
    .orderBy(asc(partners.fname), asc(partners.lname), asc(ledgerEntries.partnerId));
  return rows.map((r) => ({
    partnerId: r.partnerId,
    name: `${r.fname} ${r.lname}`.trim(),
    email: r.email,
    entries: Number(r.entries),
    net: Number(r.net),
    status: r.reference === null ? 'pending' : 'paid',
    reference: r.reference,
    bankAccount: bankAccountOf({ holder: r.bankHolder, account: r.bankAccount, ifsc: r.bankIfsc }),
    paidOn: r.paidOn,
  }));
}

/** GET /api/admin/payouts?week= : the week's statement, partner by partner. */
export async function listPayouts(db: DbOrTx, week: string): Promise<PayoutWeek> {
  return { week, partners: await payoutWeekRows(db, week) };
}

/**
 * GET /api/admin/payoutEntries?partnerId=&week= (issue #34): a partner's week as the Mark paid dialog
 * confirms it: the row (the amount, the bank account masked) and each entry it pays (or its payout paid),
 * oldest first. A partner with nothing in that week: 404.
 */
export async function payoutEntries(
  db: DbOrTx,
  partnerId: string,
  week: string,
): Promise<{ week: PartnerWeek; entries: LedgerEntry[] }> {
  const [row] = await payoutWeekRows(db, week, partnerId);
  if (!row) throw new AppError('NOT_FOUND', msg.payoutNothingToPay);
  const [paid] = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.partnerId, partnerId), eq(payouts.week, week)));
  const rows = await selectEntries(db)
    .where(paid ? eq(ledgerEntries.payoutId, paid.id) : unpaidUpTo(partnerId, week))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
  return { week: row, entries: rows.map(toLedgerEntry) };
}
