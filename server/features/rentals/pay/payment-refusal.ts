/**
 * A paid order that cannot become a booking: the money must go back to the customer. verifyPayment
 * records the payment as `failed` (to refund) and answers 409 with this message.
 */
export class PaymentRefusal extends Error {}

/** A payment as the provider's checkout reported it (signature already checked). */
export interface ProviderPayment {
  provider: string;
  orderId: string;
  paymentId: string;
  signature: string;
}
