/*
 * The platform's double-entry journal (issue #28): the chart of accounts and the lines each money event
 * posts, as pure functions of whole-rupee amounts. Every posting balances (debits = credits); the server
 * writes it in the transaction of the change that causes it (server/features/journal/). docs/finance.md
 * explains each account and event.
 */

export const accountCodes = [
  '1010',
  '1200',
  '2010',
  '2020',
  '2030',
  '2100',
  '2210',
  '2220',
  '2230',
  '4010',
  '5010',
  '3000',
  '5020',
  '9990',
] as const;
export type AccountCode = (typeof accountCodes)[number];

/** Which side an account's balance normally sits on. */
export type NormalSide = 'debit' | 'credit';

export const ACCOUNTS: Record<AccountCode, { name: string; side: NormalSide }> = {
  '1010': { name: 'Cash at the payment provider', side: 'debit' },
  '1200': { name: 'Customer balances receivable', side: 'debit' },
  '2010': { name: 'Rent received for rides to come', side: 'credit' },
  '2020': { name: 'Customer deposits held', side: 'credit' },
  '2030': { name: 'Refunds owed to customers', side: 'credit' },
  '2100': { name: 'Partner payables', side: 'credit' },
  '2210': { name: 'GST on commission payable', side: 'credit' },
  '2220': { name: 'TCS payable', side: 'credit' },
  '2230': { name: 'TDS payable', side: 'credit' },
  '3000': { name: 'Opening balances (money from before the journal)', side: 'credit' },
  '4010': { name: 'Commission revenue', side: 'credit' },
  '5010': { name: 'Coupon discounts funded by the platform', side: 'debit' },
  '5020': { name: 'Partner adjustments', side: 'debit' },
  '9990': { name: 'Suspense (differences to investigate)', side: 'debit' },
};

/** Named accounts, so posting code reads as bookkeeping. */
export const ACCOUNT = {
  cash: '1010',
  receivable: '1200',
  prepaidRent: '2010',
  depositsHeld: '2020',
  refundsOwed: '2030',
  partnerPayable: '2100',
  gstOnCommission: '2210',
  tcs: '2220',
  tds: '2230',
  opening: '3000',
  commission: '4010',
  couponExpense: '5010',
  partnerAdjustments: '5020',
  suspense: '9990',
} as const satisfies Record<string, AccountCode>;

export const journalEvents = [
  'capture',
  'unapplied-capture',
  'cancellation',
  'completion',
  'balance-paid',
  'damage-lowered',
  'partner-adjustment',
  'payout',
  'refund-processed',
  'refund-reversed',
  'opening',
] as const;
export type JournalEvent = (typeof journalEvents)[number];

/** One line: an amount on one side of one account (whole rupees, > 0). */
export interface JournalLine {
  account: AccountCode;
  debit: number;
  credit: number;
}

/** A debit line of `amount` on `account`. */
export const dr = (account: AccountCode, amount: number): JournalLine => ({ account, debit: amount, credit: 0 });
/** A credit line of `amount` on `account`. */
export const cr = (account: AccountCode, amount: number): JournalLine => ({ account, debit: 0, credit: amount });

/**
 * The lines as they are stored: zero amounts dropped, a negative amount moved to the other side, so a
 * line is always one positive amount on one side. Throws when an amount is not a whole number.
 */
export function normaliseLines(lines: readonly JournalLine[]): JournalLine[] {
  const out: JournalLine[] = [];
  for (const line of lines) {
    if (!Number.isSafeInteger(line.debit) || !Number.isSafeInteger(line.credit)) {
      throw new Error(`journal: amounts are whole rupees (${line.account}: ${line.debit}/${line.credit})`);
    }
    const net = line.debit - line.credit;
    if (net > 0) out.push(dr(line.account, net));
    else if (net < 0) out.push(cr(line.account, -net));
  }
  return out;
}

export function totals(lines: readonly JournalLine[]): { debit: number; credit: number } {
  return lines.reduce((t, l) => ({ debit: t.debit + l.debit, credit: t.credit + l.credit }), { debit: 0, credit: 0 });
}

export function isBalanced(lines: readonly JournalLine[]): boolean {
  const t = totals(lines);
  return t.debit === t.credit;
}

/**
 * The lines to store for an event: normalised, and balanced by a suspense line when the event's own
 * figures disagree (a bug, never a customer's problem: the change still commits, and the audit reports
 * every suspense balance until someone explains it).
 */
export function balancedLines(lines: readonly JournalLine[]): { lines: JournalLine[]; difference: number } {
  const out = normaliseLines(lines);
  const t = totals(out);
  const difference = t.debit - t.credit;
  if (difference > 0) out.push(cr(ACCOUNT.suspense, difference));
  if (difference < 0) out.push(dr(ACCOUNT.suspense, -difference));
  return { lines: out, difference };
}

/** What the partner's ledger entry splits a gross into (the columns of ledger_entries). */
export interface EntrySplit {
  net: number;
  commission: number;
  gstOnCommission: number;
  tcs: number;
  tds: number;
}

/** The entry's credits: the partner's net and what the platform keeps of the gross (commission, its GST, TCS, TDS). */
function entryCredits(entry: EntrySplit | null): JournalLine[] {
  if (!entry) return [];
  return [
    cr(ACCOUNT.partnerPayable, entry.net),
    cr(ACCOUNT.commission, entry.commission),
    cr(ACCOUNT.gstOnCommission, entry.gstOnCommission),
    cr(ACCOUNT.tcs, entry.tcs),
    cr(ACCOUNT.tds, entry.tds),
  ];
}

/**
 * A checkout payment captured and applied to its booking: the cash, the rent (at its full invoiced
 * value, rent + taxes) held until the ride ends, the deposit held, and the coupon's discount as the
 * platform's expense.
 */
export function capturePosting(p: { amount: number; grandTotal: number; discount: number; deposit: number }) {
  return [
    dr(ACCOUNT.cash, p.amount),
    dr(ACCOUNT.couponExpense, p.discount),
    cr(ACCOUNT.prepaidRent, p.grandTotal + p.discount),
    cr(ACCOUNT.depositsHeld, p.deposit),
  ];
}

/** A capture that could not be applied (a hold that ran out, a bike taken, a balance already paid): owed back in full. */
export function unappliedCapturePosting(amount: number) {
  return [dr(ACCOUNT.cash, amount), cr(ACCOUNT.refundsOwed, amount)];
}

/**
 * A cancellation: the rent and deposit held are released; what goes back is owed to the customer; the
 * fee kept is split by the partner's entry; the coupon's discount is no longer spent (the fee is a part
 * of what the customer paid).
 */
export function cancellationPosting(p: {
  grandTotal: number;
  discount: number;
  deposit: number;
  refund: number;
  entry: EntrySplit | null;
}) {
  return [
    dr(ACCOUNT.prepaidRent, p.grandTotal + p.discount),
    dr(ACCOUNT.depositsHeld, p.deposit),
    cr(ACCOUNT.couponExpense, p.discount),
    cr(ACCOUNT.refundsOwed, p.refund),
    ...entryCredits(p.entry),
  ];
}

/**
 * A ride completed and settled: the rent held and the deposit are released; the settlement's charges are
 * taken from the deposit, the rest due is the customer's balance; the deposit left is owed back; the
 * partner's entry splits the earnings.
 */
export function completionPosting(p: {
  grandTotal: number;
  discount: number;
  deposit: number;
  due: number;
  depositRefund: number;
  entry: EntrySplit | null;
}) {
  return [
    dr(ACCOUNT.prepaidRent, p.grandTotal + p.discount),
    dr(ACCOUNT.depositsHeld, p.deposit),
    dr(ACCOUNT.receivable, p.due),
    cr(ACCOUNT.refundsOwed, p.depositRefund),
    ...entryCredits(p.entry),
  ];
}

/** A settlement's balance paid. */
export function balancePaidPosting(amount: number) {
  return [dr(ACCOUNT.cash, amount), cr(ACCOUNT.receivable, amount)];
}

/**
 * An admin lowered a damage charge by `lowered`: the partner gives it back (their adjustment entry);
 * what the customer had not paid yet is no longer due, what they had paid is owed back.
 */
export function damageLoweredPosting(p: { lowered: number; dueLowered: number; refunded: number }) {
  return [
    dr(ACCOUNT.partnerPayable, p.lowered),
    cr(ACCOUNT.receivable, p.dueLowered),
    cr(ACCOUNT.refundsOwed, p.refunded),
  ];
}

/** An admin's adjustment of a partner's earnings (either sign), borne by the platform. */
export function partnerAdjustmentPosting(amount: number) {
  return [dr(ACCOUNT.partnerAdjustments, amount), cr(ACCOUNT.partnerPayable, amount)];
}

/** A partner's week paid out by bank transfer. */
export function payoutPosting(amount: number) {
  return [dr(ACCOUNT.partnerPayable, amount), cr(ACCOUNT.cash, amount)];
}

/** A refund carried out by the provider. */
export function refundProcessedPosting(amount: number) {
  return [dr(ACCOUNT.refundsOwed, amount), cr(ACCOUNT.cash, amount)];
}

/** An account's balance on its normal side (positive when it sits where it should). */
export function normalBalance(account: AccountCode, debit: number, credit: number): number {
  return ACCOUNTS[account].side === 'debit' ? debit - credit : credit - debit;
}
