/**
 * The texts of cancellations and refunds (issue #16): the policy, the quote, the admin's Bookings and
 * Refunds screens. ../messages.ts spreads them into `msg` and `text`; add new ones here, not there.
 */
export const cancellationMsg = {
  tiersCount: 'A policy has 1 to 6 tiers',
  tierHours: 'Hours before pick-up must be a whole number from 0 to 720',
  tierFlat: 'The flat fee must be whole rupees from 0 to 100000',
  tierPercent: 'The percentage must be a whole number from 0 to 100',
  tiersDistinct: 'Each tier needs its own hours before pick-up',
  tierZeroMissing: 'One tier must start at 0 hours before pick-up',
  refundChoice: 'Choose full, policy or none',
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
  refundQuote: (refund: number, fee: number) => `You get ₹${refund} back (₹${fee} cancellation fee)`,
} as const;
