import type { BookingStatus, CancelledBy } from '#server/db/schema/bookings.ts';
import type { MoveNames, StateMove } from '#server/features/refunds/state-move.ts';

/**
 * Who may move a booking: the customer who made it, the partner whose bike it is, an admin, or the
 * server itself (a verified payment, a hold whose 15 minutes ran out).
 */
export type TransitionActor = 'customer' | 'partner' | 'admin' | 'system';

/**
 * A condition on the booking row besides its state, checked in the same UPDATE (apply-transition.ts):
 * - `pickUpAhead`: the pick-up time is after the move's instant, and the bike not handed over yet;
 * - `holdRanOut`: the hold's 15 minutes ran out;
 * - `handoverOpen` (issue #32, D81): not handed over yet, the instant at or after the pick-up time minus
 *   HANDOVER_EARLY_MINUTES, and the customer's driving licence approved;
 * - `startedOrPickUpPassed`: handed over, or (never handed over) the pick-up time has passed.
 */
export type TransitionGuard = 'pickUpAhead' | 'holdRanOut' | 'handoverOpen' | 'startedOrPickUpPassed';

/** The columns a move may set with values its caller gives (the hand-over's). */
export type TransitionColumn = 'handoverAt' | 'handoverStartKm' | 'handoverPhotos';

/** A move of a booking; the creating step (`from: null`) is the hold's INSERT (place-hold.ts). */
export interface BookingTransition extends StateMove<BookingStatus, TransitionActor, TransitionGuard> {
  to: BookingStatus;
  /** the other columns the move sets */
  sets?: { paymentStatus?: 'paid' | 'failed'; holdExpiresAt?: null; cancelledBy?: CancelledBy };
  /** the columns it sets with the caller's values */
  writes?: readonly TransitionColumn[];
}

/**
 * What each of the three cancellations writes and sends besides its refund (whose rule is its own): the
 * partner's ledger entry of the fee kept, the cancellation's journal posting, a mail to each side.
 */
const cancellation = {
  ledger: 'cancellation',
  journal: ['cancellation'],
  mails: ['rideCancelledMail', 'partnerRideCancelledMail'],
} as const;

/**
 * The booking's life (STYLE 17, ARCHITECTURE section 6), written once: every change of
 * `bookings.status` is one of these, made by applyTransition (apply-transition.ts) as one conditional
 * UPDATE, so of two actors (or two clicks) moving the same booking at once exactly one wins.
 * `booked`, then `cancelled` or `completed`: both final. Holds that run out or are replaced become
 * `expired`; they are kept, not deleted, so a payment that arrives late still finds its order.
 * A cancellation also stamps `cancelled_at` and `cancelled_by`; its refund row is written by the caller
 * in the same transaction (issue #16). A completion writes the ride's settlement (its own table:
 * server/features/rentals/return/settlement-transitions.ts); every refund a move writes then follows the
 * refund's table (server/features/refunds/refund-transitions.ts). Each move's `effects` say what else it
 * writes and sends (issue #30).
 */
export const bookingTransitions = {
  hold: {
    from: null,
    to: 'pending',
    actor: 'customer',
    does: 'bookbike inserts a 15-minute payment hold (place-hold.ts); the exclusion constraint refuses an overlap',
  },
  releaseHold: {
    from: ['pending'],
    to: 'expired',
    actor: 'customer',
    does: "a new 'Make payment' replaces the customer's earlier holds of the bike; at start, a hold a crash left without its provider order is freed",
  },
  expireHold: {
    from: ['pending'],
    to: 'expired',
    actor: 'system',
    guard: 'holdRanOut',
    does: "marks a bike's holds that ran out, lazily, before the bike is held or paid for again",
  },
  pay: {
    from: ['pending', 'expired'],
    to: 'booked',
    actor: 'system',
    sets: { paymentStatus: 'paid', holdExpiresAt: null },
    effects: { journal: ['capture'], mails: ['bookingConfirmationMail', 'partnerNewBookingMail'] },
    does: 'verifyPayment: a signed payment turns the hold (or a run-out hold whose bike is still free) into a booking',
  },
  refusePayment: {
    from: ['pending', 'expired'],
    to: 'expired',
    actor: 'system',
    sets: { paymentStatus: 'failed', holdExpiresAt: null },
    effects: { refund: 'unapplied', journal: ['unapplied-capture'] },
    does: 'verifyPayment: a paid order that cannot be honoured is kept, its payment recorded as failed (to refund)',
  },
  noteFailedPayment: {
    from: ['pending'],
    to: 'pending',
    actor: 'system',
    sets: { paymentStatus: 'failed' },
    does: "the provider's webhook payment.failed: the hold stays (the customer may pay with another card until it runs out); its payment status says the attempt failed",
  },
  cancelByCustomer: {
    from: ['booked'],
    to: 'cancelled',
    actor: 'customer',
    sets: { cancelledBy: 'customer' },
    guard: 'pickUpAhead',
    effects: { refund: 'policy', ...cancellation },
    does: 'cancelRide: the customer cancels before pick-up; the bike is free again for that window',
  },
  cancelByPartner: {
    from: ['booked'],
    to: 'cancelled',
    actor: 'partner',
    sets: { cancelledBy: 'partner' },
    effects: { refund: 'partner', ...cancellation },
    does: 'changeBookingStatus: the partner cancels one of their bookings',
  },
  cancelByAdmin: {
    from: ['booked'],
    to: 'cancelled',
    actor: 'admin',
    sets: { cancelledBy: 'admin' },
    effects: { refund: 'chosen', ...cancellation },
    does: 'POST /api/admin/cancelBooking: an admin cancels any booked ride, with a refund of their choice',
  },
  startRide: {
    from: ['booked'],
    to: 'booked',
    actor: 'partner',
    guard: 'handoverOpen',
    writes: ['handoverAt', 'handoverStartKm', 'handoverPhotos'],
    does: "startRide (issue #32, D81): the partner hands the bike over, with the odometer and 4–8 photos, from 60 minutes before the pick-up, once the customer's licence is approved; once (a second start moves nothing); the status stays `booked`",
  },
  complete: {
    from: ['booked'],
    to: 'completed',
    actor: 'partner',
    guard: 'startedOrPickUpPassed',
    effects: { refund: 'deposit', ledger: 'ride', journal: ['completion'], mails: ['settlementMail'] },
    does: "completeRide or changeBookingStatus, both through completeBooking: the partner marks the ride returned, once it was started or (never started) once its pick-up time has passed; the settlement is written (its table's `settle` or `settleWithBalance`)",
  },
} as const satisfies Record<string, BookingTransition>;

export type TransitionName = keyof typeof bookingTransitions;

/** The transitions that move an existing booking (all but the creating step). */
export type MoveName = MoveNames<typeof bookingTransitions>;
