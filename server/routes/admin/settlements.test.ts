import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adjustSettlementResponse, payBalanceResponse } from '#shared/api/balance.ts';
import { SANDBOX_SUCCESS_CARD, findOrderResponse } from '#shared/api/booking.ts';
import { userRidesResponse } from '#shared/api/rides.ts';
import { msg } from '#shared/messages.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { signedInAdmin, signedInUser } from '../../test/kits/admin-test-kit.ts';
import {
  adjustmentRefundsOf,
  adjustmentsOf,
  paymentsOf,
  settledRide,
  settlementOf,
} from '../../test/kits/balance-test-kit.ts';
import { cancellationApi, paidRide, refundsOf } from '../../test/kits/cancellation-test-kit.ts';

let t: TestApp;
let call: ReturnType<typeof cancellationApi>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  call = cancellationApi(t);
  admin = await signedInAdmin(t);
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
const reason = 'Photos at pick-up show the scratch was there';
const adjust = (payload: object, headers: Headers = admin.headers) =>
  call({ method: 'POST', url: '/api/admin/adjustSettlement', headers, payload });

/** The customer pays the ride's balance through payBalance, the sandbox card form and verifyBalancePayment. */
async function payTheBalance(headers: Headers, bookingId: string) {
  const order = payBalanceResponse.parse(
    (await call({ method: 'POST', url: '/api/payBalance', headers, payload: { id: bookingId } })).json(),
  ).data;
  const card = { orderId: order.id, cardNumber: SANDBOX_SUCCESS_CARD, expiry: '12/39', cvv: '123', name: 'Asha' };
  const paid = await call({ method: 'POST', url: '/api/sandboxPay', headers, payload: card });
  const verified = await call({ method: 'POST', url: '/api/verifyBalancePayment', headers, payload: paid.json().data });
  expect(verified.statusCode, verified.body).toBe(200);
  const balance = (await paymentsOf(t, bookingId)).find((p) => p.purpose === 'balance');
  if (!balance) throw new Error('no balance payment');
  return balance;
}

describe('POST /api/admin/adjustSettlement: lowering the damage charge', () => {
  it('balance not paid, still above the deposit: the due is lowered, its order dropped, nothing refunded', async () => {
    const ride = await settledRide(t); // charges 1756, deposit 1000, due 756
    await call({ method: 'POST', url: '/api/payBalance', headers: ride.headers, payload: { id: ride.booking.id } });
    expect((await settlementOf(t, ride.booking.id))?.dueOrderId).not.toBeNull();
    const res = await adjust({ id: ride.booking.id, damage: 1000, reason });
    expect(res.statusCode, res.body).toBe(200);
    const data = adjustSettlementResponse.parse(res.json()).data;
    expect(data.settlement).toMatchObject({ damage: 1000, charges: 1256, depositRefund: 0, due: 256, duePaid: false });
    expect(data.adjustment).toMatchObject({
      adminId: admin.admin.id,
      damageBefore: 1500,
      damageAfter: 1000,
      refunded: 0,
      reason,
    });
    expect((await settlementOf(t, ride.booking.id))?.dueOrderId).toBeNull();
    expect(await adjustmentRefundsOf(t, ride.booking.id)).toEqual([]);
    // a new order for the new due
    const order = await call({
      method: 'POST',
      url: '/api/payBalance',
      headers: ride.headers,
      payload: { id: ride.booking.id },
    });
    expect(payBalanceResponse.parse(order.json()).data.due).toBe(256);
  });

  it('balance not paid, lowered below the deposit: the due goes and the rest of the deposit comes back from the booking payment', async () => {
    const ride = await settledRide(t);
    const res = await adjust({ id: ride.booking.id, damage: 0, reason });
    expect(adjustSettlementResponse.parse(res.json()).data.settlement).toMatchObject({
      damage: 0,
      charges: 256,
      depositRefund: 744,
      due: 0,
    });
    const [booking] = (await paymentsOf(t, ride.booking.id)).filter((p) => p.purpose === 'booking');
    expect(await adjustmentRefundsOf(t, ride.booking.id)).toMatchObject([
      { amount: 744, reason: 'adjustment', status: 'pending', providerPaymentId: booking?.providerPaymentId },
    ]);
    expect(await adjustmentsOf(t, ride.booking.id)).toMatchObject([{ refunded: 744 }]);
  });

  it('balance paid: from the balance payment first, then from the booking payment; a second lowering takes only what is left', async () => {
    const ride = await settledRide(t);
    const balance = await payTheBalance(ride.headers, ride.booking.id);
    const [booking] = (await paymentsOf(t, ride.booking.id)).filter((p) => p.purpose === 'booking');

    const first = await adjust({ id: ride.booking.id, damage: 1000, reason });
    expect(adjustSettlementResponse.parse(first.json()).data.adjustment.refunded).toBe(500);
    const second = await adjust({ id: ride.booking.id, damage: 0, reason: 'No damage at all after the review' });
    expect(second.statusCode, second.body).toBe(200);
    expect(adjustSettlementResponse.parse(second.json()).data).toMatchObject({
      settlement: { damage: 0, charges: 256, depositRefund: 744, due: 0, duePaid: true },
      adjustment: { damageBefore: 1000, damageAfter: 0, refunded: 1000 },
    });
    const back = await adjustmentRefundsOf(t, ride.booking.id);
    const fromBalance = back.filter((r) => r.providerPaymentId === balance.providerPaymentId);
    const fromBooking = back.filter((r) => r.providerPaymentId === booking?.providerPaymentId);
    expect(fromBalance.map((r) => r.amount).sort()).toEqual([256, 500]);
    expect(fromBooking.map((r) => r.amount)).toEqual([744]);
    // the customer paid 1000 + 756 and kept paying exactly the new charges
    expect(1000 + 756 - back.reduce((sum, r) => sum + r.amount, 0)).toBe(256);
  });

  it('the deposit covered the charges: the lowered part comes back on top of the deposit refund', async () => {
    const ride = await settledRide(t, { deposit: 3000, damage: 1000 }); // charges 1256, deposit refund 1744
    const res = await adjust({ id: ride.booking.id, damage: 400, reason });
    expect(adjustSettlementResponse.parse(res.json()).data.settlement).toMatchObject({
      charges: 656,
      depositRefund: 2344,
      due: 0,
    });
    const all = await refundsOf(t, ride.booking.id);
    expect(all.map((r) => [r.kind, r.amount]).sort()).toEqual([
      ['adjustment', 600],
      ['deposit', 1744],
    ]);
  });

  it('two lowerings at once cannot both refund the same money', async () => {
    for (const [a, b] of [
      [1000, 1000],
      [1000, 0],
    ] as const) {
      const ride = await settledRide(t, { deposit: 3000, damage: 1500 }); // charges 1756, deposit refund 1244
      const answers = await Promise.all([
        adjust({ id: ride.booking.id, damage: a, reason }),
        adjust({ id: ride.booking.id, damage: b, reason }),
      ]);
      for (const res of answers) expect([200, 409], res.body).toContain(res.statusCode);
      const final = await settlementOf(t, ride.booking.id);
      const back = (await refundsOf(t, ride.booking.id)).reduce((sum, r) => sum + r.amount, 0);
      // the customer keeps paying exactly the final charges, whatever order the two ran in
      expect(3000 - back).toBe(final?.charges);
      if (a === b) expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    }
  });

  it('refusals change nothing: not lower (409), not settled (409), unknown (404), bad fields (400)', async () => {
    const ride = await settledRide(t);
    for (const damage of [1500, 2000]) {
      const res = await adjust({ id: ride.booking.id, damage, reason });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(msg.adjustDamageNotLower);
    }
    const booked = await paidRide(t);
    const notSettled = await adjust({ id: booked.booking.id, damage: 0, reason });
    expect(notSettled.statusCode).toBe(409);
    expect(notSettled.json().message).toBe(msg.rideNotSettled);
    expect((await adjust({ id: crypto.randomUUID(), damage: 0, reason })).statusCode).toBe(404);
    for (const [payload, expected] of [
      [{ id: ride.booking.id, damage: -1, reason }, msg.adjustDamageInvalid],
      [{ id: ride.booking.id, damage: 1.5, reason }, msg.adjustDamageInvalid],
      [{ id: ride.booking.id, damage: 'abc', reason }, msg.adjustDamageInvalid],
      [{ id: ride.booking.id, reason }, msg.adjustDamageInvalid],
      [{ id: ride.booking.id, damage: 0, reason: 'too short' }, msg.adjustReasonShort],
      [{ id: ride.booking.id, damage: 0 }, msg.adjustReasonShort],
      [{ id: ride.booking.id, damage: 0, reason: 'x'.repeat(501) }, msg.adjustReasonLong],
      [{ id: 'nope', damage: 0, reason }, msg.rideNotFound],
    ] as const) {
      const res = await adjust(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(expected);
    }
    expect(await settlementOf(t, ride.booking.id)).toEqual(ride.settlement);
    expect(await adjustmentsOf(t, ride.booking.id)).toEqual([]);
  });

  it('admins only: 401 without a token, 403 for a customer, even the ride’s own', async () => {
    const ride = await settledRide(t);
    const payload = { id: ride.booking.id, damage: 0, reason };
    expect((await call({ method: 'POST', url: '/api/admin/adjustSettlement', payload })).statusCode).toBe(401);
    expect((await adjust(payload, ride.headers)).statusCode).toBe(403);
    expect((await adjust(payload, (await signedInUser(t)).headers)).statusCode).toBe(403);
    expect(await adjustmentsOf(t, ride.booking.id)).toEqual([]);
  });
});

describe('My Rides after a paid balance is lowered (issue #28, fix 9)', () => {
  it('shows the balance actually paid and the adjustment refund', async () => {
    const ride = await settledRide(t); // charges 1756, deposit 1000, due 756
    await payTheBalance(ride.headers, ride.booking.id);
    const res = await adjust({ id: ride.booking.id, damage: 1000, reason });
    expect(res.statusCode, res.body).toBe(200);
    const rides = userRidesResponse.parse(
      (await call({ method: 'POST', url: '/api/userRides', headers: ride.headers })).json(),
    ).data;
    const mine = rides.find((r) => r._id === ride.booking.id);
    expect(mine?.settlement).toMatchObject({
      due: 256,
      duePaid: true,
      balancePaid: 756,
      adjustmentRefund: { amount: 500, status: 'pending' },
    });
    const order = findOrderResponse.parse(
      (await call({ method: 'GET', url: `/api/findOrder?id=${ride.booking.id}`, headers: ride.headers })).json(),
    ).data;
    expect(order.settlement).toMatchObject({ balancePaid: 756, adjustmentRefund: { amount: 500 } });
  });

  it('a settled ride with nothing paid or lowered: balance paid 0, no adjustment refund', async () => {
    const ride = await settledRide(t);
    const rides = userRidesResponse.parse(
      (await call({ method: 'POST', url: '/api/userRides', headers: ride.headers })).json(),
    ).data;
    expect(rides.find((r) => r._id === ride.booking.id)?.settlement).toMatchObject({
      balancePaid: 0,
      adjustmentRefund: null,
    });
  });
});
