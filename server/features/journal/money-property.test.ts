import { randomBytes } from 'node:crypto';
import { eq, and, isNull, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istWeekStart } from '#shared/domain/time.ts';
import { bookings, ledgerEntries, partnerLocations, refunds, settlements } from '#server/db/schema/index.ts';
import { createPaymentProvider } from '#server/features/payments/create-payment-provider.ts';
import { processRefund } from '#server/features/refunds/process-refund.ts';
import { bearer, createBike, createPartner, tokenFor } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { signedInAdmin } from '../../test/kits/admin-test-kit.ts';
import {
  bookBody,
  createCoupon,
  futureWindow,
  paymentCalls,
  signedInUser,
  type Headers,
} from '../../test/kits/booking-test-kit.ts';
import { HOUR, cancellationApi, pinClock } from '../../test/kits/cancellation-test-kit.ts';
import { expectBooksClean } from '../../test/kits/finance-test-kit.ts';
import { completeBody, paidRideWithDeposit } from '../../test/kits/settlement-test-kit.ts';
import { deliver, newPaymentId, paymentEvent, refundEvent } from '../../test/kits/webhook-test-kit.ts';

/*
 * The money property (issue #28): random sequences of what customers, partners and admins do to rides
 * — book and pay (with a coupon, a deposit), pay an order twice, cancel by each actor at random times,
 * complete with excess km, a late return and damage, pay and double-pay balances, dispute, lower the
 * damage, adjust a partner's earnings either way, let weeks pass and pay them out, carry out refunds —
 * and after every single step the money audit finds nothing.
 */

let t: TestApp;
let call: ReturnType<typeof cancellationApi>;
let admin: Headers;
beforeAll(async () => {
  t = await createTestApp();
  call = cancellationApi(t);
  admin = (await signedInAdmin(t)).headers;
});
afterAll(async () => {
  await t.close();
});

interface Ride {
  id: string;
  orderId: string | null;
  pickupAt: Date;
  dropAt: Date;
  customer: Headers;
}

interface World {
  partnerId: string;
  partnerHeaders: Headers;
  customer: Headers;
  points: { pickUp: string; drop: string };
  couponCode: string;
  rides: Ride[];
}

const step = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('bookFuture' as const),
      daysAhead: fc.integer({ min: 1, max: 60 }),
      report: fc.constantFrom('verify', 'webhook-before', 'webhook-after', 'webhook-only', 'late-webhook'),
      coupon: fc.boolean(),
      deposit: fc.constantFrom(0, 500, 2000),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('bookPast' as const),
      deposit: fc.constantFrom(0, 700, 3000),
      hours: fc.constantFrom(24, 30, 72),
      // returned at once with damage beyond the deposit: a balance is due
      returned: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('payAgain' as const), ride: fc.nat({ max: 3 }) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('cancel' as const),
      ride: fc.nat({ max: 3 }),
      by: fc.constantFrom('customer', 'partner', 'admin-full', 'admin-policy', 'admin-none'),
      hoursBefore: fc.integer({ min: -30, max: 100 }),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('complete' as const),
      ride: fc.nat({ max: 3 }),
      how: fc.constantFrom('completeRide', 'changeBookingStatus'),
      km: fc.integer({ min: 0, max: 900 }),
      lateHours: fc.integer({ min: 0, max: 30 }),
      damage: fc.constantFrom(0, 0, 450, 2500, 9000),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('payBalance' as const), ride: fc.nat({ max: 3 }), twice: fc.boolean() }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('dispute' as const), ride: fc.nat({ max: 3 }) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('lowerDamage' as const),
      ride: fc.nat({ max: 3 }),
      keep: fc.double({ min: 0, max: 0.95, noNaN: true }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('adjust' as const),
      amount: fc.integer({ min: -3000, max: 3000 }).filter((a) => a !== 0),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('weekPasses' as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('payout' as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('refunds' as const) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('refundEvent' as const),
      from: fc.constantFrom('pending' as const, 'processed' as const),
      event: fc.constantFrom('refund.processed' as const, 'refund.failed' as const),
    }),
  },
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

async function newWorld(): Promise<World> {
  const partner = await createPartner(t.db, { city: `Prop ${randomBytes(3).toString('hex')}` });
  const [pickUp] = await t.db.insert(partnerLocations).values({ partnerId: partner.id, name: 'Gate A' }).returning();
  const [drop] = await t.db.insert(partnerLocations).values({ partnerId: partner.id, name: 'Gate B' }).returning();
  const coupon = await createCoupon(t, { discountValue: 10, maxDiscount: 300, limit: 1000 });
  return {
    partnerId: partner.id,
    partnerHeaders: bearer(await tokenFor(t.app, 'partner', partner)),
    customer: (await signedInUser(t)).headers,
    points: { pickUp: pickUp?.id ?? '', drop: drop?.id ?? '' },
    couponCode: coupon.couponCode,
    rides: [],
  };
}

/** `n` counts back from the newest ride (the one the last steps made), so sequences build on each other. */
const pick = (w: World, n: number): Ride | undefined => w.rides[Math.max(0, w.rides.length - 1 - n)];
/** what each kind of step was answered, over every run (printed, and checked for coverage) */
const tally = new Map<string, number>();
let current = '';
const allowed = (status: number, ok: number[], body = '') => {
  expect(ok, `${current} answered ${status} ${body}`).toContain(status);
  tally.set(`${current} ${status}`, (tally.get(`${current} ${status}`) ?? 0) + 1);
};

async function run(w: World, s: Step): Promise<void> {
  const pay = paymentCalls(t);
  switch (s.kind) {
    case 'bookFuture': {
      const bike = await createBike(t.db, w.partnerId, { rentPerHour: 100, deposit: s.deposit });
      const window = futureWindow(s.daysAhead, 1);
      const fixture = { bike, pickUp: { id: w.points.pickUp }, drop: { id: w.points.drop } } as unknown as Parameters<
        typeof bookBody
      >[0];
      const body = bookBody(
        fixture,
        window,
        s.coupon ? { coupon: w.couponCode, couponTerms: { discountValue: 10, minPurchase: 0, maxDiscount: 300 } } : {},
      );
      // a coupon is once per customer: each ride is a customer's own
      const customer = s.coupon ? (await signedInUser(t)).headers : w.customer;
      const booked = await pay.bookbike(customer, body);
      allowed(booked.statusCode, [200], booked.body);
      const orderId = booked.json<{ data: { id: string } }>().data.id;
      const holdId = booked.json<{ data: { bookingId: string } }>().data.bookingId;
      const amount = booked.json<{ data: { amount: number } }>().data.amount;
      const fields = await pay.payOrder(customer, orderId);
      const captured = paymentEvent('payment.captured', { id: fields.razorpay_payment_id, orderId, amount });
      // the capture reaches us from the browser, the provider's webhook, both in either order, or only
      // the webhook after the hold ran out
      if (s.report === 'late-webhook') {
        await t.db
          .update(bookings)
          .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
          .where(eq(bookings.id, holdId));
      }
      if (s.report !== 'verify' && s.report !== 'webhook-after')
        allowed((await deliver(t, captured)).statusCode, [200]);
      if (s.report === 'verify' || s.report === 'webhook-before' || s.report === 'webhook-after') {
        const verified = await pay.verify(customer, fields);
        allowed(verified.statusCode, [200], verified.body);
      }
      if (s.report === 'webhook-after') allowed((await deliver(t, captured)).statusCode, [200]);
      const [row] = await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, holdId));
      if (row?.status !== 'booked') return;
      const id = holdId;
      const pickupAt = new Date(`${window.pickUpDate}T03:30:00Z`);
      w.rides.push({ id, orderId, pickupAt, dropAt: new Date(pickupAt.getTime() + 24 * HOUR), customer });
      return;
    }
    case 'bookPast': {
      const ride = await paidRideWithDeposit(t, {
        partnerId: w.partnerId,
        deposit: s.deposit,
        hours: s.hours,
        pickupAt: new Date(Math.floor(Date.now() / HOUR) * HOUR - (s.hours + 5) * HOUR),
      });
      if (s.returned) {
        pinClock(t, new Date(Math.max(Date.now(), ride.booking.dropAt.getTime() + HOUR)));
        const res = await call({
          method: 'POST',
          url: '/api/partner/completeRide',
          headers: w.partnerHeaders,
          payload: completeBody(ride.booking, { damageAmount: s.deposit + 1500, damageNote: 'Bent handlebar' }),
        });
        allowed(res.statusCode, [200], res.body);
        pinClock(t, null);
      }
      w.rides.push({
        id: ride.booking.id,
        orderId: null,
        pickupAt: ride.booking.pickupAt,
        dropAt: ride.booking.dropAt,
        customer: ride.headers,
      });
      return;
    }
    case 'payAgain': {
      // a second capture of an order already paid, reported by the provider: recorded, refunded in full
      const ride = pick(w, s.ride);
      if (!ride?.orderId) return;
      const again = paymentEvent('payment.captured', { id: newPaymentId(), orderId: ride.orderId, amount: 10_000 });
      const res = await deliver(t, again);
      allowed(res.statusCode, [200]);
      const twice = await deliver(t, again);
      allowed(twice.statusCode, [200]);
      return;
    }
    case 'refundEvent': {
      // the provider tells us of a refund: processed (our job may not have heard), or failed
      const [row] = await t.db.select().from(refunds).where(eq(refunds.status, s.from)).limit(1);
      if (!row) return;
      const event = refundEvent(s.event, {
        id: row.providerRefundId ?? `rfnd_${randomBytes(6).toString('hex')}`,
        paymentId: row.providerPaymentId,
        amount: row.amount * 100,
        idempotencyKey: row.idempotencyKey,
      });
      allowed((await deliver(t, event)).statusCode, [200]);
      return;
    }
    case 'cancel': {
      const ride = pick(w, s.ride);
      if (!ride) return;
      pinClock(t, new Date(ride.pickupAt.getTime() - s.hoursBefore * HOUR));
      let res;
      if (s.by === 'customer')
        res = await call({
          method: 'POST',
          url: '/api/cancelRide',
          headers: ride.customer,
          payload: { order: ride.id },
        });
      else if (s.by === 'partner')
        res = await call({
          method: 'POST',
          url: '/api/partner/changeBookingStatus',
          headers: w.partnerHeaders,
          payload: { id: ride.id, value: 'cancelled' },
        });
      else
        res = await call({
          method: 'POST',
          url: '/api/admin/cancelBooking',
          headers: admin,
          payload: { id: ride.id, refund: s.by.slice(6) },
        });
      allowed(res.statusCode, [200, 409]);
      return;
    }
    case 'complete': {
      const ride = pick(w, s.ride);
      if (!ride) return;
      pinClock(t, new Date(Math.max(Date.now(), ride.dropAt.getTime() + (s.lateHours + 1) * HOUR)));
      const res =
        s.how === 'completeRide'
          ? await call({
              method: 'POST',
              url: '/api/partner/completeRide',
              headers: w.partnerHeaders,
              payload: completeBody(
                { id: ride.id, dropAt: ride.dropAt },
                {
                  startKm: 5000,
                  endKm: 5000 + s.km,
                  damageAmount: s.damage,
                  damageNote: s.damage ? 'Dented tank and scratches' : '',
                },
                s.lateHours * HOUR,
              ),
            })
          : await call({
              method: 'POST',
              url: '/api/partner/changeBookingStatus',
              headers: w.partnerHeaders,
              payload: { id: ride.id, value: 'completed' },
            });
      allowed(res.statusCode, [200, 400, 409]);
      return;
    }
    case 'payBalance': {
      const ride = pick(w, s.ride);
      if (!ride) return;
      const order = await call({
        method: 'POST',
        url: '/api/payBalance',
        headers: ride.customer,
        payload: { id: ride.id },
      });
      allowed(order.statusCode, [200, 409]);
      if (order.statusCode !== 200) return;
      const orderId = order.json<{ data: { id: string } }>().data.id;
      for (let i = 0; i < (s.twice ? 2 : 1); i += 1) {
        const fields = await pay.payOrder(ride.customer, orderId).catch(() => null);
        if (!fields) return;
        const verified = await call({
          method: 'POST',
          url: '/api/verifyBalancePayment',
          headers: ride.customer,
          payload: fields,
        });
        allowed(verified.statusCode, [200, 409]);
      }
      return;
    }
    case 'dispute': {
      const ride = pick(w, s.ride);
      if (!ride) return;
      const res = await call({
        method: 'POST',
        url: '/api/disputeDamage',
        headers: ride.customer,
        payload: { id: ride.id, message: 'The scratch was there at pick-up.' },
      });
      allowed(res.statusCode, [200, 400, 409]);
      return;
    }
    case 'lowerDamage': {
      const ride = pick(w, s.ride);
      if (!ride) return;
      const money = await call({ method: 'GET', url: `/api/admin/bookingMoney?id=${ride.id}`, headers: admin });
      allowed(money.statusCode, [200]);
      const [settled] = await t.db
        .select({ damage: settlements.damage })
        .from(settlements)
        .where(eq(settlements.bookingId, ride.id));
      const damage = settled?.damage ?? 0;
      if (damage === 0) return;
      const res = await call({
        method: 'POST',
        url: '/api/admin/adjustSettlement',
        headers: admin,
        payload: { id: ride.id, damage: Math.floor(damage * s.keep), reason: 'Photos show older damage' },
      });
      allowed(res.statusCode, [200, 409]);
      return;
    }
    case 'adjust': {
      const res = await call({
        method: 'POST',
        url: '/api/admin/payoutAdjustment',
        headers: admin,
        payload: { partnerId: w.partnerId, amount: s.amount, note: 'Property adjustment' },
      });
      allowed(res.statusCode, [200]);
      return;
    }
    case 'weekPasses': {
      // the unpaid entries were written a week earlier (what a week of real time would leave behind)
      const unpaid = and(eq(ledgerEntries.partnerId, w.partnerId), isNull(ledgerEntries.payoutId));
      await t.db
        .update(ledgerEntries)
        .set({ week: sql`(${ledgerEntries.week} - 7)` })
        .where(unpaid);
      return;
    }
    case 'payout': {
      const res = await call({
        method: 'POST',
        url: '/api/admin/markPayoutPaid',
        headers: admin,
        payload: {
          partnerId: w.partnerId,
          week: istWeekStart(),
          reference: `UTR${randomBytes(5).toString('hex').toUpperCase()}`,
        },
      });
      allowed(res.statusCode, [200, 409]);
      return;
    }
    case 'refunds': {
      const provider = createPaymentProvider(t.app.deps.env, t.db);
      const pending = await t.db.select({ id: refunds.id }).from(refunds).where(eq(refunds.status, 'pending'));
      for (const r of pending) await processRefund({ db: t.db, provider }, r.id);
      return;
    }
  }
}

describe('the money audit after every step of random rides', () => {
  it('finds nothing, whatever customers, partners and admins do in whatever order', { timeout: 600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 16 }), async (steps) => {
        const world = await newWorld();
        try {
          for (const s of steps) {
            current = s.kind;
            await run(world, s);
            pinClock(t, null);
            await expectBooksClean(t);
          }
        } finally {
          pinClock(t, null);
        }
      }),
      { numRuns: 40, endOnFailure: true },
    );
    console.info('money property, answers by step:', Object.fromEntries([...tally].sort()));
    // the runs reached the interesting states, not only refusals
    for (const done of [
      'refundEvent 200',
      'cancel 200',
      'complete 200',
      'payBalance 200',
      'lowerDamage 200',
      'payout 200',
      'payAgain 200',
    ]) {
      expect(tally.get(done) ?? 0, done).toBeGreaterThan(0);
    }
  });
});
