import { and, eq } from 'drizzle-orm';
import {
  balancePaidPosting,
  cancellationPosting,
  capturePosting,
  completionPosting,
  damageLoweredPosting,
  unappliedCapturePosting,
} from '#shared/domain/journal.ts';
import { formatMoney } from '#shared/format/money.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bookings, ledgerEntries, payments, settlements } from '#server/db/schema/index.ts';
import { postJournal, type PostOutcome } from './post-journal.ts';

/*
 * The journal's postings for what happens to a booking's money (issue #28). Each is called inside the
 * transaction of its cause, after the rows it reads were written, and reads those rows (never figures
 * passed around), so the journal says what the tables say. docs/finance.md lists each event's lines.
 */

const none: PostOutcome = { posted: false, difference: 0 };

async function bookingMoney(tx: DbOrTx, bookingId: string) {
  const [row] = await tx
    .select({
      partnerId: bookings.partnerId,
      grandTotal: bookings.grandTotal,
      discount: bookings.discountAmount,
      deposit: bookings.deposit,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row;
}

async function entryOf(tx: DbOrTx, bookingId: string, kind: 'ride' | 'cancellation') {
  const [entry] = await tx
    .select({
      net: ledgerEntries.net,
      commission: ledgerEntries.commission,
      gstOnCommission: ledgerEntries.gstOnCommission,
      tcs: ledgerEntries.tcs,
      tds: ledgerEntries.tds,
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.bookingId, bookingId), eq(ledgerEntries.kind, kind)));
  return entry ?? null;
}

/**
 * A payment captured and applied: a checkout payment (the rent held, the deposit held, the coupon as
 * the platform's expense) or a settlement's balance. Call after its `payments` row is written.
 */
export async function postPaymentApplied(tx: DbOrTx, providerPaymentId: string): Promise<PostOutcome> {
  const [payment] = await tx
    .select({ bookingId: payments.bookingId, amount: payments.amount, purpose: payments.purpose })
    .from(payments)
    .where(eq(payments.providerPaymentId, providerPaymentId));
  if (!payment) return none;
  const booking = await bookingMoney(tx, payment.bookingId);
  if (!booking) return none;
  if (payment.purpose === 'balance') {
    return postJournal(tx, {
      source: `balance:${providerPaymentId}`,
      event: 'balance-paid',
      bookingId: payment.bookingId,
      partnerId: booking.partnerId,
      memo: `Balance paid (${providerPaymentId})`,
      lines: balancePaidPosting(payment.amount),
    });
  }
  return postJournal(tx, {
    source: `capture:${providerPaymentId}`,
    event: 'capture',
    bookingId: payment.bookingId,
    partnerId: booking.partnerId,
    memo: `Payment captured (${providerPaymentId})`,
    lines: capturePosting({ amount: payment.amount, ...booking }),
  });
}

/** A captured payment that could not be applied and is refunded in full (its refund row written with it). */
export async function postUnappliedCapture(tx: DbOrTx, providerPaymentId: string): Promise<PostOutcome> {
  const [payment] = await tx
    .select({ bookingId: payments.bookingId, amount: payments.amount })
    .from(payments)
    .where(eq(payments.providerPaymentId, providerPaymentId));
  if (!payment) return none;
  return postJournal(tx, {
    source: `unapplied:${providerPaymentId}`,
    event: 'unapplied-capture',
    bookingId: payment.bookingId,
    memo: `Payment captured but not applied, refunded in full (${providerPaymentId})`,
    lines: unappliedCapturePosting(payment.amount),
  });
}

/**
 * A cancellation, after its refund (`refund`: the amount written, 0 when none) and the partner's entry
 * of the fee kept (if any) were written.
 */
export async function postCancellation(tx: DbOrTx, bookingId: string, refund: number): Promise<PostOutcome> {
  const booking = await bookingMoney(tx, bookingId);
  if (!booking) return none;
  return postJournal(tx, {
    source: `cancellation:${bookingId}`,
    event: 'cancellation',
    bookingId,
    partnerId: booking.partnerId,
    memo: 'Ride cancelled',
    lines: cancellationPosting({ ...booking, refund, entry: await entryOf(tx, bookingId, 'cancellation') }),
  });
}

/** A completion, after its settlement, its deposit refund and the partner's ride entry were written. */
export async function postCompletion(tx: DbOrTx, bookingId: string): Promise<PostOutcome> {
  const booking = await bookingMoney(tx, bookingId);
  const [settled] = await tx
    .select({ due: settlements.due, depositRefund: settlements.depositRefund, deposit: settlements.deposit })
    .from(settlements)
    .where(eq(settlements.bookingId, bookingId));
  if (!booking || !settled) return none;
  return postJournal(tx, {
    source: `completion:${bookingId}`,
    event: 'completion',
    bookingId,
    partnerId: booking.partnerId,
    memo: 'Ride completed and settled',
    lines: completionPosting({
      grandTotal: booking.grandTotal,
      discount: booking.discount,
      deposit: settled.deposit,
      due: settled.due,
      depositRefund: settled.depositRefund,
      entry: await entryOf(tx, bookingId, 'ride'),
    }),
  });
}

/** An admin lowered a settled damage charge: what came off the balance due, and what is owed back. */
export async function postDamageLowered(
  tx: DbOrTx,
  input: { adjustmentId: string; bookingId: string; lowered: number; dueLowered: number; refunded: number },
): Promise<PostOutcome> {
  const booking = await bookingMoney(tx, input.bookingId);
  if (!booking) return none;
  return postJournal(tx, {
    source: `damage-lowered:${input.adjustmentId}`,
    event: 'damage-lowered',
    bookingId: input.bookingId,
    partnerId: booking.partnerId,
    memo: `Damage charge lowered by ${formatMoney(input.lowered)}`,
    lines: damageLoweredPosting(input),
  });
}
