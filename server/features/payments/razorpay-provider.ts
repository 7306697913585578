import { z } from 'zod';
import type { PaymentProvider } from './payment-provider.ts';

export interface RazorpayOptions {
  /** default https://api.razorpay.com (tests point it at a local stub server) */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** default 15 s: an order is created inside the customer's request */
  timeoutMs?: number;
}

const orderAnswer = z.object({ id: z.string().min(1), amount: z.number().int(), currency: z.literal('INR') });

/** Razorpay's Orders API over HTTPS, authenticated with the key id and secret (HTTP basic). */
export function razorpayProvider(
  keys: { keyId: string; keySecret: string },
  options: RazorpayOptions = {},
): PaymentProvider {
  const baseUrl = (options.baseUrl ?? 'https://api.razorpay.com').replace(/\/$/, '');
  const send = options.fetch ?? fetch;
  const authorization = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;
  return {
    name: 'razorpay',
    ...keys,
    async createOrder({ amountPaise, receipt }) {
      const response = await send(`${baseUrl}/v1/orders`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ amount: amountPaise, currency: 'INR', receipt: receipt.slice(0, 40) }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      if (!response.ok) {
        const detail = (await response.text()).slice(0, 500);
        throw new Error(`Razorpay order creation failed: HTTP ${response.status} ${detail}`);
      }
      const order = orderAnswer.parse(await response.json());
      if (order.amount !== amountPaise) throw new Error('Razorpay answered an order of another amount');
      return order;
    },
  };
}
