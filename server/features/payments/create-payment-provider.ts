import type { DbOrTx } from '#server/db/client.ts';
import type { Env } from '#server/env.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { razorpayProvider, type RazorpayOptions } from './razorpay-provider.ts';
import { sandboxProvider } from './sandbox-provider.ts';

/**
 * The provider PAYMENT_PROVIDER names: the built-in sandbox (default; it keeps its payments and
 * refunds in `db`, the app's database) or Razorpay.
 */
export function createPaymentProvider(
  env: Pick<Env, 'PAYMENT_PROVIDER' | 'RAZORPAY_KEY_ID' | 'RAZORPAY_KEY_SECRET'> & Partial<Pick<Env, 'RAZORPAY_BASE_URL'>>,
  db: DbOrTx,
  options: RazorpayOptions = {},
): PaymentProvider {
  const keys = { keyId: env.RAZORPAY_KEY_ID, keySecret: env.RAZORPAY_KEY_SECRET };
  if (env.PAYMENT_PROVIDER !== 'razorpay') return sandboxProvider(keys, db);
  return razorpayProvider(keys, { ...(env.RAZORPAY_BASE_URL ? { baseUrl: env.RAZORPAY_BASE_URL } : {}), ...options });
}
