import { sql } from 'drizzle-orm';
import { ACCOUNT, cr, dr, type JournalLine } from '#shared/domain/journal.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { selectRows } from '#server/lib/select-rows.ts';
import { bookingFacts, expectedHoldings } from './audit-money.ts';
import { postJournal } from './post-journal.ts';


/**
 * Brings money recorded before the journal existed into it (decision D70): for every booking with
 * payments, refunds or ledger entries but no posting, one 'opening' posting that states where its money
 * sits now (cash, refunds owed, rent and deposit held as its state says, the balance due, the partner's
 * entries and what the platform kept of them), balanced against the Opening balances account; and for
 * every partner, the payouts and booking-less adjustments that have no posting. Idempotent (the sources
 * are unique): run by the demo seed, and once by `npm run journal:open` on a database that had money
 * before migration 0021. Answers how many postings it wrote.
 */
export async function postOpeningBalances(db: DbOrTx): Promise<number> {
  let posted = 0;
  const legacy = await bookingFacts(db);
  const withPostings = new Set(
    (await selectRows(db, sql`SELECT DISTINCT booking_id FROM journal_postings WHERE booking_id IS NOT NULL`)).map((r) =>
      String(r.booking_id),
    ),
  );
  for (const b of legacy) {
    if (withPostings.has(b.id)) continue;
    const want = expectedHoldings(b);
    const partner = await selectRows(db, sql`SELECT partner_id FROM bookings WHERE id = ${b.id}`);
    const outcome = await postJournal(db, {
      source: `opening:${b.id}`,
      event: 'opening',
      bookingId: b.id,
      partnerId: typeof partner[0]?.partner_id === 'string' ? partner[0].partner_id : null,
      memo: 'Opening balance: money recorded before the journal',
      lines: [
        dr(ACCOUNT.cash, b.captured - b.refund_paid),
        cr(ACCOUNT.refundsOwed, b.refunded - b.refund_paid),
        cr(ACCOUNT.prepaidRent, want.prepaid),
        cr(ACCOUNT.depositsHeld, want.deposits),
        dr(ACCOUNT.receivable, want.receivable),
        dr(ACCOUNT.couponExpense, want.coupon),
        cr(ACCOUNT.partnerPayable, b.partner_net),
        cr(ACCOUNT.commission, b.commission),
        cr(ACCOUNT.gstOnCommission, b.gst_on_commission),
        cr(ACCOUNT.tcs, b.tcs),
        cr(ACCOUNT.tds, b.tds),
        ...openingLine(b.captured - b.refund_paid - (b.refunded - b.refund_paid) - want.prepaid - want.deposits + want.receivable + want.coupon - b.partner_net - b.commission - b.gst_on_commission - b.tcs - b.tds),
      ],
    });
    if (outcome.posted) posted += 1;
  }

  const partners = await selectRows(
    db,
    sql`
      SELECT partner_id,
        coalesce(sum(paid), 0) AS paid, coalesce(sum(adjusted), 0) AS adjusted
      FROM (
        SELECT p.partner_id, p.net AS paid, 0 AS adjusted FROM payouts p
        WHERE NOT EXISTS (SELECT 1 FROM journal_postings j WHERE j.source = 'payout:' || p.id::text)
        UNION ALL
        SELECT e.partner_id, 0, e.net FROM ledger_entries e
        WHERE e.booking_id IS NULL
          AND NOT EXISTS (SELECT 1 FROM journal_postings j WHERE j.source = 'adjustment:' || e.id::text)
      ) legacy
      GROUP BY partner_id
    `,
  );
  for (const p of partners) {
    const paid = Number(p.paid);
    const adjusted = Number(p.adjusted);
    if (paid === 0 && adjusted === 0) continue;
    const outcome = await postJournal(db, {
      source: `opening-partner:${String(p.partner_id)}`,
      event: 'opening',
      partnerId: String(p.partner_id),
      memo: 'Opening balance: payouts and adjustments recorded before the journal',
      lines: [dr(ACCOUNT.partnerPayable, paid), cr(ACCOUNT.cash, paid), dr(ACCOUNT.partnerAdjustments, adjusted), cr(ACCOUNT.partnerPayable, adjusted)],
    });
    if (outcome.posted) posted += 1;
  }
  return posted;
}

/** The line that balances an opening posting: what the booking's rows say went somewhere we cannot name. */
function openingLine(debitsMinusCredits: number): JournalLine[] {
  if (debitsMinusCredits > 0) return [cr(ACCOUNT.opening, debitsMinusCredits)];
  if (debitsMinusCredits < 0) return [dr(ACCOUNT.opening, -debitsMinusCredits)];
  return [];
}
