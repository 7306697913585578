import type { refunds } from '#server/db/schema/refunds.ts';
import type { MoveNames, StateMove } from './state-move.ts';

export type RefundStatus = (typeof refunds.$inferSelect)['status'];

/**
 * Who moves a refund: the server (the refund job, processRefund; and the transaction that writes it),
 * the payment provider (its webhook's word on a refund), or an admin (Retry on the Refunds screen).
 */
export type RefundActor = 'system' | 'provider' | 'admin';

/**
 * A condition on the refund row besides its state, checked in the same UPDATE (apply-refund-transition.ts):
 * - `due`: its next attempt is due (`next_attempt_at` at or before now): no live claim of another worker;
 * - `claimed`: the claim is still the caller's (its attempts are the ones the caller's claim counted).
 */
export type RefundGuard = 'due' | 'claimed';

/** The columns a move may set besides its state (the caller gives their values). */
export type RefundColumn = 'attempts' | 'nextAttemptAt' | 'lastError' | 'providerRefundId' | 'processedAt';

/** A move of a refund; the creating step (`from: null`) is recordRefund's INSERT, pending. */
export interface RefundTransition extends StateMove<RefundStatus, RefundActor, RefundGuard> {
  to: RefundStatus;
  sets?: readonly RefundColumn[];
}

/**
 * What a refund reaching `processed` writes, whoever reports it (the job or the provider's webhook): the
 * provider's refund id and when, the cash out in the journal, the customer's mail.
 */
const paidBack = {
  sets: ['providerRefundId', 'processedAt', 'lastError'],
  effects: { journal: ['refund-processed'], mails: ['refundProcessedMail'] },
} as const;

/**
 * A refund's life (issue #30, decision D76), written once beside the booking's and the settlement's:
 * every change of `refunds.status` is one of these, made by applyRefundTransition as one conditional
 * UPDATE, so of two moves at once (two workers, a worker and the webhook, a webhook and an admin)
 * exactly one wins. Three states, as the provider's: `pending` (owed, to be carried out), `processed`
 * (paid back), `failed` (the provider declined it, or gave up: an admin may retry). A worker's claim
 * is not a state of its own but a lease on a pending row (`claim` moves `next_attempt_at` past it):
 * a worker that dies leaves the row pending, and the next run, once the lease is over, reconciles it
 * with the provider (process-refund.ts). That is why `claim` and `postpone` keep the state.
 */
export const refundTransitions = {
  record: {
    from: null,
    to: 'pending',
    actor: 'system',
    does: "recordRefund writes the refund in its cause's transaction (a cancellation, a completion's deposit, a lowering, a payment that cannot be applied)",
  },
  claim: {
    from: ['pending'],
    to: 'pending',
    actor: 'system',
    guard: 'due',
    sets: ['attempts', 'nextAttemptAt'],
    does: 'processRefund claims a due refund: counts the attempt and moves its next attempt past the lease',
  },
  postpone: {
    from: ['pending'],
    to: 'pending',
    actor: 'system',
    guard: 'claimed',
    sets: ['lastError', 'nextAttemptAt'],
    does: 'processRefund: a transient failure (network, provider 5xx), tried again after 1, 4, 16, 64 minutes',
  },
  process: {
    from: ['pending'],
    to: 'processed',
    actor: 'system',
    guard: 'claimed',
    ...paidBack,
    does: 'processRefund: the provider has the refund (made now, or found from an earlier attempt); the customer is mailed',
  },
  fail: {
    from: ['pending'],
    to: 'failed',
    actor: 'system',
    guard: 'claimed',
    sets: ['lastError'],
    does: "processRefund: the provider declined it (4xx), the attempts ran out, or the row is another provider's",
  },
  confirmByProvider: {
    from: ['pending', 'failed'],
    to: 'processed',
    actor: 'provider',
    ...paidBack,
    does: "the webhook's refund.processed: a refund our job had not heard back about, or had given up on",
  },
  failByProvider: {
    from: ['pending'],
    to: 'failed',
    actor: 'provider',
    sets: ['providerRefundId', 'lastError'],
    does: "the webhook's refund.failed of a refund not paid yet: the admin's Refunds screen shows it and can retry it",
  },
  reverseByProvider: {
    from: ['processed'],
    to: 'failed',
    actor: 'provider',
    sets: ['providerRefundId', 'lastError'],
    effects: { journal: ['refund-reversed'] },
    does: "the webhook's refund.failed of a refund it had reported processed: the money is owed again",
  },
  retry: {
    from: ['failed'],
    to: 'pending',
    actor: 'admin',
    sets: ['nextAttemptAt'],
    does: 'retryRefund: an admin queues a failed refund again, due now, its attempts and last error kept',
  },
} as const satisfies Record<string, RefundTransition>;

/** The transitions that move an existing refund (all but the writing step). */
export type RefundMoveName = MoveNames<typeof refundTransitions>;
