import { randomInt } from 'node:crypto';
import type { PaymentProvider } from './payment-provider.ts';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Razorpay-shaped id: `order_` or `pay_` and 14 random letters and digits. */
export function providerId(prefix: 'order' | 'pay'): string {
  let id = '';
  for (let i = 0; i < 14; i += 1) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return `${prefix}_${id}`;
}

/**
 * The built-in sandbox: orders are created locally (nothing leaves the server) and paid through the
 * sandbox card form (sandbox-pay.ts), which signs like Razorpay with the same key secret.
 */
export function sandboxProvider(keys: { keyId: string; keySecret: string }): PaymentProvider {
  return {
    name: 'sandbox',
    ...keys,
    async createOrder({ amountPaise }) {
      return { id: providerId('order'), amount: amountPaise, currency: 'INR' };
    },
  };
}
