import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '#shared/messages.ts';
import { bearer, createPartner, tokenFor } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { customerApi, listedBike, signedInUser } from '../../test/kits/booking-test-kit.ts';

let t: TestApp;
let call: ReturnType<typeof customerApi>;
beforeAll(async () => {
  t = await createTestApp();
  call = customerApi(t);
});
afterAll(async () => {
  await t.close();
});

const someId = '00000000-0000-4000-8000-000000000000';

/** Every call of search, checkout, payment, rides and reviews that needs a customer token. */
const guarded: (InjectOptions & { url: string })[] = [
  { method: 'POST', url: '/api/applyCoupon', payload: { coupon: 'X', grandTotal: 100 } },
  { method: 'POST', url: '/api/bookbike', payload: {} },
  { method: 'POST', url: '/api/sandboxPay', payload: {} },
  { method: 'POST', url: '/api/verifyPayment', payload: {} },
  { method: 'GET', url: `/api/findOrder?id=${someId}` },
  { method: 'POST', url: '/api/userRides' },
  { method: 'POST', url: '/api/cancelRide', payload: { order: someId } },
  { method: 'POST', url: '/api/ratingAndReview', payload: { newData: { bookingId: someId, stars: 5 } } },
];

describe('customer token on every booking call', () => {
  it.each(guarded)('$url: 401 without a token', async (options) => {
    expect((await call(options)).statusCode).toBe(401);
  });

  it.each(guarded)("$url: 403 with a partner's token", async (options) => {
    const partner = await createPartner(t.db);
    const res = await call({ ...options, headers: bearer(await tokenFor(t.app, 'partner', partner)) });
    expect(res.statusCode).toBe(403);
  });

  it.each(guarded)('$url: 403 for a blocked customer', async (options) => {
    const { headers } = await signedInUser(t, { status: false });
    const res = await call({ ...options, headers });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(msg.accountBlocked);
  });

  it('search, cities and bike details are open', async () => {
    const { bike } = await listedBike(t);
    for (const url of ['/api/getBikes', '/api/retriveCities', `/api/getBikeDetails?id=${bike.id}`]) {
      expect((await call({ method: 'GET', url })).statusCode).toBe(200);
    }
  });
});
