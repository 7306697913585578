import { z } from 'zod';
import { RefundDeclinedError, type PaymentProvider, type ProviderRefund } from './payment-provider.ts';

export interface RazorpayOptions {
  /** default https://api.razorpay.com (tests point it at a local stub server) */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** default 15 s: an order is created inside the customer's request */
  timeoutMs?: number;
}

const refundAnswer = z.object({
  id: z.string().min(1),
  amount: z.number().int(),
  status: z.string().optional(),
  receipt: z.string().nullish(),
  notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).nullish(),
});
const refundsAnswer = z.object({ items: z.array(refundAnswer) });
const paymentsAnswer = z.object({
  items: z.array(
    z.object({ id: z.string().min(1), order_id: z.string().nullish(), amount: z.number().int(), status: z.string() }),
  ),
});
const errorAnswer = z.object({ error: z.object({ code: z.string().optional(), description: z.string().optional() }) });

/** Razorpay's own word on a refused request, else the start of its body. */
async function refusal(response: Response): Promise<string> {
  const body = (await response.text()).slice(0, 500);
  try {
    const parsed = errorAnswer.safeParse(JSON.parse(body));
    if (parsed.success) {
      return `HTTP ${response.status} ${parsed.data.error.code ?? ''}: ${parsed.data.error.description ?? ''}`.trim();
    }
  } catch {
    // not JSON: the body as it came
  }
  return `HTTP ${response.status} ${body}`.trim();
}

/** A refusal that a retry of the same request cannot change: a 4xx other than a timeout or a rate limit. */
function isFinal(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
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
    // GET /v1/orders/{id}/payments: every payment attempt of the order (the reconcile, issue 28)
    async orderPayments(orderId) {
      const response = await send(`${baseUrl}/v1/orders/${encodeURIComponent(orderId)}/payments`, {
        headers: { authorization },
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      if (!response.ok) throw new Error(`Razorpay order payments lookup failed: ${await refusal(response)}`);
      const { items } = paymentsAnswer.parse(await response.json());
      return items.map((item) => ({
        id: item.id,
        orderId: item.order_id ?? orderId,
        amount: item.amount,
        status: item.status,
      }));
    },
    // POST /v1/payments/{id}/refund; X-Refund-Idempotency makes a repeated request answer the same
    // refund; the key also goes as the receipt and in the notes, which findRefund matches on. The body
    // is the same on every attempt (Razorpay refuses a changed body under a used key, issue 28).
    async refund({ paymentId, amountPaise, idempotencyKey, notes }) {
      const response = await send(`${baseUrl}/v1/payments/${encodeURIComponent(paymentId)}/refund`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json', 'x-refund-idempotency': idempotencyKey },
        body: JSON.stringify({
          amount: amountPaise,
          speed: 'normal',
          notes: { ...notes, idempotency_key: idempotencyKey },
          receipt: idempotencyKey.slice(0, 40),
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      if (!response.ok) {
        const detail = `Razorpay refund refused: ${await refusal(response)}`;
        throw isFinal(response.status) ? new RefundDeclinedError(detail) : new Error(detail);
      }
      const refund = refundAnswer.parse(await response.json());
      if (refund.status === 'failed') throw new RefundDeclinedError(`Razorpay refund ${refund.id} failed`);
      return { id: refund.id, amount: refund.amount };
    },
    // GET /v1/payments/{id}/refunds: the payment's refunds, ours found by its key
    async findRefund({ paymentId, idempotencyKey }) {
      const response = await send(`${baseUrl}/v1/payments/${encodeURIComponent(paymentId)}/refunds?count=100`, {
        headers: { authorization },
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      if (!response.ok) throw new Error(`Razorpay refunds lookup failed: ${await refusal(response)}`);
      const { items } = refundsAnswer.parse(await response.json());
      const ours = items.find(
        (item) =>
          item.status !== 'failed' &&
          (item.receipt === idempotencyKey.slice(0, 40) ||
            (item.notes && !Array.isArray(item.notes) && item.notes.idempotency_key === idempotencyKey)),
      );
      return ours ? ({ id: ours.id, amount: ours.amount } satisfies ProviderRefund) : null;
    },
  };
}
