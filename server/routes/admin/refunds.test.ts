import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SANDBOX_REFUND_DECLINED_CARD } from '#shared/api/booking.ts';
import { adminRefundsResponse, retryRefundResponse } from '#shared/api/cancellations.ts';
import { msg } from '#shared/messages.ts';
import { cardDigits } from '#server/features/payments/card-checks.ts';
import { bearer, createUser, tokenFor } from '#server/test/factories.ts';
import { cancelledWithRefund, refundReaches, refundRow } from '#server/test/kits/refund-test-kit.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { adminApi, signedInAdmin } from '../../test/kits/admin-test-kit.ts';
import { paidRide, refundsOf } from '../../test/kits/cancellation-test-kit.ts';

let t: TestApp;
let api: ReturnType<typeof adminApi>;
let admin: Record<string, string>;
beforeAll(async () => {
  // the refund jobs run as in main.ts (pg-boss on this test database, the sandbox provider)
  t = await createTestApp({ refundJobs: {} });
  api = adminApi(t);
  admin = (await signedInAdmin(t)).headers;
});
afterAll(async () => {
  await t.close();
});

const list = async (query = '') => {
  const res = await api.call({ method: 'GET', url: `/api/admin/refunds${query}`, headers: admin });
  expect(res.statusCode).toBe(200);
  return adminRefundsResponse.parse(res.json()).data;
};
const retry = (id: string, headers = admin) =>
  api.call({ method: 'POST', url: '/api/admin/retryRefund', headers, payload: { id } });

describe('refund jobs (sandbox provider)', () => {
  it('a refund committed with its cancellation is carried out by the jobs, without anyone calling them', async () => {
    const refund = await cancelledWithRefund(t.db, { amount: 2_000 });
    const started = Date.now();
    const row = await refundReaches(t.db, refund.id, 'processed');
    const ms = Date.now() - started;
    expect(row).toMatchObject({ attempts: 1, lastError: null });
    expect(row.providerRefundId).toMatch(/^rfnd_/);
    console.info(`refund committed → processed in ${ms} ms (${t.db.constructor.name})`);
    expect(ms).toBeLessThan(5_000);
  });

  it('a customer’s cancelRide: its refund row is paid back by the jobs, the ride then shows it processed', async () => {
    const ride = await paidRide(t, { grandTotal: 1_000 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cancelRide',
      headers: ride.headers,
      payload: { order: ride.booking.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [refund] = await refundsOf(t, ride.booking.id);
    if (!refund) throw new Error('no refund row');
    const processed = await refundReaches(t.db, refund.id, 'processed');
    expect(processed).toMatchObject({ amount: 900, attempts: 1, reason: 'customer' });
    const rides = await t.app.inject({ method: 'POST', url: '/api/userRides', headers: ride.headers });
    expect(rides.body).toContain('"status":"processed"');
    // the customer is told: amount, the provider's reference, when to expect it (the outbox row commits
    // with the refund; its delivery job sends it a moment later)
    const mail = await vi.waitFor(
      () => {
        const found = t.mails.find((m) => m.to === ride.user.email && m.subject.includes('your refund'));
        if (!found) throw new Error('the refund mail has not been sent yet');
        return found;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(mail?.subject).toContain('₹900');
    expect(mail?.text).toContain(processed.providerRefundId ?? 'no id');
    expect(mail?.text).toContain(msg.refundTimingSandbox);
  });

  it('the failing-then-retried refund: declined first (card 4000 0000 0000 0069), listed failed, retried by the admin, processed', async () => {
    const refund = await cancelledWithRefund(t.db, { cardDigits: cardDigits(SANDBOX_REFUND_DECLINED_CARD) });
    const failed = await refundReaches(t.db, refund.id, 'failed');
    expect(failed).toMatchObject({ attempts: 1, lastError: msg.sandboxRefundDeclined, providerRefundId: null });

    const listed = await list('?status=failed');
    const shown = listed.refunds.find((r) => r._id === refund.id);
    expect(shown).toMatchObject({
      bookingId: refund.bookingId,
      amount: 1_500,
      status: 'failed',
      reason: 'customer',
      attempts: 1,
      lastError: msg.sandboxRefundDeclined,
      providerRefundId: null,
      processedAt: null,
    });
    expect(shown?.customer.email).toMatch(/@/);

    const res = await retry(refund.id);
    expect(res.statusCode).toBe(200);
    const body = retryRefundResponse.parse(res.json());
    expect(body.message).toBe(msg.refundRetried);
    expect(body.data).toMatchObject({ _id: refund.id, status: 'pending' });

    const processed = await refundReaches(t.db, refund.id, 'processed');
    expect(processed).toMatchObject({ attempts: 2, lastError: null });
    const again = (await list('?status=processed')).refunds.find((r) => r._id === refund.id);
    expect(again?.providerRefundId).toBe(processed.providerRefundId);
    expect(again?.processedAt).not.toBeNull();
  });
});

describe('GET /api/admin/refunds', () => {
  it('pages the refunds newest first, filtered by status; a bad status or page is a 400', async () => {
    const all = await list('?page=1');
    expect(all.page).toBe(1);
    expect(all.totalPages).toBeGreaterThanOrEqual(1);
    const created = all.refunds.map((r) => r.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    for (const query of ['?status=refunded', '?page=0', '?page=x']) {
      const res = await api.call({ method: 'GET', url: `/api/admin/refunds${query}`, headers: admin });
      expect(res.statusCode).toBe(400);
    }
    expect((await list('?status=pending')).refunds.every((r) => r.status === 'pending')).toBe(true);
  });
});

describe('POST /api/admin/retryRefund', () => {
  it('only a failed refund: a processed one is a 409 and stays processed', async () => {
    const refund = await cancelledWithRefund(t.db);
    await refundReaches(t.db, refund.id, 'processed');
    const res = await retry(refund.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, message: msg.refundNotRetryable });
    expect((await refundRow(t.db, refund.id)).status).toBe('processed');
  });

  it('an unknown id is a 404, a malformed one a 400', async () => {
    const unknown = await retry('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: msg.refundNotFound });
    expect((await retry('nope')).statusCode).toBe(400);
  });

  it('no token, or a customer’s: refused, nothing changes', async () => {
    const refund = await cancelledWithRefund(t.db, { cardDigits: cardDigits(SANDBOX_REFUND_DECLINED_CARD) });
    await refundReaches(t.db, refund.id, 'failed');
    const user = await createUser(t.db);
    const customer = bearer(await tokenFor(t.app, 'user', user));
    expect((await retry(refund.id, {})).statusCode).toBe(401);
    expect([401, 403]).toContain((await retry(refund.id, customer)).statusCode);
    const res = await api.call({ method: 'GET', url: '/api/admin/refunds', headers: customer });
    expect([401, 403]).toContain(res.statusCode);
    expect((await refundRow(t.db, refund.id)).status).toBe('failed');
  });
});
