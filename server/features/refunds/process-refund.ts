import { and, eq, lte, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { msg } from '#shared/messages.ts';
import type { Db } from '#server/db/client.ts';
import { refunds } from '#server/db/schema/index.ts';
import {
  RefundDeclinedError,
  type PaymentProvider,
  type ProviderRefund,
} from '#server/features/payments/payment-provider.ts';
import { postRefundProcessed } from '#server/features/journal/post-cash-events.ts';
import type { RefundRow } from './record-refund.ts';

/** How long a claimed refund is a worker's alone: far more than a provider call may take (15 s). */
export const REFUND_LEASE_MS = 120_000;
/** A transient failure is retried until this many attempts were made; then the refund is failed. */
export const REFUND_MAX_ATTEMPTS = 5;
/** Minutes before the next attempt after the 1st, 2nd, 3rd and 4th transient failure. */
export const REFUND_BACKOFF_MINUTES = [1, 4, 16, 64] as const;

export type RefundOutcome =
  /** the provider has the refund; `reconciled` when it already had it from an earlier attempt */
  | { kind: 'processed'; row: RefundRow; reconciled: boolean }
  /** a transient failure: tried again at `retryAt` */
  | { kind: 'retry'; row: RefundRow; retryAt: Date }
  | { kind: 'failed'; row: RefundRow }
  /** not pending, not due yet, or claimed by another worker: nothing done */
  | { kind: 'skipped' };

export interface ProcessRefundDeps {
  db: Db;
  provider: Pick<PaymentProvider, 'name' | 'refund' | 'findRefund'>;
  leaseMs?: number;
}

/**
 * Carries out one refund, at most once at a time across every worker and instance:
 * 1. claims it: one UPDATE counts the attempt and moves `next_attempt_at` past a lease, only if the
 *    row is pending and due (a concurrent claim waits for the row lock, then finds it not due);
 * 2. on a retry (an earlier attempt may have reached the provider and crashed before our commit),
 *    asks the provider for a refund with our key first, and takes it if there is one;
 * 3. else asks the provider to refund, with the row's idempotency key (the same on every attempt);
 * 4. writes the outcome in one statement, only while the claim is still ours: processed with the
 *    provider's refund id; a decline (provider 4xx) failed at once; a transient failure (network,
 *    5xx) retried after 1, 4, 16, 64 minutes, failed after REFUND_MAX_ATTEMPTS attempts.
 * A worker that dies between 1 and 4 leaves the row claimed until the lease ends; the next run
 * reconciles (2).
 */
export async function processRefund(deps: ProcessRefundDeps, refundId: string): Promise<RefundOutcome> {
  const leaseSeconds = (deps.leaseMs ?? REFUND_LEASE_MS) / 1000;
  const [claimed] = await deps.db
    .update(refunds)
    .set({
      attempts: sql`${refunds.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending'), lte(refunds.nextAttemptAt, sql`now()`)))
    .returning();
  if (!claimed) return { kind: 'skipped' };

  const ours = and(eq(refunds.id, claimed.id), eq(refunds.status, 'pending'), eq(refunds.attempts, claimed.attempts));
  const settle = async (values: PgUpdateSetSource<typeof refunds>): Promise<RefundRow | undefined> => {
    const [row] = await deps.db.update(refunds).set(values).where(ours).returning();
    return row;
  };

  if (claimed.provider !== deps.provider.name) {
    const row = await settle({ status: 'failed', lastError: msg.refundProviderMismatch });
    return row ? { kind: 'failed', row } : { kind: 'skipped' };
  }

  let made: ProviderRefund | null = null;
  let reconciled = false;
  try {
    if (claimed.attempts > 1) {
      made = await deps.provider.findRefund({
        paymentId: claimed.providerPaymentId,
        idempotencyKey: claimed.idempotencyKey,
      });
      reconciled = made !== null;
    }
    made ??= await deps.provider.refund({
      paymentId: claimed.providerPaymentId,
      amountPaise: claimed.amount * 100,
      idempotencyKey: claimed.idempotencyKey,
      // NOTE: nothing that changes between attempts (issue 28): Razorpay refuses a changed body under a
      // used idempotency key, and a failed refund could then never succeed on a retry
      notes: { refund_id: claimed.id, booking_id: claimed.bookingId },
    });
  } catch (error) {
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    if (error instanceof RefundDeclinedError || claimed.attempts >= REFUND_MAX_ATTEMPTS) {
      const row = await settle({ status: 'failed', lastError });
      return row ? { kind: 'failed', row } : { kind: 'skipped' };
    }
    const minutes = REFUND_BACKOFF_MINUTES[Math.min(claimed.attempts, REFUND_BACKOFF_MINUTES.length) - 1] ?? 1;
    const row = await settle({ lastError, nextAttemptAt: sql`now() + make_interval(mins => ${minutes})` });
    return row ? { kind: 'retry', row, retryAt: row.nextAttemptAt } : { kind: 'skipped' };
  }

  // the refund's state and its journal posting (cash out) commit together
  const row = await deps.db.transaction(async (tx) => {
    const [done] = await tx
      .update(refunds)
      .set({ status: 'processed', providerRefundId: made.id, processedAt: sql`now()`, lastError: null })
      .where(ours)
      .returning();
    if (done) await postRefundProcessed(tx, done);
    return done;
  });
  return row ? { kind: 'processed', row, reconciled } : { kind: 'skipped' };
}
