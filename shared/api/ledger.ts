import { z } from 'zod';
import { ledgerKinds } from '../domain/ledger.ts';
import { msg } from '../messages.ts';
import { bankAccountView } from './bank-account.ts';
import { envelope, idField, pageNumberField } from './fields.ts';

/*
 * Partner earnings and weekly payouts (issue #18). Money whole rupees; the rates are percentages with
 * at most two decimals (stored as basis points, shared/domain/ledger.ts).
 */

const twoDecimals = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;
const percentField = (max: number, message: string) =>
  z.number({ error: message }).min(0, message).max(max, message).refine(twoDecimals, { message });

/** GET/PUT /api/admin/settings: the payout rates in force (PUT adds a version). */
export const payoutSettingsBody = z.object({
  commissionPercent: percentField(50, msg.commissionPercentInvalid),
  tcsPercent: percentField(5, msg.tcsPercentInvalid),
  tdsPercent: percentField(5, msg.tdsPercentInvalid),
});
export type PayoutSettingsBody = z.infer<typeof payoutSettingsBody>;
export const payoutSettings = payoutSettingsBody;
export type PayoutSettings = PayoutSettingsBody;
export const payoutSettingsResponse = envelope.extend({ data: payoutSettings });
export type PayoutSettingsResponse = z.infer<typeof payoutSettingsResponse>;

export const payoutStatuses = ['pending', 'paid'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

/** One entry of the ledger. `date` ISO 8601; `reference` the payout's UTR once paid, else null. */
export const ledgerEntry = z.object({
  _id: z.string(),
  bookingId: z.string().nullable(),
  kind: z.enum(ledgerKinds),
  date: z.string(),
  gross: z.number().int(),
  commission: z.number().int(),
  gstOnCommission: z.number().int(),
  tcs: z.number().int(),
  tds: z.number().int(),
  gstCollected: z.number().int(),
  damage: z.number().int(),
  net: z.number().int(),
  status: z.enum(payoutStatuses),
  reference: z.string().nullable(),
  /** the week of the payout that paid it (its commission invoice's week, issue #34), null while pending */
  payoutWeek: z.string().nullable().optional(),
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;

/** The partner's Earnings list: EARNINGS_PAGE_SIZE entries a page, newest first. */
export const EARNINGS_PAGE_SIZE = 20;

/** GET /api/partner/earnings?page= */
export const earningsQuery = z.object({
  page: pageNumberField(msg.earningsPageInvalid).default(1),
});
export type EarningsQuery = z.infer<typeof earningsQuery>;

export const earnings = z.object({
  entries: z.array(ledgerEntry),
  page: z.number().int(),
  totalPages: z.number().int(),
  /** the sums of net of every entry of the partner, not paid yet and paid */
  totals: z.object({ pending: z.number().int(), paid: z.number().int() }),
});
export type Earnings = z.infer<typeof earnings>;
export const earningsResponse = envelope.extend({ data: earnings });
export type EarningsResponse = z.infer<typeof earningsResponse>;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day 'YYYY-MM-DD'. */
const isCalendarDay = (value: string) => {
  if (!DATE_PATTERN.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
};
export const dayField = (message: string) => z.string({ error: message }).trim().refine(isCalendarDay, { message });
const DAY_MS = 24 * 60 * 60 * 1000;
export const dayIndex = (value: string) => Date.parse(`${value}T00:00:00Z`) / DAY_MS;

/** GET /api/partner/earnings.csv?from=&to= : India-time days, both included, at most 366 days. */
export const earningsCsvQuery = z
  .object({ from: dayField(msg.csvFromInvalid), to: dayField(msg.csvToInvalid) })
  .superRefine((q, ctx) => {
    if (dayIndex(q.to) < dayIndex(q.from)) ctx.addIssue({ code: 'custom', path: ['to'], message: msg.csvRangeInvalid });
    else if (dayIndex(q.to) - dayIndex(q.from) > 365)
      ctx.addIssue({ code: 'custom', path: ['to'], message: msg.csvRangeTooLong });
  });
export type EarningsCsvQuery = z.infer<typeof earningsCsvQuery>;

/** A payout week: its Monday, 'YYYY-MM-DD'. */
export const weekField = () =>
  dayField(msg.payoutWeekInvalid).refine((v) => new Date(`${v}T00:00:00Z`).getUTCDay() === 1, {
    message: msg.payoutWeekInvalid,
  });

/** GET /api/admin/payouts?week= */
export const payoutsQuery = z.object({ week: weekField() });
export type PayoutsQuery = z.infer<typeof payoutsQuery>;

/** A partner's week in the admin's Payouts screen: `entries` the number of its entries, `net` their sum. */
export const partnerWeek = z.object({
  partnerId: z.string(),
  name: z.string(),
  email: z.string(),
  entries: z.number().int(),
  net: z.number().int(),
  status: z.enum(payoutStatuses),
  reference: z.string().nullable(),
  /** the partner's bank account, masked (issue #34), null when none; the day the transfer was made once paid */
  bankAccount: bankAccountView.nullable().optional(),
  paidOn: z.string().nullable().optional(),
});
export type PartnerWeek = z.infer<typeof partnerWeek>;

export const payoutWeek = z.object({ week: z.string(), partners: z.array(partnerWeek) });
export type PayoutWeek = z.infer<typeof payoutWeek>;
export const payoutsResponse = envelope.extend({ data: payoutWeek });
export type PayoutsResponse = z.infer<typeof payoutsResponse>;

/** The bank transfer's reference (UTR): 6–30 letters or digits, upper-cased. */
export const utrField = () =>
  z
    .string({ error: msg.payoutReferenceInvalid })
    .trim()
    .regex(/^[A-Za-z0-9]{6,30}$/, msg.payoutReferenceInvalid)
    .transform((v) => v.toUpperCase());

/** POST /api/admin/markPayoutPaid `{ partnerId, week, reference }` */
export const markPayoutPaidBody = z.object({
  partnerId: idField(msg.payoutPartnerInvalid),
  week: weekField(),
  reference: utrField(),
  /** the day the transfer was made (issue #34): from the week's Monday to today, India time; today when not sent */
  paidOn: dayField(msg.payoutPaidOnInvalid).optional(),
});
export type MarkPayoutPaidBody = z.infer<typeof markPayoutPaidBody>;
export const markPayoutPaidResponse = envelope.extend({ data: partnerWeek });
export type MarkPayoutPaidResponse = z.infer<typeof markPayoutPaidResponse>;

/** POST /api/admin/payoutAdjustment `{ partnerId, amount, note }`: whole rupees, positive or negative, not 0. */
export const payoutAdjustmentBody = z.object({
  partnerId: idField(msg.payoutPartnerInvalid),
  amount: z
    .number({ error: msg.adjustmentAmountInvalid })
    .int(msg.adjustmentAmountInvalid)
    .min(-1_000_000, msg.adjustmentAmountInvalid)
    .max(1_000_000, msg.adjustmentAmountInvalid)
    .refine((v) => v !== 0, { message: msg.adjustmentAmountInvalid }),
  note: z
    .string({ error: msg.adjustmentNoteInvalid })
    .trim()
    .min(5, msg.adjustmentNoteInvalid)
    .max(300, msg.adjustmentNoteInvalid),
});
export type PayoutAdjustmentBody = z.infer<typeof payoutAdjustmentBody>;
export const payoutAdjustmentResponse = envelope.extend({ data: ledgerEntry });
export type PayoutAdjustmentResponse = z.infer<typeof payoutAdjustmentResponse>;

/** GET /api/admin/payoutEntries?partnerId=&week= : the entries Mark paid would pay (or its payout paid). */
export const payoutEntriesQuery = z.object({ partnerId: idField(msg.payoutPartnerInvalid), week: weekField() });
export type PayoutEntriesQuery = z.infer<typeof payoutEntriesQuery>;
export const payoutEntriesResponse = envelope.extend({
  data: z.object({ week: partnerWeek, entries: z.array(ledgerEntry) }),
});
export type PayoutEntriesResponse = z.infer<typeof payoutEntriesResponse>;
