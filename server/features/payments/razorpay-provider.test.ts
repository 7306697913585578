import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#server/test/test-database.ts';
import { createPaymentProvider } from './create-payment-provider.ts';
import { razorpayProvider } from './razorpay-provider.ts';

/** A local stand-in for Razorpay's Orders API: records each request, answers like Razorpay. */
interface Seen {
  method?: string;
  url?: string;
  authorization?: string;
  body: unknown;
}
let server: Server;
let baseUrl: string;
const seen: Seen[] = [];
let answer: { status: number; body: unknown } | undefined;

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

beforeAll(async () => {
  server = createServer((request, response) => {
    void readJson(request).then((body) => {
      seen.push({ method: request.method, url: request.url, authorization: request.headers.authorization, body });
      const { amount, currency, receipt } = body as { amount: number; currency: string; receipt: string };
      const reply = answer ?? {
        status: 200,
        body: { id: 'order_StubOrder00001', entity: 'order', amount, currency, receipt, status: 'created' },
      };
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const keys = { keyId: 'rzp_test_abc', keySecret: 'shh' };

describe('Razorpay provider', () => {
  it('creates an order with basic auth, the amount in paise, INR and our receipt', async () => {
    answer = undefined;
    const provider = razorpayProvider(keys, { baseUrl });
    const order = await provider.createOrder({ amountPaise: 276500, receipt: 'a'.repeat(50) });
    expect(order).toEqual({ id: 'order_StubOrder00001', amount: 276500, currency: 'INR' });
    expect(seen.at(-1)).toEqual({
      method: 'POST',
      url: '/v1/orders',
      authorization: `Basic ${Buffer.from('rzp_test_abc:shh').toString('base64')}`,
      body: { amount: 276500, currency: 'INR', receipt: 'a'.repeat(40) },
    });
    expect([provider.name, provider.keyId]).toEqual(['razorpay', 'rzp_test_abc']);
  });

  it('fails on an error answer, or an order of another amount', async () => {
    const provider = razorpayProvider(keys, { baseUrl });
    answer = { status: 401, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } } };
    await expect(provider.createOrder({ amountPaise: 100, receipt: 'r' })).rejects.toThrow(/HTTP 401/);
    answer = { status: 200, body: { id: 'order_X', amount: 1, currency: 'INR' } };
    await expect(provider.createOrder({ amountPaise: 100, receipt: 'r' })).rejects.toThrow(/another amount/);
    answer = undefined;
  });

  it('is chosen by PAYMENT_PROVIDER; the sandbox creates local order ids', async () => {
    const env = { RAZORPAY_KEY_ID: 'rzp_test_sandbox', RAZORPAY_KEY_SECRET: 'secret' };
    const database = await createTestDatabase();
    try {
      expect(createPaymentProvider({ ...env, PAYMENT_PROVIDER: 'razorpay' }, database.db, { baseUrl }).name).toBe(
        'razorpay',
      );
      const sandbox = createPaymentProvider({ ...env, PAYMENT_PROVIDER: 'sandbox' }, database.db);
      const order = await sandbox.createOrder({ amountPaise: 500, receipt: 'r' });
      expect(order).toMatchObject({ amount: 500, currency: 'INR' });
      expect(order.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    } finally {
      await database.close();
    }
  });
});
