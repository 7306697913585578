import type { PaymentProviderName } from '#shared/api/booking.ts';

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
