import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookingMoneyResponse, moneyAuditResponse, trialBalanceResponse } from '#shared/api/finance.ts';
import { ACCOUNT } from '#shared/domain/journal.ts';
import { istDate, istWeekStart } from '#shared/domain/time.ts';
import { msg } from '#shared/messages.ts';
import { bookings, journalLines, journalPostings, ledgerEntries, payments, refunds } from '#server/db/schema/index.ts';
import { postOpeningBalances } from './post-opening-balances.ts';
import { processRefund } from '#server/features/refunds/process-refund.ts';
import { createPaymentProvider } from '#server/features/payments/create-payment-provider.ts';
import { recordRefusedPayment } from '#server/features/rentals/pay/record-refused-payment.ts';
import { bearer, createPartner, tokenFor } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { signedInAdmin } from '../../test/kits/admin-test-kit.ts';
import { bookBody, createCoupon, listedBike, paymentCalls, signedInUser } from '../../test/kits/booking-test-kit.ts';
import { HOUR, cancellationApi, paidRide, pinClock } from '../../test/kits/cancellation-test-kit.ts';
import { auditProblems, expectBooksClean } from '../../test/kits/finance-test-kit.ts';
import { completeBody, paidRideWithDeposit } from '../../test/kits/settlement-test-kit.ts';

let t: TestApp;
let call: ReturnType<typeof cancellationApi>;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  call = cancellationApi(t);
  admin = (await signedInAdmin(t)).headers;
});
afterEach(() => pinClock(t, null));
afterAll(async () => {
  await t.close();
});

const today = () => istDate(new Date());
const money = async (bookingId: string) => {
  const res = await call({ method: 'GET', url: `/api/admin/bookingMoney?id=${bookingId}`, headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return bookingMoneyResponse.parse(res.json()).data;
};
const trial = async (from = today(), to = today()) => {
  const res = await call({ method: 'GET', url: `/api/admin/finance/trialBalance?from=${from}&to=${to}`, headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return trialBalanceResponse.parse(res.json()).data;
};
const payAllRefunds = async (bookingId: string) => {
  const provider = createPaymentProvider(t.app.deps.env, t.db);
  for (const row of await t.db.select().from(refunds).where(eq(refunds.bookingId, bookingId))) {
    if (row.status === 'pending') expect((await processRefund({ db: t.db, provider }, row.id)).kind).toBe('processed');
  }
};

describe('the journal follows a booking paid at checkout with a coupon and a deposit', () => {
  it('capture, customer cancellation more than 6 h ahead, refund paid: balanced lines, the audit clean after every step', async () => {
    const fixture = await listedBike(t, { bike: { rentPerHour: 100, deposit: 2000 } });
    const coupon = await createCoupon(t, { discountValue: 10, maxDiscount: 200 });
    const { headers } = await signedInUser(t);
    const body = bookBody(fixture, undefined, {
      coupon: coupon.couponCode,
      couponTerms: { discountValue: 10, minPurchase: 0, maxDiscount: 200 },
    });
    const bookingId = await paymentCalls(t).bookAndPay(headers, body);
    await expectBooksClean(t);

    const paid = await money(bookingId);
    // rent 2400 + 14 % + 14 % = 3072; 10 % capped at 200 → 2872; + the deposit 2000
    expect(paid).toMatchObject({ captured: 4872, refunded: 0, kept: 4872, partnerCredited: 0, platformKept: 0 });
    const debit = (account: string) => paid.lines.filter((l) => l.account === account).reduce((s, l) => s + l.debit - l.credit, 0);
    expect(debit(ACCOUNT.cash)).toBe(4872);
    expect(debit(ACCOUNT.couponExpense)).toBe(200);
    expect(-debit(ACCOUNT.prepaidRent)).toBe(3072);
    expect(-debit(ACCOUNT.depositsHeld)).toBe(2000);

    const cancelled = await call({ method: 'POST', url: '/api/cancelRide', headers, payload: { order: bookingId } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await expectBooksClean(t);
    const after = await money(bookingId);
    // the deposit always comes back; of the rent the policy keeps its fee: the partner's entry is on that fee
    expect(after.refunded).toBeGreaterThanOrEqual(2000);
    expect(after.kept).toBe(after.partnerCredited + after.platformKept);

    await payAllRefunds(bookingId);
    await expectBooksClean(t);
    const tb = await trial();
    expect(tb.totals.debit).toBe(tb.totals.credit);
    expect(tb.accounts.find((a) => a.account === ACCOUNT.suspense)).toBeUndefined();
  });
});

describe('the journal follows a ride to its end', () => {
  it('completed with excess km, a late return and damage beyond the deposit; the balance paid; the damage lowered; refunds paid; the week paid out', async () => {
    const ride = await paidRideWithDeposit(t, { deposit: 1000, pickupAt: new Date(Math.floor(Date.now() / HOUR) * HOUR - 30 * HOUR) });
    await expectBooksClean(t);
    const done = await call({
      method: 'POST',
      url: '/api/partner/completeRide',
      headers: ride.partnerHeaders,
      payload: completeBody(ride.booking, { startKm: 1000, endKm: 1300, damageAmount: 2500, damageNote: 'Dented tank, broken mirror' }, 2 * HOUR),
    });
    expect(done.statusCode, done.body).toBe(200);
    await expectBooksClean(t);

    const order = await call({ method: 'POST', url: '/api/payBalance', headers: ride.headers, payload: { id: ride.booking.id } });
    expect(order.statusCode, order.body).toBe(200);
    const orderId = order.json<{ data: { id: string } }>().data.id;
    const fields = await paymentCalls(t).sandboxPay(ride.headers, orderId);
    expect(fields.statusCode, fields.body).toBe(200);
    const verified = await call({ method: 'POST', url: '/api/verifyBalancePayment', headers: ride.headers, payload: fields.json<{ data: object }>().data });
    expect(verified.statusCode, verified.body).toBe(200);
    await expectBooksClean(t);

    const lowered = await call({
      method: 'POST',
      url: '/api/admin/adjustSettlement',
      headers: admin,
      payload: { id: ride.booking.id, damage: 500, reason: 'Mirror was already cracked at pick-up' },
    });
    expect(lowered.statusCode, lowered.body).toBe(200);
    await expectBooksClean(t);
    await payAllRefunds(ride.booking.id);
    await expectBooksClean(t);

    const m = await money(ride.booking.id);
    expect(m.kept).toBe(m.partnerCredited + m.platformKept);

    const adjusted = await call({
      method: 'POST',
      url: '/api/admin/payoutAdjustment',
      headers: admin,
      payload: { partnerId: ride.partnerId, amount: -150, note: 'Helmet lost by the partner' },
    });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    await expectBooksClean(t);
    const paidOut = await call({
      method: 'POST',
      url: '/api/admin/markPayoutPaid',
      headers: admin,
      payload: { partnerId: ride.partnerId, week: istWeekStart(), reference: 'UTR000123456' },
    });
    expect(paidOut.statusCode, paidOut.body).toBe(200);
    await expectBooksClean(t);
    const tb = await trial();
    expect(tb.totals.debit).toBe(tb.totals.credit);
    // the partner's payable is back to nothing once the week is paid
    expect(tb.accounts.find((a) => a.account === ACCOUNT.partnerPayable)?.balance ?? 0).toBeGreaterThanOrEqual(0);
  });

  it('a payment that could not be applied is recorded and owed back in full: the audit stays clean', async () => {
    const ride = await paidRide(t);
    const late = { provider: 'sandbox', orderId: `order_${randomBytes(6).toString('hex')}`, paymentId: `pay_${randomBytes(6).toString('hex')}`, signature: 'x' };
    await recordRefusedPayment(t.db, ride.booking.id, late, 1234);
    await expectBooksClean(t);
    const m = await money(ride.booking.id);
    expect(m.captured).toBe(ride.booking.grandTotal + 1234);
    expect(m.refunded).toBe(1234);
  });
});

describe('the audit finds what does not add up', () => {
  it('a payment written without its posting, and a journal line removed, are reported with the booking', async () => {
    const ride = await paidRide(t);
    await t.db.insert(payments).values({
      bookingId: ride.booking.id,
      provider: 'sandbox',
      providerOrderId: `order_${randomBytes(6).toString('hex')}`,
      providerPaymentId: `pay_${randomBytes(6).toString('hex')}`,
      signature: 'x',
      amount: 700,
      status: 'captured',
    });
    const problems = await auditProblems(t);
    expect(problems.some((p) => p.bookingId === ride.booking.id && p.kind === 'booking-cash' && p.expected - p.actual === 700)).toBe(true);
    const res = await call({ method: 'GET', url: '/api/admin/finance/audit', headers: admin });
    expect(res.statusCode).toBe(200);
    const audit = moneyAuditResponse.parse(res.json()).data;
    expect(audit.ok).toBe(false);
    expect(audit.checked.bookings).toBeGreaterThan(0);
    // put it right (the payment owed back through the journal) so later tests start clean
    await t.db.delete(payments).where(eq(payments.bookingId, ride.booking.id));
    await t.db.delete(journalLines).where(eq(journalLines.bookingId, ride.booking.id));
  });
});

describe('access and input', () => {
  const urls = [`/api/admin/finance/audit`, `/api/admin/finance/trialBalance?from=2026-01-01&to=2026-01-31`, `/api/admin/bookingMoney?id=${randomUUID()}`];

  it('no token: 401; a customer or a partner: refused; nothing answered', async () => {
    const { headers: user } = await signedInUser(t);
    const partner = bearer(await tokenFor(t.app, 'partner', await createPartner(t.db)));
    for (const url of urls) {
      expect((await call({ method: 'GET', url })).statusCode).toBe(401);
      expect([401, 403]).toContain((await call({ method: 'GET', url, headers: user })).statusCode);
      expect([401, 403]).toContain((await call({ method: 'GET', url, headers: partner })).statusCode);
    }
  });

  it('bad dates and ids: 400 with the message; an unknown booking: 404', async () => {
    const bad = async (url: string, message: string) => {
      const res = await call({ method: 'GET', url, headers: admin });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
    };
    await bad('/api/admin/finance/trialBalance?from=2026-02-30&to=2026-03-01', msg.financeFromInvalid);
    await bad('/api/admin/finance/trialBalance?from=2026-03-01&to=2026-02-01', msg.financeRangeInvalid);
    await bad('/api/admin/finance/trialBalance?from=2024-01-01&to=2026-01-01', msg.financeRangeTooLong);
    await bad('/api/admin/finance/trialBalance?from=2026-03-01', msg.financeToInvalid);
    await bad('/api/admin/bookingMoney?id=%E0%A4%85', msg.financeBookingInvalid);
    const unknown = await call({ method: 'GET', url: `/api/admin/bookingMoney?id=${randomUUID()}`, headers: admin });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(msg.financeBookingNotFound);
  });

  it('the trial balance of days before anything was posted lists closing balances of nothing', async () => {
    const tb = await trial('2020-01-01', '2020-01-31');
    expect(tb.accounts).toEqual([]);
    expect(tb.totals).toEqual({ debit: 0, credit: 0 });
  });
});

describe('opening balances: money recorded before the journal', () => {
  it('a legacy booked ride with a coupon and a legacy completed ride with its entry: reported, then opened, then clean; opening twice posts nothing', async () => {
    const legacyPaid = await insertLegacyPaidRide({ discount: 150, status: 'booked' });
    const legacyDone = await insertLegacyPaidRide({ discount: 0, status: 'completed' });
    await t.db.insert(ledgerEntries).values({
      partnerId: legacyDone.partnerId,
      bookingId: legacyDone.id,
      kind: 'ride',
      gross: 800,
      commission: 160,
      gstOnCommission: 28,
      tcs: 0,
      tds: 0,
      gstCollected: 0,
      damage: 0,
      net: 612,
      week: istWeekStart(),
    });
    const before = await auditProblems(t);
    expect(before.some((p) => p.bookingId === legacyPaid.id)).toBe(true);
    expect(before.some((p) => p.bookingId === legacyDone.id)).toBe(true);
    expect(await t.db.transaction((tx) => postOpeningBalances(tx))).toBeGreaterThanOrEqual(2);
    await expectBooksClean(t);
    expect(await t.db.transaction((tx) => postOpeningBalances(tx))).toBe(0);
    // a legacy booked ride cancelled now: its opening held the rent, the deposit and the coupon, so the cancellation balances
    const cancelled = await call({ method: 'POST', url: '/api/admin/cancelBooking', headers: admin, payload: { id: legacyPaid.id, refund: 'full' } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await expectBooksClean(t);
  });
});

async function insertLegacyPaidRide(options: { discount: number; status: 'booked' | 'completed' }) {
  const ride = await paidRide(t, { grandTotal: 1000 - options.discount });
  await t.db.update(bookings).set({ discountAmount: options.discount, status: options.status }).where(eq(bookings.id, ride.booking.id));
  // as before the journal: the payment without its posting
  const posting = await t.db.select({ id: journalPostings.id }).from(journalPostings).where(eq(journalPostings.bookingId, ride.booking.id));
  for (const p of posting) await t.db.delete(journalLines).where(eq(journalLines.postingId, p.id));
  await t.db.delete(journalPostings).where(eq(journalPostings.bookingId, ride.booking.id));
  return { id: ride.booking.id, partnerId: ride.partner.id };
}
