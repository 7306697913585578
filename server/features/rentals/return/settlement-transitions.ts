import type { SettlementStatus } from '#server/db/schema/settlements.ts';
import type { MoveNames, StateMove } from '#server/features/refunds/state-move.ts';

/** Who moves a settlement: the partner who completes the ride, its customer, an admin, or the server (a verified payment). */
export type SettlementActor = 'partner' | 'customer' | 'admin' | 'system';

/**
 * A condition on the settlement row besides its state, checked in the same UPDATE
 * (apply-settlement-transition.ts), with what the caller gives:
 * - `orderUnset`: no provider order kept yet and the due still the one ordered (`given.due`);
 * - `orderCurrent`: the order paid (`given.orderId`) is the ride's current one, and something is due;
 * - `disputable`: a damage charge, not disputed yet, settled at most DAMAGE_DISPUTE_HOURS before `at`;
 * - `damageAbove`: the damage charged is above the new one (`given.damage`);
 * - `disputeOpen`: disputed and not resolved yet.
 */
export type SettlementGuard = 'orderUnset' | 'orderCurrent' | 'disputable' | 'damageAbove' | 'disputeOpen';

/** The columns a move may set besides its state and its stamp (the caller gives their values). */
export type SettlementColumn = 'dueOrderId' | 'damage' | 'charges' | 'depositRefund' | 'due' | 'disputeDecision';

/** A move of a settlement; the creating steps (`from: null`) are the completion's INSERT (settle-ride.ts). */
export interface SettlementTransition extends StateMove<SettlementStatus, SettlementActor, SettlementGuard> {
  /** the state it reaches; `same`: the move keeps the row's state (it changes other columns) */
  to: SettlementStatus | 'same';
  /** the timestamp the move stamps with its instant */
  stamps?: 'duePaidAt' | 'disputedAt' | 'disputeResolvedAt';
  sets?: readonly SettlementColumn[];
}

const anyState = ['settled', 'balanceDue', 'balancePaid'] as const;

/**
 * An admin's lowering of the damage charge (adjustSettlement), with or without leaving the state: the
 * charges recomputed, what was paid beyond them refunded, the partner's entry and the journal adjusted.
 */
const lowering = {
  actor: 'admin',
  guard: 'damageAbove',
  sets: ['damage', 'charges', 'depositRefund', 'due', 'dueOrderId'],
  effects: { refund: 'adjustment', ledger: 'adjustment', journal: ['damage-lowered'] },
} as const;

/**
 * The settlement's life (issue #30, decision D76), written once beside the booking's
 * (server/features/rentals/booking-transitions.ts): every change of `settlements.status`, and every stamp
 * of `due_paid_at`, `disputed_at` and `dispute_resolved_at`, is one of these, made by applySettlementTransition as one
 * conditional UPDATE, so of two moves of one settlement at once exactly one wins.
 *
 * A completion (the booking's `complete`) writes it `settled` when the deposit covered the charges, else
 * `balanceDue`; a balance payment makes it `balancePaid`. Both `settled` and `balancePaid` stay so. A
 * dispute and an admin's lowering of the damage are moves, not states: neither stops the balance being
 * paid, a lowering may come with or without a dispute, more than once, in every state; the only state
 * a lowering changes is a balance still due that it takes away (`waiveBalance`).
 */
export const settlementTransitions = {
  settle: {
    from: null,
    to: 'settled',
    actor: 'partner',
    does: "the completion (the booking's `complete`, settle-ride.ts) writes the settlement: the deposit covered the charges, what is left of it goes back",
  },
  settleWithBalance: {
    from: null,
    to: 'balanceDue',
    actor: 'partner',
    does: 'the completion writes the settlement: the charges are more than the deposit, the customer owes the rest',
  },
  orderBalance: {
    from: ['balanceDue'],
    to: 'same',
    actor: 'customer',
    guard: 'orderUnset',
    sets: ['dueOrderId'],
    does: 'payBalance keeps the provider order it made for the due, unless another call kept one first or the due changed',
  },
  payBalance: {
    from: ['balanceDue'],
    to: 'balancePaid',
    actor: 'system',
    guard: 'orderCurrent',
    stamps: 'duePaidAt',
    effects: { journal: ['balance-paid'], mails: ['balancePaidMail'] },
    does: "a captured payment of the ride's current balance order (verifyBalancePayment, the webhook, the reconcile: apply-balance-payment.ts)",
  },
  dispute: {
    from: anyState,
    to: 'same',
    actor: 'customer',
    guard: 'disputable',
    stamps: 'disputedAt',
    does: "disputeDamage: the customer disputes the damage charge, once, within 48 hours; a message of the customer's conversation carries it to the admin, a mail tells the partner",
    effects: { mails: ['damageDisputedMail'] },
  },
  resolveDispute: {
    from: anyState,
    to: 'same',
    actor: 'admin',
    guard: 'disputeOpen',
    stamps: 'disputeResolvedAt',
    sets: ['disputeDecision'],
    effects: { mails: ['disputeResolvedMail'] },
    does: "resolveDispute (issue #34, D80): an admin closes an open dispute with what was decided; the customer's My Rides and the partner's booking show it",
  },
  lowerDamage: {
    from: anyState,
    to: 'same',
    ...lowering,
    does: 'adjustSettlement: an admin lowers the damage charge; what the customer paid beyond the new charges goes back',
  },
  waiveBalance: {
    from: ['balanceDue'],
    to: 'settled',
    ...lowering,
    does: 'adjustSettlement: a lowering that leaves nothing due on a balance not paid yet',
  },
} as const satisfies Record<string, SettlementTransition>;

/** The transitions that move an existing settlement (all but the creating steps). */
export type SettlementMoveName = MoveNames<typeof settlementTransitions>;
