import type { PaymentProviderName } from '#shared/api/booking.ts';
import type { Db } from '#server/db/client.ts';

/** An order to pay, created with the provider before its widget opens. */
export interface ProviderOrder {
  id: string;
  /** paise */
  amount: number;
  currency: 'INR';
}

/**
 * A payment provider (ARCHITECTURE section 6): creates the order the customer pays. Both sign the
 * payment the same way (signature.ts), with the key secret.
 */
export interface PaymentProvider extends RefundingProvider {
  name: PaymentProviderName;
  /** the public key id the checkout widget needs */
  keyId: string;
  /** the secret that signs payments (never sent to a client) */
  keySecret: string;
  /** `receipt`: our reference (the booking id), at most 40 characters */
  createOrder(input: { amountPaise: number; receipt: string }): Promise<ProviderOrder>;
  /** The payments made against an order, as the provider has them (the reconcile asks, issue 28). */
  orderPayments(orderId: string): Promise<OrderPayment[]>;
}

/**
 * What a customer's call that goes to the provider needs (bookbike, payBalance, verifyPayment,
 * verifyBalancePayment): the database, the provider, and a log for what it refuses.
 */
export interface PaymentCallDeps {
  db: Db;
  provider: PaymentProvider;
  log: { error(obj: object, message: string): void };
}

/** A payment of an order, in the provider's words (Razorpay's payment entity, trimmed). */
export interface OrderPayment {
  id: string;
  orderId: string;
  /** paise */
  amount: number;
  /** Razorpay's: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed'; only 'captured' is money we hold */
  status: string;
}

/** A refund the provider accepted: `id` its refund id. */
export interface ProviderRefund {
  id: string;
  /** paise */
  amount: number;
}

export interface RefundInput {
  paymentId: string;
  amountPaise: number;
  /** ours, one per refund row: the same on every attempt, so the provider pays it once */
  idempotencyKey: string;
  /**
   * shown in the provider's dashboard. NOTE: the same on every attempt (issue 28): Razorpay refuses a
   * changed body under a used idempotency key, so nothing that changes per attempt goes here.
   */
  notes: Record<string, string>;
}

/**
 * The provider said no for good (Razorpay's 4xx, the sandbox's declining card): retrying the same
 * request cannot succeed. Any other error (network, timeout, 5xx) is transient.
 */
export class RefundDeclinedError extends Error {
  override name = 'RefundDeclinedError';
}

/** Paying a payment back, and finding a refund made before a crash. */
export interface RefundingProvider {
  /** Throws RefundDeclinedError on a refusal, anything else when the outcome is unknown. */
  refund(input: RefundInput): Promise<ProviderRefund>;
  /** The refund of `paymentId` made with our key, if the provider has one (the reconcile after a crash). */
  findRefund(input: { paymentId: string; idempotencyKey: string }): Promise<ProviderRefund | null>;
}
