/**
 * The texts of cancellations and refunds (issue #16): the policy, the quote, the admin's Bookings and
 * Refunds screens. ../messages.ts spreads them into `msg` and `text`; add new ones here, not there.
 */
import { formatMoney } from '../format/money.ts';
export const cancellationMsg = {
  tiersCount: 'A policy has 1 to 6 tiers',
  tierHours: 'Hours before pick-up must be a whole number from 0 to 720',
  tierFlat: 'The flat fee must be whole rupees from 0 to 100000',
  tierPercent: 'The percentage must be a whole number from 0 to 100',
  tiersDistinct: 'Each tier needs its own hours before pick-up',
  tierZeroMissing: 'One tier must start at 0 hours before pick-up',
  refundChoice: 'Choose full, policy or none',
  /** cancelRide: the refund shown is no longer the policy's (issue #28); the answer carries the new quote */
  refundChanged: 'The refund has changed',
  refundShownInvalid: 'The refund must be whole rupees from 0 to 100000000',
  refundStatusInvalid: 'Choose pending, processed or failed',
  bookingNotCancellable: 'Only a booked ride can be cancelled',
  bookingNotFound: 'Booking not found',
  refundNotFound: 'Refund not found',
  refundNotRetryable: 'Only a failed refund can be retried',
  policySaved: 'Cancellation policy saved',
  bookingCancelledByAdmin: 'Booking cancelled',
  refundRetried: 'Refund queued again',
  /** when a refund reaches the customer, by provider (the cancellation mail says it) */
  refundTimingRazorpay: 'Razorpay returns it to your original payment method in 5–7 working days.',
  refundTimingSandbox: 'It is back on your sandbox card at once.',
  refundsListed: 'Refunds',
  sandboxRefundDeclined: 'The sandbox declines the first refund of a payment made with the card 4000 0000 0000 0069',
  refundProviderMismatch: 'This refund belongs to another payment provider than the one configured',
} as const;

export const cancellationText = {
  /** The customer's confirmation of a cancellation, from the quote. */
  refundQuote: (refund: number, fee: number) =>
    `You get ${formatMoney(refund)} back (${formatMoney(fee)} cancellation fee)`,

  // The customer's cancellation dialog (My Rides)
  cancelRideTitle: 'Cancel this ride?',
  cancelQuoteLoading: 'Working out your refund…',
  cancelQuoteFailed: "Couldn't work out your refund",
  keepRide: 'Keep the ride',
  refundTiming: 'The refund goes back to the card you paid with.',
  viewInvoice: 'Invoice',

  /** A cancelled ride's refund, in words (amounts already formatted). */
  refundLine: {
    pending: (amount: string) => `Refund of ${amount} on its way`,
    processed: (amount: string) => `Refund of ${amount} paid back`,
    failed: (amount: string) => `Refund of ${amount} failed — our team is on it`,
  },
  refundStatusNames: { pending: 'Pending', processed: 'Processed', failed: 'Failed' },

  // The published policy at checkout (GET /api/cancellationPolicy)
  policyNoteTitle: 'Cancellation policy',
  policyNoteLoading: 'Loading the cancellation policy…',
  policyNoteFailed: "Couldn't load the cancellation policy",
  /** One tier: `fee` already worded by policyFee. */
  policyTierLine: (hoursBefore: number, fee: string) =>
    hoursBefore === 0 ? `Up to the pick-up time: ${fee}` : `At least ${hoursBefore} h before pick-up: ${fee}`,
  /** A tier's fee in words; `flat` already formatted as money. */
  policyFee: (flat: string | null, percent: number) =>
    flat === null && percent === 0
      ? 'no fee'
      : [flat ? `${flat} fee` : null, percent > 0 ? `${percent} % of the amount paid` : null]
          .filter(Boolean)
          .join(' + '),
  policyAfterStart: 'After the pick-up time: no refund',
  policyRefundNote: 'You see the exact refund before you confirm a cancellation in My Rides.',

  // The order page of a cancelled ride (instead of the payment's thanks)
  rideCancelledTitle: 'Ride cancelled',
  rideCancelledLead: 'This ride is cancelled. The credit note under the invoice shows what comes back to you.',

  // The invoice's credit note
  creditNoteTitle: 'Credit note',
  cancelledOn: 'Cancelled on',
  amountPaidLabel: 'Amount paid',
  cancellationFeeLabel: 'Cancellation fee',
  refundLabel: 'Refund',
  refundStatusLabel: 'Refund status',
  noRefund: 'No refund',

  // Admin menu and pages
  menuAdminBookings: 'Bookings',
  menuRefunds: 'Refunds',
  menuCancellationPolicy: 'Cancellation policy',
  adminBookingsTitle: 'Bookings',
  adminBookingsLabel: 'Paid bookings',
  adminBookingsSearchLabel: 'Order id, customer e-mail or plate',
  adminBookingsSearch: 'Search',
  adminBookingsEmptyTitle: 'No bookings found',
  adminBookingsEmptyHint: 'Paid bookings appear here. Try another order id, e-mail or plate.',
  couldntFetchAdminBookings: "Couldn't fetch bookings",
  colBooking: 'Booking',
  colCustomer: 'Customer',
  colBike: 'Bike',
  colPickUp: 'Pick-up',
  colTotal: 'Paid',
  colRefund: 'Refund',
  colAction: 'Action',
  cancelBooking: 'Cancel',
  cancelBookingLabel: (customer: string, date: string) => `Cancel ${customer}'s booking of ${date}`,
  cancelBookingTitle: 'Cancel this booking',
  refundChoiceLegend: 'Refund',
  refundChoiceNames: { full: 'Full refund (rent + deposit)', policy: "The policy's fee and refund", none: 'Rent kept, deposit back' },
  /** The admin's cancel dialog: a choice's quote for this booking (amounts already formatted). */
  refundChoiceQuote: (refund: string, kept: string) => `${refund} back to the customer · ${kept} kept`,
  refundChoiceHints: {
    full: (amount: string) => `${amount} back to the customer`,
    policy: 'What the policy gives back for a cancellation now',
    none: 'The customer gets nothing back',
  },
  confirmCancelBooking: 'Cancel booking',
  keepBooking: 'Keep the booking',
  adminRefundsTitle: 'Refunds',
  adminRefundsLabel: 'Refunds',
  refundStatusFilter: 'Status',
  allStatuses: 'All',
  adminRefundsEmptyTitle: 'No refunds',
  adminRefundsEmptyHint: 'A cancelled paid booking writes a refund here.',
  couldntFetchRefunds: "Couldn't fetch refunds",
  colBookingId: 'Booking id',
  colAmount: 'Amount',
  colProviderRefundId: 'Provider refund id',
  colAttempts: 'Attempts',
  colLastError: 'Last error',
  retryRefund: 'Retry',
  retryRefundLabel: (customer: string) => `Retry the refund of ${customer}`,
  policyTitle: 'Cancellation policy',
  policyIntro:
    'A cancellation made at least the tier’s hours before pick-up pays its fee: the flat amount plus the percentage of the amount paid. Bookings keep the policy in force when they were paid.',
  tiersLabel: 'Tiers',
  colHoursBefore: 'Hours before pick-up',
  colFlat: 'Flat fee (₹)',
  colPercent: 'Percent (%)',
  tierLegend: (n: number) => `Tier ${n}`,
  addTier: 'Add tier',
  removeTier: (n: number) => `Remove tier ${n}`,
  savePolicy: 'Save',
  couldntFetchPolicy: "Couldn't fetch the cancellation policy",
  previewTitle: 'Preview',
  previewAmountLabel: 'Sample amount paid (₹)',
  previewRow: (hours: number) => (hours === 0 ? 'Up to the pick-up time' : `${hours} h or more before pick-up`),
  previewFee: (fee: string) => `fee ${fee}`,
  previewRefund: (refund: string) => `refund ${refund}`,
  previewInvalid: 'Fix the tiers to see the preview.',
} as const;
