import { sql } from 'drizzle-orm';
import { msg } from '#shared/messages.ts';
import type { Db } from '#server/db/client.ts';
import { refunds } from '#server/db/schema/index.ts';
import {
  RefundDeclinedError,
  type PaymentProvider,
  type ProviderRefund,
} from '#server/features/payments/payment-provider.ts';
import { postRefundProcessed } from '#server/features/journal/post-cash-events.ts';
import { applyRefundTransition } from './apply-refund-transition.ts';
import type { RefundRow } from './record-refund.ts';
import { queueRefundProcessedMail } from './queue-refund-processed-mail.ts';

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
  const system = { role: 'system' } as const;
  const claim = await applyRefundTransition(deps.db, 'claim', {
    refundId,
    by: system,
    values: {
      attempts: sql`${refunds.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
    },
  });
  if (!claim.ok) return { kind: 'skipped' };
  const claimed = claim.row;

  // the outcome's move, only while the claim is still ours
  const ours = { refundId: claimed.id, by: system, claim: claimed.attempts };
  const fail = async (lastError: string): Promise<RefundOutcome> => {
    const failed = await applyRefundTransition(deps.db, 'fail', { ...ours, values: { lastError } });
    return failed.ok ? { kind: 'failed', row: failed.row } : { kind: 'skipped' };
  };

  if (claimed.provider !== deps.provider.name) return fail(msg.refundProviderMismatch);

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
    if (error instanceof RefundDeclinedError || claimed.attempts >= REFUND_MAX_ATTEMPTS) return fail(lastError);
    const minutes = REFUND_BACKOFF_MINUTES[Math.min(claimed.attempts, REFUND_BACKOFF_MINUTES.length) - 1] ?? 1;
    const later = await applyRefundTransition(deps.db, 'postpone', {
      ...ours,
      values: { lastError, nextAttemptAt: sql`now() + make_interval(mins => ${minutes})` },
    });
    return later.ok ? { kind: 'retry', row: later.row, retryAt: later.row.nextAttemptAt } : { kind: 'skipped' };
  }

  // the refund's state and its journal posting (cash out) commit together
  const row = await deps.db.transaction(async (tx) => {
    const done = await applyRefundTransition(tx, 'process', {
      ...ours,
      values: { providerRefundId: made.id, processedAt: sql`now()`, lastError: null },
    });
    if (!done.ok) return undefined;
    await postRefundProcessed(tx, done.row);
    await queueRefundProcessedMail(tx, done.row);
    return done.row;
  });
  return row ? { kind: 'processed', row, reconciled } : { kind: 'skipped' };
}
