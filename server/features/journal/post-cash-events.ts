import { partnerAdjustmentPosting, payoutPosting, refundProcessedPosting } from '#shared/domain/journal.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { postJournal, type PostOutcome } from './post-journal.ts';

/** An admin's adjustment of a partner's earnings (its ledger entry just written). */
export function postPartnerAdjustment(
  tx: DbOrTx,
  entry: { id: string; partnerId: string; net: number; note: string },
): Promise<PostOutcome> {
  return postJournal(tx, {
    source: `adjustment:${entry.id}`,
    event: 'partner-adjustment',
    partnerId: entry.partnerId,
    memo: entry.note,
    lines: partnerAdjustmentPosting(entry.net),
  });
}

/** A partner's payout (its row just written, the entries it pays marked). */
export function postPayout(
  tx: DbOrTx,
  payout: { id: string; partnerId: string; net: number; week: string; reference: string },
): Promise<PostOutcome> {
  return postJournal(tx, {
    source: `payout:${payout.id}`,
    event: 'payout',
    partnerId: payout.partnerId,
    memo: `Payout for the week of ${payout.week} (${payout.reference})`,
    lines: payoutPosting(payout.net),
  });
}

interface RefundMoved {
  id: string;
  bookingId: string;
  amount: number;
  providerRefundId: string | null;
}

/**
 * A refund the provider carried out (the row just moved to processed). Once per provider refund: a
 * refund the provider later reports failed, then made again on a retry, is a second payment out.
 */
export function postRefundProcessed(tx: DbOrTx, refund: RefundMoved): Promise<PostOutcome> {
  return postJournal(tx, {
    source: `refund-paid:${refund.id}:${refund.providerRefundId ?? ''}`,
    event: 'refund-processed',
    bookingId: refund.bookingId,
    memo: `Refund paid by the provider${refund.providerRefundId ? ` (${refund.providerRefundId})` : ''}`,
    lines: refundProcessedPosting(refund.amount),
  });
}

/**
 * A refund the provider had reported processed and now reports failed (Razorpay's `refund.failed`):
 * the money is back at the provider and owed to the customer again.
 */
export function postRefundReversed(tx: DbOrTx, refund: RefundMoved): Promise<PostOutcome> {
  return postJournal(tx, {
    source: `refund-reversed:${refund.id}:${refund.providerRefundId ?? ''}`,
    event: 'refund-reversed',
    bookingId: refund.bookingId,
    memo: `Refund reported failed by the provider after it was paid${refund.providerRefundId ? ` (${refund.providerRefundId})` : ''}`,
    lines: refundProcessedPosting(-refund.amount),
  });
}
