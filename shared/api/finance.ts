import { z } from 'zod';
import { accountCodes, journalEvents } from '../domain/journal.ts';
import { msg } from '../messages.ts';
import { envelope, idField } from './fields.ts';
import { dayField, dayIndex } from './ledger.ts';

/*
 * The admin's view of the money (issue #28): the audit, the trial balance, one booking's lines. Whole
 * rupees; dates India days.
 */

export const auditProblem = z.object({
  kind: z.string(),
  bookingId: z.string().optional(),
  partnerId: z.string().optional(),
  week: z.string().optional(),
  expected: z.number().int(),
  actual: z.number().int(),
  message: z.string(),
});
export type AuditProblem = z.infer<typeof auditProblem>;

/** GET /api/admin/finance/audit */
export const moneyAudit = z.object({
  ok: z.boolean(),
  checked: z.object({ bookings: z.number().int(), partners: z.number().int(), payouts: z.number().int() }),
  problems: z.array(auditProblem),
});
export type MoneyAudit = z.infer<typeof moneyAudit>;
export const moneyAuditResponse = envelope.extend({ data: moneyAudit });

/** GET /api/admin/finance/trialBalance?from=&to= : India days, both included, at most 366. */
export const trialBalanceQuery = z
  .object({ from: dayField(msg.financeFromInvalid), to: dayField(msg.financeToInvalid) })
  .superRefine((q, ctx) => {
    if (dayIndex(q.to) < dayIndex(q.from))
      ctx.addIssue({ code: 'custom', path: ['to'], message: msg.financeRangeInvalid });
    else if (dayIndex(q.to) - dayIndex(q.from) > 365)
      ctx.addIssue({ code: 'custom', path: ['to'], message: msg.financeRangeTooLong });
  });
export type TrialBalanceQuery = z.infer<typeof trialBalanceQuery>;

/**
 * One account: `debit` and `credit` the movements posted in the range; `balance` the account's closing
 * balance at the end of `to` on its normal side (debit − credit for assets and expenses, credit − debit
 * for liabilities and revenue), from the first posting on.
 */
export const trialBalanceAccount = z.object({
  account: z.enum(accountCodes),
  name: z.string(),
  debit: z.number().int(),
  credit: z.number().int(),
  balance: z.number().int(),
});
export const trialBalance = z.object({
  from: z.string(),
  to: z.string(),
  accounts: z.array(trialBalanceAccount),
  totals: z.object({ debit: z.number().int(), credit: z.number().int() }),
});
export type TrialBalance = z.infer<typeof trialBalance>;
export const trialBalanceResponse = envelope.extend({ data: trialBalance });

/** GET /api/admin/bookingMoney?id= */
export const bookingMoneyQuery = z.object({ id: idField(msg.financeBookingInvalid) });
export type BookingMoneyQuery = z.infer<typeof bookingMoneyQuery>;

export const bookingMoneyLine = z.object({
  postedAt: z.string(),
  event: z.enum(journalEvents),
  memo: z.string(),
  account: z.enum(accountCodes),
  name: z.string(),
  debit: z.number().int(),
  credit: z.number().int(),
});
export type BookingMoneyLine = z.infer<typeof bookingMoneyLine>;

/**
 * `captured` every payment of the booking; `refunded` every refund written (paid or still owed);
 * `kept` = captured − refunded; `partnerCredited` the partner's entries (net); `platformKept` commission,
 * its GST, TCS and TDS.
 */
export const bookingMoney = z.object({
  bookingId: z.string(),
  captured: z.number().int(),
  refunded: z.number().int(),
  kept: z.number().int(),
  partnerCredited: z.number().int(),
  platformKept: z.number().int(),
  lines: z.array(bookingMoneyLine),
});
export type BookingMoney = z.infer<typeof bookingMoney>;
export const bookingMoneyResponse = envelope.extend({ data: bookingMoney });
