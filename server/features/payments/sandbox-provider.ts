import { createHash, randomInt } from 'node:crypto';
import { SANDBOX_REFUND_DECLINED_CARD } from '#shared/api/booking.ts';
import { msg } from '#shared/messages.ts';
import { cardDigits } from './card-checks.ts';
import { RefundDeclinedError, type PaymentProvider, type ProviderRefund } from './payment-provider.ts';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** The first letters of a sandbox payment made with SANDBOX_REFUND_DECLINED_CARD (the id carries it, not memory). */
const REFUND_DECLINED_MARK = 'RfndDecl';

/** A Razorpay-shaped id: `order_` or `pay_` and 14 letters and digits, random after `mark`. */
export function providerId(prefix: 'order' | 'pay' | 'rfnd', mark = ''): string {
  let id = mark;
  while (id.length < 14) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return `${prefix}_${id}`;
}

/** The id of a sandbox payment with this card: marked when its first refund is to be declined. */
export function sandboxPaymentId(digits: string): string {
  return providerId('pay', digits === cardDigits(SANDBOX_REFUND_DECLINED_CARD) ? REFUND_DECLINED_MARK : '');
}

/**
 * The sandbox's refunds, by idempotency key. NOTE: in memory: the sandbox moves no money, so a
 * restart forgetting one only means a reconcile finds nothing and the refund is made again, once.
 */
const sandboxRefunds = new Map<string, ProviderRefund & { paymentId: string }>();

/**
 * The built-in sandbox: orders are created locally (nothing leaves the server) and paid through the
 * sandbox card form (sandbox-pay.ts), which signs like Razorpay with the same key secret. Refunds are
 * made at once, one per idempotency key; a payment made with SANDBOX_REFUND_DECLINED_CARD has its
 * first attempt (`notes.attempt` 1) declined.
 */
export function sandboxProvider(keys: { keyId: string; keySecret: string }): PaymentProvider {
  return {
    name: 'sandbox',
    ...keys,
    async createOrder({ amountPaise }) {
      return { id: providerId('order'), amount: amountPaise, currency: 'INR' };
    },
    async refund({ paymentId, amountPaise, idempotencyKey, notes }) {
      const made = sandboxRefunds.get(idempotencyKey);
      if (made) return { id: made.id, amount: made.amount };
      if (paymentId.startsWith(`pay_${REFUND_DECLINED_MARK}`) && notes.attempt === '1') {
        throw new RefundDeclinedError(msg.sandboxRefundDeclined);
      }
      const id = `rfnd_${createHash('sha256').update(idempotencyKey).digest('base64url').replace(/[-_]/g, '').slice(0, 14)}`;
      sandboxRefunds.set(idempotencyKey, { id, amount: amountPaise, paymentId });
      return { id, amount: amountPaise };
    },
    async findRefund({ paymentId, idempotencyKey }) {
      const made = sandboxRefunds.get(idempotencyKey);
      return made && made.paymentId === paymentId ? { id: made.id, amount: made.amount } : null;
    },
  };
}
