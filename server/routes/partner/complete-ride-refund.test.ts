import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeRideResponse } from '#shared/api/settlement.ts';
import { refundReaches } from '#server/test/kits/refund-test-kit.ts';
import { completeBody, paidRideWithDeposit, refundsOf, settlementApi } from '#server/test/kits/settlement-test-kit.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

/*
 * The deposit refund of a settled ride goes through the refund machinery of issue #16: the stored job
 * pays it through the provider (the sandbox here) and the customer gets the refund mail, worded for a
 * deposit; My Rides then shows it processed.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ refundJobs: {} });
});
afterAll(() => t.close());

describe('the deposit refund after completeRide', () => {
  it('is carried out by the refund job, mailed as a deposit refund and shown processed', async () => {
    const ride = await paidRideWithDeposit(t, { deposit: 3000 });
    const res = await settlementApi(t)({
      method: 'POST',
      url: '/api/partner/completeRide',
      headers: ride.partnerHeaders,
      payload: completeBody(ride.booking, { startKm: 500, endKm: 700 }),
    });
    // 80 km over: 320 + 44 + 44 = 408 of 3000
    expect(completeRideResponse.parse(res.json()).data.settlement).toMatchObject({ charges: 408, depositRefund: 2592 });
    const [refund] = await refundsOf(t, ride.booking.id);
    expect(refund).toMatchObject({ kind: 'deposit', amount: 2592 });
    await refundReaches(t.db, refund?.id ?? '', 'processed', 30_000);
    const mailed = async () =>
      t.mails.find((m) => m.to === ride.user.email && m.subject.includes('deposit refund of ₹2,592'));
    const started = Date.now();
    while (!(await mailed()) && Date.now() - started < 10_000) await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await mailed())?.text).toContain('left of your security deposit');
    const rides = await settlementApi(t)({ method: 'POST', url: '/api/userRides', headers: ride.headers });
    const json = rides.json<{ data: { _id: string; refund: unknown }[] }>();
    expect(json.data.find((r) => r._id === ride.booking.id)?.refund).toEqual({ amount: 2592, status: 'processed' });
  });
});
