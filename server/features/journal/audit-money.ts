import { sql } from 'drizzle-orm';
import type { AuditProblem, MoneyAudit } from '#shared/api/finance.ts';
import { ACCOUNT } from '#shared/domain/journal.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { selectRows } from '#server/lib/select-rows.ts';

/*
 * The money audit (issue #28, docs/finance.md): the journal against the tables it summarises, and the
 * identities every booking, partner and payout must satisfy. Read-only; one consistent snapshot (the
 * caller runs it in a repeatable-read transaction when it needs one).
 */

const num = (v: unknown): number => Number(v ?? 0);

interface BookingFacts {
  id: string;
  status: string;
  grand_total: number;
  discount: number;
  deposit: number;
  due: number | null;
  due_paid: boolean | null;
  captured: number;
  refunded: number;
  refund_paid: number;
  partner_net: number;
  platform_kept: number;
  commission: number;
  gst_on_commission: number;
  tcs: number;
  tds: number;
  j_cash: number;
  j_receivable: number;
  j_prepaid: number;
  j_deposits: number;
  j_refunds_owed: number;
  j_payable: number;
  j_commission: number;
  j_gst_on_commission: number;
  j_tcs: number;
  j_tds: number;
  j_coupon: number;
  j_suspense: number;
  j_opening: number;
}

/** Every booking whose money moved (a payment, or a journal line), with its table sums and its journal balances (debit − credit). */
async function bookingFacts(db: DbOrTx, bookingId?: string): Promise<BookingFacts[]> {
  const only = bookingId ? sql`AND b.id = ${bookingId}` : sql``;
  const result = await selectRows(db, sql`
    WITH pay AS (SELECT booking_id, sum(amount) AS captured FROM payments GROUP BY booking_id),
    ref AS (
      SELECT booking_id, sum(amount) AS refunded, coalesce(sum(amount) FILTER (WHERE status = 'processed'), 0) AS refund_paid
      FROM refunds GROUP BY booking_id
    ),
    led AS (
      SELECT booking_id, sum(net) AS partner_net, sum(commission) AS commission,
        sum(gst_on_commission) AS gst_on_commission, sum(tcs) AS tcs, sum(tds) AS tds
      FROM ledger_entries WHERE booking_id IS NOT NULL GROUP BY booking_id
    ),
    jr AS (
      SELECT booking_id,
        coalesce(sum(debit - credit) FILTER (WHERE account = ${ACCOUNT.cash}), 0) AS j_cash,
        coalesce(sum(debit - credit) FILTER (WHERE account = ${ACCOUNT.receivable}), 0) AS j_receivable,
        coalesce(sum(credit - debit) FILTER (WHERE account = ${ACCOUNT.prepaidRent}), 0) AS j_prepaid,
        coalesce(sum(credit - debit) FILTER (WHERE account = ${ACCOUNT.depositsHeld}), 0) AS j_deposits,
        coalesce(sum(credit - debit) FILTER (WHERE account = ${ACCOUNT.refundsOwed}), 0) AS j_refunds_owed,
        coalesce(sum(credit - debit) FILTER (WHERE account = ${ACCOUNT.partnerPayable}), 0) AS j_payable,
        coalesce(sum(credit - debit) FILTER (WHERE account = ${ACCOUNT.commission}), 0) AS j_commission,
        coalesce(sum(credit - debit) FILTER (WHERE account = ${ACCOUNT.gstOnCommission}), 0) AS j_gst_on_commission,
        coalesce(sum(credit - debit) FILTER (WHERE account = ${ACCOUNT.tcs}), 0) AS j_tcs,
        coalesce(sum(credit - debit) FILTER (WHERE account = ${ACCOUNT.tds}), 0) AS j_tds,
        coalesce(sum(debit - credit) FILTER (WHERE account = ${ACCOUNT.couponExpense}), 0) AS j_coupon,
        coalesce(sum(debit - credit) FILTER (WHERE account = ${ACCOUNT.suspense}), 0) AS j_suspense,
        coalesce(sum(credit - debit) FILTER (WHERE account = ${ACCOUNT.opening}), 0) AS j_opening
      FROM journal_lines WHERE booking_id IS NOT NULL GROUP BY booking_id
    )
    SELECT b.id, b.status, b.grand_total, b.discount_amount AS discount, b.deposit,
      s.due, s.due_paid_at IS NOT NULL AS due_paid,
      coalesce(pay.captured, 0) AS captured, coalesce(ref.refunded, 0) AS refunded,
      coalesce(ref.refund_paid, 0) AS refund_paid,
      coalesce(led.partner_net, 0) AS partner_net,
      coalesce(led.commission + led.gst_on_commission + led.tcs + led.tds, 0) AS platform_kept,
      coalesce(led.commission, 0) AS commission, coalesce(led.gst_on_commission, 0) AS gst_on_commission,
      coalesce(led.tcs, 0) AS tcs, coalesce(led.tds, 0) AS tds,
      coalesce(j_cash, 0) AS j_cash, coalesce(j_receivable, 0) AS j_receivable,
      coalesce(j_prepaid, 0) AS j_prepaid, coalesce(j_deposits, 0) AS j_deposits,
      coalesce(j_refunds_owed, 0) AS j_refunds_owed, coalesce(j_payable, 0) AS j_payable,
      coalesce(j_commission, 0) AS j_commission, coalesce(j_gst_on_commission, 0) AS j_gst_on_commission,
      coalesce(j_tcs, 0) AS j_tcs, coalesce(j_tds, 0) AS j_tds,
      coalesce(j_coupon, 0) AS j_coupon, coalesce(j_suspense, 0) AS j_suspense, coalesce(j_opening, 0) AS j_opening
    FROM bookings b
    LEFT JOIN settlements s ON s.booking_id = b.id
    LEFT JOIN pay ON pay.booking_id = b.id
    LEFT JOIN ref ON ref.booking_id = b.id
    LEFT JOIN led ON led.booking_id = b.id
    LEFT JOIN jr ON jr.booking_id = b.id
    WHERE (pay.booking_id IS NOT NULL OR jr.booking_id IS NOT NULL OR led.booking_id IS NOT NULL) ${only}
    ORDER BY b.created_at, b.id
  `);
  return result.map((r) => {
    const out: Record<string, unknown> = { ...r };
    for (const [k, v] of Object.entries(r)) if (!['id', 'status', 'due', 'due_paid'].includes(k)) out[k] = num(v);
    out.due = r.due === null ? null : num(r.due);
    return out as unknown as BookingFacts;
  });
}

/** What a booking in this state must still hold in each account, by its own rows. */
export function expectedHoldings(b: BookingFacts) {
  const live = b.status === 'booked';
  const completed = b.status === 'completed';
  const settledDue = completed && b.due !== null && !b.due_paid ? b.due : 0;
  return {
    prepaid: live ? b.grand_total + b.discount : 0,
    deposits: live ? b.deposit : 0,
    receivable: settledDue,
    coupon: live || completed ? b.discount : 0,
  };
}

/** The problems of one booking (empty when its money adds up). */
export function bookingProblems(b: BookingFacts): AuditProblem[] {
  const problems: AuditProblem[] = [];
  const add = (kind: string, expected: number, actual: number, message: string) => {
    if (expected !== actual) problems.push({ kind, bookingId: b.id, expected, actual, message });
  };
  // paid at all: a booking that reached 'booked' has a capture (rows older than the journal excepted)
  const held = b.j_prepaid + b.j_deposits - b.j_receivable;
  add(
    'booking-identity',
    b.captured - b.refunded,
    b.partner_net + b.platform_kept - b.j_coupon + held + b.j_opening,
    'paid − refunded ≠ partner credited + platform kept − coupon funded + still held (+ opening balance)',
  );
  add('booking-cash', b.captured - b.refund_paid, b.j_cash, 'journal cash ≠ payments − refunds paid');
  add('booking-refunds-owed', b.refunded - b.refund_paid, b.j_refunds_owed, 'journal refunds owed ≠ refunds not paid yet');
  add('booking-partner-credit', b.partner_net, b.j_payable, 'journal partner payable ≠ ledger entries (net)');
  add('booking-commission', b.commission, b.j_commission, 'journal commission ≠ ledger entries');
  add('booking-gst-on-commission', b.gst_on_commission, b.j_gst_on_commission, 'journal GST on commission ≠ ledger entries');
  add('booking-tcs', b.tcs, b.j_tcs, 'journal TCS ≠ ledger entries');
  add('booking-tds', b.tds, b.j_tds, 'journal TDS ≠ ledger entries');
  add('booking-suspense', 0, b.j_suspense, 'an event of this booking did not balance: its difference sits in suspense');
  if (b.captured > 0) {
    const want = expectedHoldings(b);
    add('booking-rent-held', want.prepaid, b.j_prepaid, `rent held ≠ what a ${b.status} ride holds`);
    add('booking-deposit-held', want.deposits, b.j_deposits, `deposit held ≠ what a ${b.status} ride holds`);
    add('booking-receivable', want.receivable, b.j_receivable, 'balance receivable ≠ the settlement’s unpaid due');
    add('booking-coupon', want.coupon, b.j_coupon, `coupon funded ≠ what a ${b.status} ride costs the platform`);
  }
  return problems;
}

export async function auditMoney(db: DbOrTx): Promise<MoneyAudit> {
  const problems: AuditProblem[] = [];
  const facts = await bookingFacts(db);
  for (const b of facts) problems.push(...bookingProblems(b));

  // refunds never exceed what their payment captured
  const over = await selectRows(db, sql`
    SELECT p.booking_id, p.provider_payment_id, p.amount AS captured, sum(r.amount) AS refunded
    FROM payments p JOIN refunds r ON r.provider_payment_id = p.provider_payment_id
    GROUP BY p.booking_id, p.provider_payment_id, p.amount HAVING sum(r.amount) > p.amount
  `);
  for (const r of over) {
    problems.push({
      kind: 'refund-exceeds-payment',
      bookingId: String(r.booking_id),
      expected: num(r.captured),
      actual: num(r.refunded),
      message: `refunds of payment ${String(r.provider_payment_id)} exceed what it captured`,
    });
  }

  // every partner's payable: entries minus payouts, in the tables and in the journal
  const partners = await selectRows(db, sql`
    WITH e AS (SELECT partner_id, sum(net) AS net FROM ledger_entries GROUP BY partner_id),
    p AS (SELECT partner_id, sum(net) AS paid FROM payouts GROUP BY partner_id),
    j AS (SELECT partner_id, sum(credit - debit) AS payable FROM journal_lines WHERE account = ${ACCOUNT.partnerPayable} AND partner_id IS NOT NULL GROUP BY partner_id)
    SELECT coalesce(e.partner_id, p.partner_id, j.partner_id) AS partner_id,
      coalesce(e.net, 0) AS net, coalesce(p.paid, 0) AS paid, coalesce(j.payable, 0) AS payable
    FROM e FULL JOIN p ON p.partner_id = e.partner_id FULL JOIN j ON j.partner_id = coalesce(e.partner_id, p.partner_id)
  `);
  for (const r of partners) {
    const expected = num(r.net) - num(r.paid);
    if (expected !== num(r.payable)) {
      problems.push({
        kind: 'partner-payable',
        partnerId: String(r.partner_id),
        expected,
        actual: num(r.payable),
        message: 'the journal’s partner payable ≠ ledger entries − payouts',
      });
    }
  }

  // every payout equals the entries it paid
  const payouts = await selectRows(db, sql`
    SELECT p.id, p.partner_id, p.week::text AS week, p.net, coalesce(sum(e.net), 0) AS entries
    FROM payouts p LEFT JOIN ledger_entries e ON e.payout_id = p.id
    GROUP BY p.id, p.partner_id, p.week, p.net HAVING p.net <> coalesce(sum(e.net), 0)
  `);
  for (const r of payouts) {
    problems.push({
      kind: 'payout-entries',
      partnerId: String(r.partner_id),
      week: String(r.week),
      expected: num(r.net),
      actual: num(r.entries),
      message: 'a payout ≠ the sum of the entries it paid',
    });
  }

  // the journal balances: every posting, and so the whole
  const unbalanced = await selectRows(db, sql`
    SELECT p.id, p.source, p.booking_id, p.partner_id, sum(l.debit) AS debit, sum(l.credit) AS credit
    FROM journal_postings p JOIN journal_lines l ON l.posting_id = p.id
    GROUP BY p.id HAVING sum(l.debit) <> sum(l.credit)
  `);
  for (const r of unbalanced) {
    problems.push({
      kind: 'posting-unbalanced',
      ...(typeof r.booking_id === 'string' ? { bookingId: r.booking_id } : {}),
      ...(typeof r.partner_id === 'string' ? { partnerId: r.partner_id } : {}),
      expected: num(r.debit),
      actual: num(r.credit),
      message: `posting ${String(r.source)}: debits ≠ credits`,
    });
  }
  const [whole] = (
    await selectRows(db, sql`
      SELECT coalesce(sum(debit), 0) AS debit, coalesce(sum(credit), 0) AS credit,
        coalesce(sum(debit - credit) FILTER (WHERE account = ${ACCOUNT.cash}), 0) AS cash,
        coalesce(sum(debit - credit) FILTER (WHERE account = ${ACCOUNT.suspense} AND booking_id IS NULL), 0) AS suspense
      FROM journal_lines
    `)
  );
  if (whole && num(whole.debit) !== num(whole.credit)) {
    problems.push({ kind: 'journal-unbalanced', expected: num(whole.debit), actual: num(whole.credit), message: 'the journal’s debits ≠ its credits' });
  }
  if (whole && num(whole.suspense) !== 0) {
    problems.push({ kind: 'suspense', expected: 0, actual: num(whole.suspense), message: 'postings without a booking left a difference in suspense' });
  }
  const [cash] = (
    await selectRows(db, sql`
      SELECT (SELECT coalesce(sum(amount), 0) FROM payments)
        - (SELECT coalesce(sum(amount), 0) FROM refunds WHERE status = 'processed')
        - (SELECT coalesce(sum(net), 0) FROM payouts) AS expected
    `)
  );
  if (whole && cash && num(cash.expected) !== num(whole.cash)) {
    problems.push({
      kind: 'cash',
      expected: num(cash.expected),
      actual: num(whole.cash),
      message: 'the journal’s cash ≠ payments − refunds paid − payouts',
    });
  }

  const counted = await selectRows(db, sql`SELECT (SELECT count(*) FROM partners) AS partners, (SELECT count(*) FROM payouts) AS payouts`);
  const c = counted[0] ?? {};
  return {
    ok: problems.length === 0,
    checked: { bookings: facts.length, partners: num(c.partners), payouts: num(c.payouts) },
    problems,
  };
}

export { bookingFacts };
