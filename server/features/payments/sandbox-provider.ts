import { createHash, randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { SANDBOX_REFUND_DECLINED_CARD } from '#shared/api/booking.ts';
import { msg } from '#shared/messages.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { sandboxPayments, sandboxRefunds } from '#server/db/schema/index.ts';
import { cardDigits } from './card-checks.ts';
import { RefundDeclinedError, type PaymentProvider } from './payment-provider.ts';

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

/** The sandbox card form's capture, kept on the provider's side (sandbox_payments), as Razorpay keeps it. */
export async function recordSandboxPayment(
  db: DbOrTx,
  payment: { id: string; orderId: string; amountPaise: number },
): Promise<void> {
  await db
    .insert(sandboxPayments)
    .values({ id: payment.id, orderId: payment.orderId, amount: payment.amountPaise, status: 'captured' })
    .onConflictDoNothing();
}

/**
 * The built-in sandbox: orders are created locally (nothing leaves the server) and paid through the
 * sandbox card form (sandbox-pay.ts), which signs like Razorpay with the same key secret and keeps the
 * capture in sandbox_payments, so `orderPayments` answers the same after a restart and on every
 * instance. Refunds are made at once, one per idempotency key (sandbox_refunds); a payment made with
 * SANDBOX_REFUND_DECLINED_CARD has the first attempt of each refund declined (the key remembers it),
 * the next attempt with the same key made.
 */
export function sandboxProvider(keys: { keyId: string; keySecret: string }, db: DbOrTx): PaymentProvider {
  return {
    name: 'sandbox',
    ...keys,
    async createOrder({ amountPaise }) {
      return { id: providerId('order'), amount: amountPaise, currency: 'INR' };
    },
    async orderPayments(orderId) {
      const rows = await db
        .select({ id: sandboxPayments.id, amount: sandboxPayments.amount, status: sandboxPayments.status })
        .from(sandboxPayments)
        .where(eq(sandboxPayments.orderId, orderId));
      return rows.map((row) => ({ ...row, orderId }));
    },
    async refund({ paymentId, amountPaise, idempotencyKey }) {
      const id = `rfnd_${createHash('sha256').update(idempotencyKey).digest('base64url').replace(/[-_]/g, '').slice(0, 14)}`;
      if (paymentId.startsWith(`pay_${REFUND_DECLINED_MARK}`)) {
        const [first] = await db
          .insert(sandboxRefunds)
          .values({ idempotencyKey, id, paymentId, amount: amountPaise, status: 'declined' })
          .onConflictDoNothing()
          .returning({ id: sandboxRefunds.id });
        if (first) throw new RefundDeclinedError(msg.sandboxRefundDeclined);
      }
      await db
        .insert(sandboxRefunds)
        .values({ idempotencyKey, id, paymentId, amount: amountPaise, status: 'processed' })
        .onConflictDoUpdate({ target: sandboxRefunds.idempotencyKey, set: { status: 'processed' } });
      const [made] = await db
        .select({ id: sandboxRefunds.id, amount: sandboxRefunds.amount })
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.idempotencyKey, idempotencyKey));
      return made ?? { id, amount: amountPaise };
    },
    async findRefund({ paymentId, idempotencyKey }) {
      const [made] = await db
        .select({ id: sandboxRefunds.id, amount: sandboxRefunds.amount })
        .from(sandboxRefunds)
        .where(
          and(
            eq(sandboxRefunds.idempotencyKey, idempotencyKey),
            eq(sandboxRefunds.paymentId, paymentId),
            eq(sandboxRefunds.status, 'processed'),
          ),
        );
      return made ?? null;
    },
  };
}
