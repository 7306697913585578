import type { PaymentProviderName } from '#shared/api/booking.ts';
import type { Env } from '#server/env.ts';
import { razorpayProvider, type RazorpayOptions } from './razorpay-provider.ts';
import { sandboxProvider } from './sandbox-provider.ts';

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
export interface PaymentProvider {
  name: PaymentProviderName;
  /** the public key id the checkout widget needs */
  keyId: string;
  /** the secret that signs payments (never sent to a client) */
  keySecret: string;
  /** `receipt`: our reference (the booking id), at most 40 characters */
  createOrder(input: { amountPaise: number; receipt: string }): Promise<ProviderOrder>;
}

/** The provider PAYMENT_PROVIDER names: the built-in sandbox (default) or Razorpay. */
export function createPaymentProvider(
  env: Pick<Env, 'PAYMENT_PROVIDER' | 'RAZORPAY_KEY_ID' | 'RAZORPAY_KEY_SECRET'>,
  options: RazorpayOptions = {},
): PaymentProvider {
  const keys = { keyId: env.RAZORPAY_KEY_ID, keySecret: env.RAZORPAY_KEY_SECRET };
  return env.PAYMENT_PROVIDER === 'razorpay' ? razorpayProvider(keys, options) : sandboxProvider(keys);
}
