import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A refund as the double keeps it (Razorpay's refund entity, trimmed). */
export interface DoubleRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: 'INR';
  payment_id: string;
  notes: Record<string, string>;
  receipt: string | null;
  status: 'processed';
  speed_requested: string;
  created_at: number;
  idempotencyKey: string | undefined;
}

/** A payment as the double keeps it (Razorpay's payment entity, trimmed). */
export interface DoublePayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: 'INR';
  status: 'captured' | 'failed';
  order_id: string;
  method: 'card';
  captured: boolean;
  created_at: number;
}

export interface DoubleAnswer {
  status: number;
  body: unknown;
}

export interface RazorpayDouble {
  baseUrl: string;
  /** every refund made, by payment id */
  refunds: DoubleRefund[];
  /** every order created (POST /v1/orders) */
  orders: { id: string; amount: number; currency: string; receipt: string | null }[];
  /** payments made at the double (`pay`), listed by GET /v1/orders/{id}/payments */
  payments: DoublePayment[];
  /** a customer pays `orderId` in Razorpay's checkout (the order's amount unless given): a captured payment */
  pay(orderId: string, amountPaise?: number): DoublePayment;
  /** how many POST …/refund requests arrived (answered or not) */
  refundCalls: number;
  /** the next `times` refund requests get `answer` instead (a 502, a 400 BAD_REQUEST_ERROR…) */
  failRefunds(times: number, answer: DoubleAnswer): void;
  /** holds each refund answer this long after the refund is made (a crash window for the drills) */
  answerDelayMs: number;
  /** called when a refund is made, before its answer is sent */
  onRefundMade?: (refund: DoubleRefund) => void;
  /** awaited before GET /v1/orders/{id}/payments is answered (a drill holds the reconcile mid-run) */
  onOrderPayments?: (orderId: string) => Promise<void> | void;
  close(): Promise<void>;
}

export const RAZORPAY_BAD_REQUEST: DoubleAnswer = {
  status: 400,
  body: {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description: 'The refund amount provided is greater than amount captured',
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
    },
  },
};
export const RAZORPAY_SERVER_ERROR: DoubleAnswer = {
  status: 502,
  body: { error: { code: 'SERVER_ERROR', description: 'The server encountered an error' } },
};

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

const REFUND_PATH = /^\/v1\/payments\/([^/]+)\/refund$/;
const REFUNDS_PATH = /^\/v1\/payments\/([^/]+)\/refunds$/;
const ORDER_PAYMENTS_PATH = /^\/v1\/orders\/([^/]+)\/payments$/;

/** Razorpay's answer to a used idempotency key with another request body. */
export const RAZORPAY_IDEMPOTENCY_MISMATCH: DoubleAnswer = {
  status: 400,
  body: {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description: 'Different request body sent for the same idempotency key',
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
    },
  },
};

/**
 * A local stand-in for Razorpay's refunds API (no network here): `POST /v1/payments/{id}/refund`
 * with basic auth, `{ amount, speed, notes, receipt }` and the `X-Refund-Idempotency` header (the
 * same key answers the same refund, never a second one), and `GET /v1/payments/{id}/refunds`
 * (a collection), and `POST /v1/orders` (`{ amount, currency, receipt }` → a new order, kept in
 * `orders`), and `GET /v1/orders/{id}/payments` (the payments `pay` made). As Razorpay does, a used
 * idempotency key with a changed body (another amount, other notes…) is refused with a 400, whatever
 * became of the first request. Errors are Razorpay-shaped (`{ error: { code, description } }`). Runs in the
 * test's process, so it outlives an app process the test kills.
 */
export async function startRazorpayDouble(keys: { keyId: string; keySecret: string }): Promise<RazorpayDouble> {
  const authorization = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;
  const failures: DoubleAnswer[] = [];
  /** each idempotency key's first request: its payment and body, as sent */
  const keyedBodies = new Map<string, string>();
  const send = (response: ServerResponse, answer: DoubleAnswer) => {
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  };
  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request).catch(() => undefined);
      const path = (request.url ?? '').split('?')[0] ?? '';
      if (request.headers.authorization !== authorization) {
        send(response, { status: 401, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } } });
        return;
      }
      const post = request.method === 'POST' ? REFUND_PATH.exec(path) : null;
      if (post?.[1]) {
        double.refundCalls += 1;
        const paymentId = decodeURIComponent(post[1]);
        const input = body as { amount?: number; speed?: string; notes?: Record<string, string>; receipt?: string };
        const header = request.headers['x-refund-idempotency'];
        const key = typeof header === 'string' ? header : undefined;
        if (key) {
          const sent = JSON.stringify([paymentId, body]);
          const first = keyedBodies.get(key);
          if (first !== undefined && first !== sent) return send(response, RAZORPAY_IDEMPOTENCY_MISMATCH);
          keyedBodies.set(key, sent);
        }
        const failure = failures.shift();
        if (failure) return send(response, failure);
        const same = key ? double.refunds.find((r) => r.payment_id === paymentId && r.idempotencyKey === key) : undefined;
        if (same) return send(response, { status: 200, body: same });
        if (!Number.isInteger(input.amount) || (input.amount ?? 0) < 100) {
          return send(response, {
            status: 400,
            body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The amount must be atleast INR 1.00' } },
          });
        }
        const refund: DoubleRefund = {
          id: `rfnd_${randomBytes(7).toString('hex')}`,
          entity: 'refund',
          amount: input.amount ?? 0,
          currency: 'INR',
          payment_id: paymentId,
          notes: input.notes ?? {},
          receipt: input.receipt ?? null,
          status: 'processed',
          speed_requested: input.speed ?? 'normal',
          created_at: Math.floor(Date.now() / 1000),
          idempotencyKey: key,
        };
        double.refunds.push(refund);
        double.onRefundMade?.(refund);
        if (double.answerDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, double.answerDelayMs));
        return send(response, { status: 200, body: refund });
      }
      if (request.method === 'POST' && path === '/v1/orders') {
        const input = body as { amount?: number; currency?: string; receipt?: string };
        const order = {
          id: `order_${randomBytes(7).toString('hex')}`,
          entity: 'order',
          amount: input.amount ?? 0,
          currency: input.currency ?? 'INR',
          receipt: input.receipt ?? null,
          status: 'created',
        };
        double.orders.push(order);
        return send(response, { status: 200, body: order });
      }
      const ofOrder = request.method === 'GET' ? ORDER_PAYMENTS_PATH.exec(path) : null;
      if (ofOrder?.[1]) {
        const orderId = decodeURIComponent(ofOrder[1]);
        await double.onOrderPayments?.(orderId);
        const items = double.payments.filter((p) => p.order_id === orderId);
        return send(response, { status: 200, body: { entity: 'collection', count: items.length, items } });
      }
      const list = request.method === 'GET' ? REFUNDS_PATH.exec(path) : null;
      if (list?.[1]) {
        const paymentId = decodeURIComponent(list[1]);
        const items = double.refunds.filter((r) => r.payment_id === paymentId);
        return send(response, { status: 200, body: { entity: 'collection', count: items.length, items } });
      }
      send(response, { status: 404, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' } } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const double: RazorpayDouble = {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    refunds: [],
    orders: [],
    payments: [],
    pay(orderId, amountPaise) {
      const order = double.orders.find((o) => o.id === orderId);
      const payment: DoublePayment = {
        id: `pay_${randomBytes(7).toString('hex')}`,
        entity: 'payment',
        amount: amountPaise ?? order?.amount ?? 0,
        currency: 'INR',
        status: 'captured',
        order_id: orderId,
        method: 'card',
        captured: true,
        created_at: Math.floor(Date.now() / 1000),
      };
      double.payments.push(payment);
      return payment;
    },
    refundCalls: 0,
    answerDelayMs: 0,
    failRefunds(times, answer) {
      for (let i = 0; i < times; i += 1) failures.push(answer);
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  return double;
}
