import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { refunds } from '#server/db/schema/index.ts';
import { postRefundProcessed, postRefundReversed } from '#server/features/journal/post-cash-events.ts';
import { queueRefundProcessedMail } from './queue-refund-processed-mail.ts';
import { applyRefundTransition } from './apply-refund-transition.ts';

/** A refund as the provider's webhook names it (Razorpay's refund entity, trimmed). */
export interface ProviderRefundEvent {
  id: string;
  paymentId: string;
  /** paise */
  amount: number;
  /** our key, sent as `notes.idempotency_key` (and its first 40 characters as the receipt) */
  idempotencyKey?: string;
  receipt?: string;
}

export type RefundEventOutcome = 'refund-processed' | 'refund-failed' | 'refund-unchanged' | 'refund-unknown';

/** Our refund row the provider's refund is: by its refund id, our key in its notes, or its receipt. */
function ours(event: ProviderRefundEvent): SQL | undefined {
  return and(
    eq(refunds.providerPaymentId, event.paymentId),
    or(
      eq(refunds.providerRefundId, event.id),
      event.idempotencyKey ? eq(refunds.idempotencyKey, event.idempotencyKey) : undefined,
      event.receipt ? eq(sql`left(${refunds.idempotencyKey}, 40)`, event.receipt) : undefined,
    ),
  );
}

/**
 * The provider's word on one of our refunds (webhook `refund.processed` / `refund.failed`, issue 28),
 * one conditional UPDATE each, so a repeated delivery changes nothing more:
 * - processed: the row becomes processed with the provider's refund id (a refund our job had not
 *   heard back about, or had given up on), unless it is already;
 * - failed: a pending or processed row becomes failed with the provider's word, so the admin's
 *   Refunds screen shows it and can retry it.
 * A refund that is none of ours answers 'refund-unknown' (the caller logs it).
 */
export async function applyRefundEvent(
  db: Db,
  kind: 'processed' | 'failed',
  event: ProviderRefundEvent,
): Promise<RefundEventOutcome> {
  const [known] = await db.select({ id: refunds.id }).from(refunds).where(ours(event)).limit(1);
  if (!known) return 'refund-unknown';
  // the row's move and its journal posting commit together: cash out when processed, cash back (owed
  // again) when a refund that was processed is reported failed
  const by = { role: 'provider' } as const;
  const changed = await db.transaction(async (tx) => {
    if (kind === 'processed') {
      const done = await applyRefundTransition(tx, 'confirmByProvider', {
        refundId: known.id,
        by,
        values: { providerRefundId: event.id, processedAt: sql`now()`, lastError: null },
      });
      if (done.ok) {
        await postRefundProcessed(tx, done.row);
        await queueRefundProcessedMail(tx, done.row);
      }
      return done.ok;
    }
    // locked first: which move a failure is (a refund not paid yet, or one paid and now reversed)
    // depends on the state it leaves, and the reversal's posting needs the refund as it was
    const [before] = await tx.select().from(refunds).where(eq(refunds.id, known.id)).for('update');
    if (!before || before.status === 'failed') return false;
    const failed = await applyRefundTransition(
      tx,
      before.status === 'processed' ? 'reverseByProvider' : 'failByProvider',
      {
        refundId: known.id,
        by,
        values: { providerRefundId: event.id, lastError: `The provider reports refund ${event.id} failed` },
      },
    );
    if (failed.ok && before.status === 'processed') await postRefundReversed(tx, before);
    return failed.ok;
  });
  if (!changed) return 'refund-unchanged';
  return kind === 'processed' ? 'refund-processed' : 'refund-failed';
}
