/**
 * The texts of captured money the browser never reported (issue 28): a balance paid twice or for a
 * replaced order, the provider's webhook, and the checkout's retries of verifyPayment.
 * ../messages.ts spreads them into `msg`; add new ones here, not there.
 */
export const capturesMsg = {
  // verifyBalancePayment: the payment is recorded and refunded in full
  balancePaidTwiceRefunded: 'The balance of this ride is already paid. This payment will be refunded in full.',
  balanceOrderStaleRefunded:
    'The amount due changed while you were paying. This payment will be refunded in full: open My Rides and pay the new balance.',
  // POST /api/razorpay/webhook
  webhookSignatureInvalid: 'Webhook signature verification failed',
  webhookPayloadInvalid: 'Webhook payload is not a Razorpay event',
  webhookReceived: 'Event received',
  // the checkout, while verifyPayment is tried again after a network error
  paymentVerifyRetrying: 'Your payment went through. Confirming your booking, please keep this page open…',
  paymentVerifyGaveUp:
    'We could not reach our server to confirm your booking. Your payment is safe: the ride will appear in My Rides within a few minutes, or be refunded in full.',
} as const;
