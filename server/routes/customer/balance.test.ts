import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { payBalanceResponse, verifyBalancePaymentResponse, disputeDamageResponse } from '#shared/api/balance.ts';
import { SANDBOX_DECLINED_CARD, SANDBOX_SUCCESS_CARD } from '#shared/api/booking.ts';
import { chatMessagesResponse } from '#shared/api/chat.ts';
import { msg } from '#shared/messages.ts';
import { chatMessages } from '#server/db/schema/index.ts';
import { bearer, createPartner, tokenFor } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { signedInAdmin } from '../../test/kits/admin-test-kit.ts';
import { paymentsOf, settledRide, settlementOf } from '../../test/kits/balance-test-kit.ts';
import { signedInUser } from '../../test/kits/booking-test-kit.ts';
import { HOUR, cancellationApi, paidRide, pinClock } from '../../test/kits/cancellation-test-kit.ts';

let t: TestApp;
let call: ReturnType<typeof cancellationApi>;
beforeAll(async () => {
  t = await createTestApp();
  call = cancellationApi(t);
});
afterEach(() => pinClock(t, null));
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
const payBalance = (headers: Headers, id: unknown) =>
  call({ method: 'POST', url: '/api/payBalance', headers, payload: { id } });
const verify = (headers: Headers, payload: object) =>
  call({ method: 'POST', url: '/api/verifyBalancePayment', headers, payload });
const dispute = (headers: Headers, payload: object) =>
  call({ method: 'POST', url: '/api/disputeDamage', headers, payload });
const card = (orderId: string, cardNumber = SANDBOX_SUCCESS_CARD) => ({
  orderId,
  cardNumber,
  expiry: '12/39',
  cvv: '123',
  name: 'Asha Rao',
});

/** The balance order and a signed sandbox payment of it, made through the customer's own calls. */
async function paidBalanceFields(headers: Headers, bookingId: string) {
  const order = payBalanceResponse.parse((await payBalance(headers, bookingId)).json()).data;
  const paid = await call({ method: 'POST', url: '/api/sandboxPay', headers, payload: card(order.id) });
  expect(paid.statusCode, paid.body).toBe(200);
  return { order, fields: paid.json<{ data: Record<string, string> }>().data };
}

describe('POST /api/payBalance', () => {
  it('answers one provider order for exactly the due (₹1756 charges − ₹1000 deposit), the same when asked again', async () => {
    const ride = await settledRide(t);
    const res = await payBalance(ride.headers, ride.booking.id);
    expect(res.statusCode, res.body).toBe(200);
    const order = payBalanceResponse.parse(res.json()).data;
    expect(order).toMatchObject({
      amount: 75_600,
      due: 756,
      currency: 'INR',
      provider: 'sandbox',
      bookingId: ride.booking.id,
    });
    const again = payBalanceResponse.parse((await payBalance(ride.headers, ride.booking.id)).json()).data;
    expect(again.id).toBe(order.id);
    expect((await settlementOf(t, ride.booking.id))?.dueOrderId).toBe(order.id);
  });

  it('ten calls at once keep one order and all answer it', async () => {
    const ride = await settledRide(t);
    const answers = await Promise.all(Array.from({ length: 10 }, () => payBalance(ride.headers, ride.booking.id)));
    const ids = new Set(answers.map((res) => payBalanceResponse.parse(res.json()).data.id));
    expect(ids.size).toBe(1);
    expect((await settlementOf(t, ride.booking.id))?.dueOrderId).toBe([...ids][0]);
  });

  it('nothing due (the deposit covered the charges) or already paid: 409, nothing stored', async () => {
    const covered = await settledRide(t, { deposit: 3000, damage: 500 });
    const res = await payBalance(covered.headers, covered.booking.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(msg.balanceNothingDue);
    expect((await settlementOf(t, covered.booking.id))?.dueOrderId).toBeNull();

    const ride = await settledRide(t);
    const { fields } = await paidBalanceFields(ride.headers, ride.booking.id);
    expect((await verify(ride.headers, fields)).statusCode).toBe(200);
    const twice = await payBalance(ride.headers, ride.booking.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(msg.balanceAlreadyPaid);
  });

  it("another customer's ride or an unknown id: 404; a ride not settled: 409; a bad id: 400", async () => {
    const ride = await settledRide(t);
    const stranger = await signedInUser(t);
    expect((await payBalance(stranger.headers, ride.booking.id)).statusCode).toBe(404);
    expect((await payBalance(ride.headers, crypto.randomUUID())).statusCode).toBe(404);
    const booked = await paidRide(t);
    const notSettled = await payBalance(booked.headers, booked.booking.id);
    expect(notSettled.statusCode).toBe(409);
    expect(notSettled.json().message).toBe(msg.rideNotSettled);
    for (const id of ['not-an-id', undefined, 12]) {
      const bad = await payBalance(ride.headers, id);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(msg.rideNotFound);
    }
    expect((await settlementOf(t, ride.booking.id))?.dueOrderId).toBeNull();
  });
});

describe('POST /api/verifyBalancePayment', () => {
  it('a signed payment marks the balance paid: one payments row (purpose balance, the due) and due_paid_at', async () => {
    const ride = await settledRide(t);
    const { fields } = await paidBalanceFields(ride.headers, ride.booking.id);
    const res = await verify(ride.headers, fields);
    expect(res.statusCode, res.body).toBe(200);
    expect(verifyBalancePaymentResponse.parse(res.json()).data).toEqual({
      bookingId: ride.booking.id,
      due: 756,
      duePaid: true,
    });
    const balance = (await paymentsOf(t, ride.booking.id)).filter((p) => p.purpose === 'balance');
    expect(balance).toMatchObject([{ amount: 756, status: 'captured', providerPaymentId: fields.razorpay_payment_id }]);
    expect((await settlementOf(t, ride.booking.id))?.duePaidAt).toBeInstanceOf(Date);
    // the card form refuses to pay it again
    const order = (await settlementOf(t, ride.booking.id))?.dueOrderId ?? '';
    const again = await call({ method: 'POST', url: '/api/sandboxPay', headers: ride.headers, payload: card(order) });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(msg.balanceAlreadyPaid);
  });

  it('the same payment verified 20 times at once: one payments row, every answer the same paid balance', async () => {
    const ride = await settledRide(t);
    const { fields } = await paidBalanceFields(ride.headers, ride.booking.id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => verify(ride.headers, fields)));
    for (const res of answers) {
      expect([200, 409], res.body).toContain(res.statusCode);
      if (res.statusCode === 200)
        expect(res.json().data).toEqual({ bookingId: ride.booking.id, due: 756, duePaid: true });
    }
    expect(answers.filter((res) => res.statusCode === 200).length).toBeGreaterThan(0);
    expect((await paymentsOf(t, ride.booking.id)).filter((p) => p.purpose === 'balance')).toHaveLength(1);
    // and once more later: the same answer
    expect((await verify(ride.headers, fields)).statusCode).toBe(200);
  });

  it('a wrong signature: 400, nothing recorded; a declined card pays nothing', async () => {
    const ride = await settledRide(t);
    const { order, fields } = await paidBalanceFields(ride.headers, ride.booking.id);
    const res = await verify(ride.headers, { ...fields, razorpay_signature: 'f'.repeat(64) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(msg.paymentSignatureInvalid);
    const declined = await call({
      method: 'POST',
      url: '/api/sandboxPay',
      headers: ride.headers,
      payload: card(order.id, SANDBOX_DECLINED_CARD),
    });
    expect(declined.statusCode).toBe(402);
    expect((await paymentsOf(t, ride.booking.id)).filter((p) => p.purpose === 'balance')).toEqual([]);
    expect((await settlementOf(t, ride.booking.id))?.duePaidAt).toBeNull();
  });

  it("another customer replaying the owner's payment: 404, nothing recorded; missing fields: 400", async () => {
    const ride = await settledRide(t);
    const { fields } = await paidBalanceFields(ride.headers, ride.booking.id);
    const stranger = await signedInUser(t);
    expect((await verify(stranger.headers, fields)).statusCode).toBe(404);
    expect(
      (
        await call({
          method: 'POST',
          url: '/api/sandboxPay',
          headers: stranger.headers,
          payload: card(fields.razorpay_order_id ?? ''),
        })
      ).statusCode,
    ).toBe(404);
    expect((await settlementOf(t, ride.booking.id))?.duePaidAt).toBeNull();
    for (const key of ['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature']) {
      const bad = await verify(ride.headers, { ...fields, [key]: undefined });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(msg.paymentSignatureInvalid);
    }
    // the owner's after the stranger's attempt still works
    expect((await verify(ride.headers, fields)).statusCode).toBe(200);
    // and the stranger replaying it after: still 404
    expect((await verify(stranger.headers, fields)).statusCode).toBe(404);
  });
});

describe('POST /api/disputeDamage', () => {
  const message = 'The mirror was already scratched at pick-up, see my photos.';

  it("stamps disputed_at and posts the booking's details to the admin's chat, once", async () => {
    const ride = await settledRide(t, { email: `dispute-${crypto.randomUUID()}@example.com` });
    const plate = ride.booking.bikePlate ?? ride.bike.plateNumber;
    const res = await dispute(ride.headers, { id: ride.booking.id, message });
    expect(res.statusCode, res.body).toBe(200);
    expect(disputeDamageResponse.parse(res.json()).data.bookingId).toBe(ride.booking.id);
    expect((await settlementOf(t, ride.booking.id))?.disputedAt).toBeInstanceOf(Date);

    const admin = await signedInAdmin(t);
    const chat = await call({
      method: 'GET',
      url: `/api/admin/fetchIndividualChat?id=${ride.user.id}`,
      headers: admin.headers,
    });
    expect(chat.statusCode, chat.body).toBe(200);
    const [posted] = chatMessagesResponse.parse(chat.json()).data;
    expect(posted?.sender).toBe('User');
    for (const part of [`#${ride.booking.id.slice(0, 8)}`, plate, '₹1,500', 'Scratched left mirror and dented tank', message]) {
      expect(posted?.text).toContain(part);
    }
    // the booking itself travels beside the text: the admin's chat links to it (issue #34)
    expect(posted?.bookingId).toBe(ride.booking.id);

    const twice = await dispute(ride.headers, { id: ride.booking.id, message });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(msg.disputeAlreadySent);
    expect(await t.db.select().from(chatMessages).where(eq(chatMessages.userId, ride.user.id))).toHaveLength(1);
  });

  it('within 48 hours of the settlement only: at 48 h it is taken, 1 ms later 409', async () => {
    const ride = await settledRide(t);
    pinClock(t, new Date(ride.settlement.createdAt.getTime() + 48 * HOUR + 1));
    const late = await dispute(ride.headers, { id: ride.booking.id, message });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(msg.disputeTooLate);
    expect((await settlementOf(t, ride.booking.id))?.disputedAt).toBeNull();
    pinClock(t, new Date(ride.settlement.createdAt.getTime() + 48 * HOUR));
    expect((await dispute(ride.headers, { id: ride.booking.id, message })).statusCode).toBe(200);
  });

  it('no damage charged: 409; not settled: 409; not yours: 404; a short or missing message: 400', async () => {
    const clean = await settledRide(t, { damage: 0 });
    const none = await dispute(clean.headers, { id: clean.booking.id, message });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(msg.disputeNoDamage);
    const booked = await paidRide(t);
    expect((await dispute(booked.headers, { id: booked.booking.id, message })).statusCode).toBe(409);
    const ride = await settledRide(t);
    const stranger = await signedInUser(t);
    expect((await dispute(stranger.headers, { id: ride.booking.id, message })).statusCode).toBe(404);
    for (const [payload, expected] of [
      [{ id: ride.booking.id, message: 'too short' }, msg.disputeMessageShort],
      [{ id: ride.booking.id }, msg.disputeMessageShort],
      [{ id: ride.booking.id, message: 'x'.repeat(1001) }, msg.disputeMessageLong],
      [{ id: 'nope', message }, msg.rideNotFound],
    ] as const) {
      const bad = await dispute(ride.headers, payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(expected);
    }
    expect((await settlementOf(t, ride.booking.id))?.disputedAt).toBeNull();
    expect(await t.db.select().from(chatMessages).where(eq(chatMessages.userId, ride.user.id))).toEqual([]);
  });
});

describe('who may call', () => {
  const calls = ['/api/payBalance', '/api/verifyBalancePayment', '/api/disputeDamage'];

  it.each(calls)('%s: 401 without a token, 403 with a partner token or a blocked customer', async (url) => {
    const ride = await settledRide(t);
    const payload = { id: ride.booking.id, message: 'A long enough message here' };
    expect((await call({ method: 'POST', url, payload })).statusCode).toBe(401);
    const partner = await createPartner(t.db);
    const asPartner = await call({
      method: 'POST',
      url,
      payload,
      headers: bearer(await tokenFor(t.app, 'partner', partner)),
    });
    expect(asPartner.statusCode).toBe(403);
    const blocked = await signedInUser(t, { status: false });
    const asBlocked = await call({ method: 'POST', url, payload, headers: blocked.headers });
    expect(asBlocked.statusCode).toBe(403);
    expect(asBlocked.json().message).toBe(msg.accountBlocked);
    const settled = await settlementOf(t, ride.booking.id);
    expect(settled?.dueOrderId).toBeNull();
    expect(settled?.disputedAt).toBeNull();
  });
});
