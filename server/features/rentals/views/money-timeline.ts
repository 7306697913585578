import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { MoneyTimeline, TimelineEntry, TimelineRefund } from '#shared/api/money-timeline.ts';
import { ACCOUNT } from '#shared/domain/journal.ts';
import { istDate } from '#shared/domain/time.ts';
import { msg } from '#shared/messages.ts';
import type { DbOrTx } from '#server/db/client.ts';
import {
  bookings,
  journalLines,
  payments,
  refunds,
  settlementAdjustments,
  settlements,
} from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';

/** Who asks: the booking's customer, its partner, or an admin (any booking; the journal's cross-check too). */
export interface TimelineViewer {
  role: 'user' | 'partner' | 'admin';
  id: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Razorpay returns a processed refund to the card in 5–7 working days (refundTimingRazorpay): we promise 7. */
const RAZORPAY_WORKING_DAYS = 7;

/** The India day `days` working days (Monday to Friday) after `from`. */
export function addWorkingDays(from: Date, days: number): string {
  let at = from.getTime();
  let left = days;
  while (left > 0) {
    at += DAY_MS;
    const weekday = new Date(`${istDate(new Date(at))}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return istDate(new Date(at));
}

type RefundRow = typeof refunds.$inferSelect;

/**
 * A refund's status as it truly stands (D79): pending with a failed attempt behind it is a scheduled
 * retry (the job tries again at next_attempt_at); failed means the job gave up (an admin retries it).
 */
export function timelineRefund(row: RefundRow): TimelineRefund {
  const status =
    row.status === 'pending' && row.lastError !== null && row.attempts > 0 ? 'retrying' : row.status;
  const sandbox = row.provider === 'sandbox';
  const expectedBy =
    row.status === 'failed'
      ? null
      : row.processedAt
        ? sandbox
          ? istDate(row.processedAt)
          : addWorkingDays(row.processedAt, RAZORPAY_WORKING_DAYS)
        : sandbox
          ? istDate(row.nextAttemptAt > row.createdAt ? row.nextAttemptAt : row.createdAt)
          : addWorkingDays(row.nextAttemptAt > row.createdAt ? row.nextAttemptAt : row.createdAt, RAZORPAY_WORKING_DAYS);
  return {
    kind: row.kind,
    status,
    nextTryAt: status === 'retrying' ? row.nextAttemptAt.toISOString() : null,
    processedAt: row.processedAt?.toISOString() ?? null,
    expectedBy,
  };
}

/** Entries at the same instant in the order they happen (a settlement before its deposit refund…). */
const RANK: Record<TimelineEntry['kind'], number> = {
  payment: 0,
  depositHeld: 1,
  cancellation: 2,
  settlement: 3,
  balancePaid: 4,
  adjustment: 5,
  refund: 6,
};

const entry = (kind: TimelineEntry['kind'], at: Date, amount: number, more: Partial<TimelineEntry> = {}): TimelineEntry => ({
  kind,
  at: at.toISOString(),
  amount,
  lines: [],
  refund: null,
  due: null,
  adjustment: null,
  ...more,
});

/**
 * GET …/bookingTimeline: one booking's money, oldest first, from the money tables (payments, refunds,
 * the settlement and its adjustments), the same for everyone who may see it; an admin's answer also
 * reads the journal's cash lines of the booking and says whether they agree. Another customer's or
 * partner's booking, a payment hold and an unknown id are all 404 (the answer does not tell which).
 */
export async function moneyTimeline(db: DbOrTx, viewer: TimelineViewer, bookingId: string): Promise<MoneyTimeline> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  const owns =
    booking &&
    booking.status !== 'pending' &&
    (viewer.role === 'admin' ||
      (viewer.role === 'user' && booking.userId === viewer.id) ||
      (viewer.role === 'partner' && booking.partnerId === viewer.id));
  if (!owns) throw new AppError('NOT_FOUND', msg.bookingTimelineNotFound);

  const [paid, back, [settlement], adjustments] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, bookingId), ne(payments.status, 'failed')))
      .orderBy(asc(payments.createdAt)),
    db.select().from(refunds).where(eq(refunds.bookingId, bookingId)).orderBy(asc(refunds.createdAt)),
    db.select().from(settlements).where(eq(settlements.bookingId, bookingId)),
    db
      .select()
      .from(settlementAdjustments)
      .where(eq(settlementAdjustments.bookingId, bookingId))
      .orderBy(asc(settlementAdjustments.createdAt)),
  ]);

  const entries: TimelineEntry[] = [];
  let first = true;
  for (const p of paid) {
    if (p.purpose === 'balance') {
      entries.push(entry('balancePaid', p.createdAt, p.amount));
      continue;
    }
    // the checkout's payment: rent and deposit together (a second payment of the order is refunded whole)
    const split = first && p.amount === booking.grandTotal + booking.deposit && booking.deposit > 0;
    entries.push(
      entry('payment', p.createdAt, p.amount, {
        lines: split ? [
          { kind: 'rent', amount: booking.grandTotal },
          { kind: 'deposit', amount: booking.deposit },
        ] : [],
      }),
    );
    if (split) entries.push(entry('depositHeld', p.createdAt, booking.deposit));
    first = false;
  }

  const bookingPaid = paid.filter((p) => p.purpose === 'booking').reduce((sum, p) => sum + p.amount, 0);
  if (booking.status === 'cancelled' && booking.cancelledAt && bookingPaid > 0) {
    const refundedOnCancel = back.filter((r) => r.kind === 'cancellation').reduce((sum, r) => sum + r.amount, 0);
    entries.push(entry('cancellation', booking.cancelledAt, bookingPaid - refundedOnCancel));
  }

  if (settlement) {
    // the charges as settled: the damage before any admin lowered it
    const damage = adjustments[0]?.damageBefore ?? settlement.damage;
    const charges = settlement.charges + (damage - settlement.damage);
    const lines = (
      [
        ['excessKm', settlement.excessCharge],
        ['lateFee', settlement.lateFee],
        ['cgst', settlement.cgst],
        ['sgst', settlement.sgst],
        ['damage', damage],
      ] as const
    )
      .filter(([, amount]) => amount > 0)
      .map(([kind, amount]) => ({ kind, amount }));
    entries.push(
      entry('settlement', settlement.createdAt, charges, { lines, due: Math.max(0, charges - settlement.deposit) }),
    );
  }
  for (const a of adjustments) {
    entries.push(
      entry('adjustment', a.createdAt, a.damageBefore - a.damageAfter, {
        adjustment: { damageBefore: a.damageBefore, damageAfter: a.damageAfter },
      }),
    );
  }
  for (const r of back) entries.push(entry('refund', r.createdAt, r.amount, { refund: timelineRefund(r) }));
  entries.sort((a, b) => a.at.localeCompare(b.at) || RANK[a.kind] - RANK[b.kind]);

  const total = paid.reduce((sum, p) => sum + p.amount, 0);
  const refunded = back.filter((r) => r.status === 'processed').reduce((sum, r) => sum + r.amount, 0);
  const refunding = back.filter((r) => r.status !== 'processed').reduce((sum, r) => sum + r.amount, 0);

  let journal: MoneyTimeline['journal'] = null;
  if (viewer.role === 'admin') {
    const [cash] = await db
      .select({
        paid: sql<number>`coalesce(sum(${journalLines.debit}), 0)::int`,
        refunded: sql<number>`coalesce(sum(${journalLines.credit}), 0)::int`,
      })
      .from(journalLines)
      .where(and(eq(journalLines.bookingId, bookingId), eq(journalLines.account, ACCOUNT.cash)));
    const j = { paid: Number(cash?.paid ?? 0), refunded: Number(cash?.refunded ?? 0) };
    journal = { ...j, agrees: j.paid === total && j.refunded === refunded };
  }

  return {
    bookingId,
    totals: { paid: total, refunded, refunding, kept: total - refunded - refunding },
    entries,
    journal,
  };
}
