import type { JournalEvent } from '#shared/domain/journal.ts';
import type { LedgerKind } from '#shared/domain/ledger.ts';
import type * as templates from '#server/features/mail/templates.ts';
import type { RefundKind } from '#server/db/schema/refunds.ts';

/** A mail template's name (server/features/mail/templates.ts): the type refuses a name that is not one. */
export type MailTemplate = {
  [K in keyof typeof templates]: K extends `${string}Mail` ? K : never;
}[keyof typeof templates];

/**
 * What a move of a booking, a settlement or a refund does besides changing its state (issue #30,
 * decision D76), so one file says it: the booking's, settlement's and refund's transition tables each
 * declare, per move, what its caller writes in the same transaction: the refund row, the ledger entry,
 * the journal postings and the mails (outbox rows, delivered by the mail-delivery job after the commit,
 * D72). The transition tests check the journal events against the journal tables after each move.
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
  /** the mails sent once the move is committed, by template */
  mails?: readonly MailTemplate[];
}
