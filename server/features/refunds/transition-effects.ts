import type { JournalEvent } from '#shared/domain/journal.ts';
import type { LedgerKind } from '#shared/domain/ledger.ts';
import type { MailKind } from '#server/features/mail/outbox.ts';
import type * as templates from '#server/features/mail/templates.ts';
import type { RefundKind } from '#server/db/schema/refunds.ts';

/** A mail template's name (server/features/mail/templates.ts): the type refuses a name that is not one. */
export type MailTemplate = {
  [K in keyof typeof templates]: K extends `${string}Mail` ? K : never;
}[keyof typeof templates];

/** Who a move's mail goes to: the ride's customer or the partner whose bike it is. */
export type MailRecipient = 'customer' | 'partner';

/**
 * What each mail a move declares is in the outbox: the kind its row carries and who gets it (one row
 * each). The queue functions write them (queue-booking-confirmation.ts, queue-cancellation-mails.ts,
 * queue-settlement-mail.ts, queue-refund-processed-mail.ts, dispute-damage.ts, resolve-dispute.ts,
 * apply-balance-payment.ts); the transition tests check each move's rows against this.
 */
export const transitionMails = {
  bookingConfirmationMail: { kind: 'booking-confirmation', to: ['customer'] },
  partnerNewBookingMail: { kind: 'partner-new-booking', to: ['partner'] },
  rideCancelledMail: { kind: 'cancellation', to: ['customer'] },
  partnerRideCancelledMail: { kind: 'cancellation', to: ['partner'] },
  settlementMail: { kind: 'settlement', to: ['customer'] },
  balancePaidMail: { kind: 'balance-paid', to: ['customer'] },
  damageDisputedMail: { kind: 'dispute', to: ['partner'] },
  disputeResolvedMail: { kind: 'dispute-resolved', to: ['customer', 'partner'] },
  refundProcessedMail: { kind: 'refund-processed', to: ['customer'] },
} as const satisfies Partial<Record<MailTemplate, { kind: MailKind; to: readonly MailRecipient[] }>>;

/** A mail a move may declare (transitionMails says its outbox row). */
export type TransitionMail = keyof typeof transitionMails;

/**
 * What a move of a booking, a settlement or a refund does besides changing its state (issue #30,
 * decision D76), so one file says it: the booking's, settlement's and refund's transition tables each
 * declare, per move, what its caller writes in the same transaction: the refund row, the ledger entry,
 * the journal postings and the mails (outbox rows, delivered by the mail-delivery job after the commit,
 * D72). The transition tests check each move's journal events and outbox rows against what it declares.
 */
export interface TransitionEffects {
  /**
   * The refund row the move writes (record-refund.ts): a cancellation's by its rule (`RefundRule` of
   * server/features/rentals/cancel/cancel-with-refund.ts: `policy`, `full`, `none`, `partner`; `chosen`: the
   * admin picks `full`, `policy` or `none`), otherwise the kind of refund written
   * (`deposit`: what is left of the deposit; `adjustment`: what a lowering gives back; `unapplied`: a
   * captured payment refunded in full, record-unapplied-payment.ts).
   */
  refund?: 'policy' | 'full' | 'none' | 'partner' | 'chosen' | Exclude<RefundKind, 'cancellation'> | 'unapplied';
  /** the partner's ledger entry written in the same transaction (server/features/ledger) */
  ledger?: LedgerKind;
  /**
   * The journal postings written in the same transaction, by event (shared/domain/journal.ts); each event
   * has one post function in server/features/journal (capture and balance-paid: postPaymentApplied;
   * unapplied-capture: postUnappliedCapture; cancellation: postCancellation; completion: postCompletion;
   * damage-lowered: postDamageLowered; refund-processed: postRefundProcessed; refund-reversed:
   * postRefundReversed).
   */
  journal?: readonly JournalEvent[];
  /** the mails queued with the move (outbox rows: transitionMails), sent once it is committed, by template */
  mails?: readonly TransitionMail[];
}
