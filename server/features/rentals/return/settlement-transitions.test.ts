import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAMAGE_DISPUTE_HOURS } from '#shared/domain/pricing.ts';
import { msg } from '#shared/messages.ts';
import { ledgerEntries, refunds, settlements } from '#server/db/schema/index.ts';
import { declaredEffects, effectsOf } from '#server/test/kits/transition-effects-kit.ts';
import { createPaymentProvider } from '#server/features/payments/create-payment-provider.ts';
import { bookingTransitions } from '#server/features/rentals/booking-transitions.ts';
import { completeBooking } from '#server/features/rentals/return/complete-ride.ts';
import { createAdmin, createUser } from '#server/test/factories.ts';
import { expectBooksClean } from '#server/test/kits/finance-test-kit.ts';
import { paidRideWithDeposit } from '#server/test/kits/settlement-test-kit.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { adjustSettlement } from './adjust-settlement.ts';
import { applyBalancePayment, findBalanceOrder, type BalanceOrder } from './apply-balance-payment.ts';
import { applySettlementTransition, type SettlementCaller } from './apply-settlement-transition.ts';
import { disputeDamage } from './dispute-damage.ts';
import { resolveDispute } from './resolve-dispute.ts';
import { payBalance } from './pay-balance.ts';
import { settlementTransitions, type SettlementMoveName } from './settlement-transitions.ts';

const none = { events: [], mails: [] };

let t: TestApp;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  adminId = (await createAdmin(t.db)).id;
});
afterAll(async () => {
  await t.close();
});

const HOUR = 60 * 60 * 1000;
const log = { info: () => {}, error: () => {}, warn: () => {} };
const deps = () => ({ ...t.app.deps, log, provider: 'sandbox', sign: String });
const admin: SettlementCaller = { role: 'admin' };
const system: SettlementCaller = { role: 'system' };

/**
 * A paid ride (₹2000 deposit) completed through THE completion (completeBooking) with `damage`: above
 * about ₹1700 the charges pass the deposit and a balance is due. `completion`: what the completion wrote.
 */
async function completed(damage: number) {
  const ride = await paidRideWithDeposit(t);
  const record = {
    reading: { startKm: 1000, endKm: 1100 },
    returnedAt: ride.booking.dropAt,
    damage,
    damageNote: damage > 0 ? 'Dented tank' : '',
  };
  const completion = await effectsOf(t.db, ride.booking.id, () =>
    completeBooking(deps(), ride.partnerId, ride.booking.id, record, { at: new Date(), notFound: msg.bookingNotFound }),
  );
  const customer: SettlementCaller = { role: 'customer', userId: ride.user.id };
  return { ...ride, customer, completion };
}

type Completed = Awaited<ReturnType<typeof completed>>;

/** What the call `move` wrote for the ride (journal events, mails): the effects a move declares. */
const effects = (ride: Completed, move: () => Promise<unknown>) => effectsOf(t.db, ride.booking.id, move);

const rowOf = async (bookingId: string) =>
  (await t.db.select().from(settlements).where(eq(settlements.bookingId, bookingId)))[0];

const declared = (name: SettlementMoveName) => declaredEffects(settlementTransitions[name]);

/** The customer orders the balance (payBalance, the sandbox provider): the `orderBalance` move. */
async function orderBalance(ride: Completed): Promise<BalanceOrder> {
  const provider = createPaymentProvider(t.app.deps.env, t.db);
  const ordered = await payBalance({ db: t.db, provider, log }, ride.user.id, ride.booking.id);
  const order = await findBalanceOrder(t.db, ordered.id);
  if (!order) throw new Error('no balance order');
  return order;
}

/** The provider reports a payment of the balance order (applyBalancePayment): the `payBalance` move. */
const capture = (order: BalanceOrder, paymentId = `pay_${randomBytes(6).toString('hex')}`) =>
  applyBalancePayment({ db: t.db, log }, order, {
    provider: 'sandbox',
    orderId: order.orderId,
    paymentId,
    signature: 'test',
  });

/** The customer orders the balance and the provider reports it paid. */
const pay = async (ride: Completed) => capture(await orderBalance(ride));

describe('the settlement transition table', () => {
  it('names one actor and a target state for every move; two steps create a settlement', () => {
    const moves = Object.entries(settlementTransitions).map(([name, m]) => [name, m.from, m.to, m.actor]);
    expect(moves).toEqual([
      ['settle', null, 'settled', 'partner'],
      ['settleWithBalance', null, 'balanceDue', 'partner'],
      ['orderBalance', ['balanceDue'], 'same', 'customer'],
      ['payBalance', ['balanceDue'], 'balancePaid', 'system'],
      ['dispute', ['settled', 'balanceDue', 'balancePaid'], 'same', 'customer'],
      ['resolveDispute', ['settled', 'balanceDue', 'balancePaid'], 'same', 'admin'],
      ['lowerDamage', ['settled', 'balanceDue', 'balancePaid'], 'same', 'admin'],
      ['waiveBalance', ['balanceDue'], 'settled', 'admin'],
    ]);
  });
});

describe('each move by its actor, through the call that makes it: its state, and the effects it declares', () => {
  it("settle and settleWithBalance: the completion's settlement, its journal posting and its mail", async () => {
    const covered = await completed(0);
    const owing = await completed(3000);
    expect((await rowOf(covered.booking.id))?.status).toBe('settled');
    expect(await rowOf(owing.booking.id)).toMatchObject({ status: 'balanceDue', duePaidAt: null });
    for (const ride of [covered, owing]) {
      expect(ride.completion).toEqual(declaredEffects(bookingTransitions.complete));
      expect(await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, ride.booking.id))).toMatchObject(
        [{ kind: bookingTransitions.complete.effects.ledger }],
      );
    }
    // the deposit came back (the declared refund) where it covered the charges
    const back = await t.db.select().from(refunds).where(eq(refunds.bookingId, covered.booking.id));
    expect(back.map((r) => r.kind)).toEqual([bookingTransitions.complete.effects.refund]);
  });

  it('orderBalance then payBalance: the order kept, then the balance paid, its journal posting and its mail', async () => {
    const ride = await completed(3000);
    expect(await effects(ride, () => orderBalance(ride))).toEqual(declared('orderBalance'));
    // the order kept is the ride's current one
    const order = await findBalanceOrder(t.db, (await rowOf(ride.booking.id))?.dueOrderId ?? 'none');
    if (!order) throw new Error('no balance order kept');
    expect(await effects(ride, () => capture(order))).toEqual(declared('payBalance'));
    const row = await rowOf(ride.booking.id);
    expect(row).toMatchObject({ status: 'balancePaid' });
    expect(row?.duePaidAt).toBeInstanceOf(Date);
    // a second capture of the paid balance is refused (refunded in full): no move, no receipt
    const again = await effects(ride, async () => expect((await capture(order)).kind).toBe('refused'));
    expect(again.mails).toEqual([]);
  });

  it("dispute: stamped, the state kept, nothing posted, the partner's mail; a second one is refused and queues none", async () => {
    const ride = await completed(3000);
    const dispute = () =>
      disputeDamage(t.db, ride.user.id, { id: ride.booking.id, message: 'The dent was there before' }, new Date());
    expect(await effects(ride, dispute)).toEqual(declared('dispute'));
    const row = await rowOf(ride.booking.id);
    expect(row?.status).toBe('balanceDue');
    expect(row?.disputedAt).toBeInstanceOf(Date);
    const again = () => expect(dispute()).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await effects(ride, again)).toEqual(none);
    // no damage to dispute
    const covered = await completed(0);
    const nothing = () =>
      expect(
        disputeDamage(t.db, covered.user.id, { id: covered.booking.id, message: 'Not mine at all' }, new Date()),
      ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await effects(covered, nothing)).toEqual(none);
  });

  it('resolveDispute: an open dispute stamped resolved with its decision, the state kept, nothing posted, both sides mailed; only once', async () => {
    const ride = await completed(3000);
    const decision = 'Charge kept: the dent is in the pick-up photos';
    const resolve = (said: string) => resolveDispute(t.db, { id: ride.booking.id, decision: said }, new Date());
    const refused = (said: string) => () => expect(resolve(said)).rejects.toMatchObject({ code: 'CONFLICT' });
    // not disputed yet: not open
    expect(await effects(ride, refused(decision))).toEqual(none);
    await disputeDamage(t.db, ride.user.id, { id: ride.booking.id, message: 'The dent was there before' }, new Date());
    const resolved = await effects(ride, async () => {
      expect((await resolve(decision)).disputeDecision).toBe(decision);
    });
    expect(resolved).toEqual(declared('resolveDispute'));
    const row = await rowOf(ride.booking.id);
    expect(row?.status).toBe('balanceDue');
    expect(row?.disputeResolvedAt).toBeInstanceOf(Date);
    expect(row?.disputeDecision).toBe(decision);
    expect(await effects(ride, refused('A second decision here'))).toEqual(none);
  });

  it('lowerDamage (a paid balance stays paid) and waiveBalance (nothing left due: settled): their postings, ledger entry and refund', async () => {
    const paid = await completed(3000);
    await pay(paid);
    const lowered = await effects(paid, () =>
      adjustSettlement(t.db, adminId, { id: paid.booking.id, damage: 1000, reason: 'Older dent' }),
    );
    expect(lowered).toEqual(declared('lowerDamage'));
    expect((await rowOf(paid.booking.id))?.status).toBe('balancePaid');
    const adjustment = (await t.db.select().from(refunds).where(eq(refunds.bookingId, paid.booking.id))).filter(
      (r) => r.kind === settlementTransitions.lowerDamage.effects.refund,
    );
    expect(adjustment.length).toBeGreaterThan(0);

    const owing = await completed(3000);
    const waived = await effects(owing, () =>
      adjustSettlement(t.db, adminId, { id: owing.booking.id, damage: 0, reason: 'No damage after all' }),
    );
    expect(waived).toEqual(declared('waiveBalance'));
    expect(await rowOf(owing.booking.id)).toMatchObject({ status: 'settled', due: 0, dueOrderId: null });
    const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, owing.booking.id));
    expect(entries.map((e) => e.kind).sort()).toEqual(['adjustment', 'ride']);
  });
});

describe('applySettlementTransition refuses, and changes nothing (no posting, no mail)', () => {
  it('a caller whose role may not make the move', async () => {
    const ride = await completed(3000);
    const before = await rowOf(ride.booking.id);
    const tries: [SettlementMoveName, SettlementCaller][] = [
      ['payBalance', ride.customer],
      ['orderBalance', system],
      ['dispute', admin],
      ['resolveDispute', ride.customer],
      ['lowerDamage', ride.customer],
      ['waiveBalance', { role: 'partner', partnerId: ride.partnerId }],
    ];
    const refused = await effects(ride, async () => {
      for (const [name, by] of tries) {
        const outcome = await applySettlementTransition(t.db, name, {
          bookingId: ride.booking.id,
          by,
          given: { orderId: 'order_x', due: before?.due ?? 0, damage: 0 },
        });
        expect(outcome).toEqual({ ok: false, reason: 'not-allowed' });
      }
    });
    expect(refused).toEqual(none);
    expect(await rowOf(ride.booking.id)).toEqual(before);
  });

  it("another customer's settlement", async () => {
    const ride = await completed(3000);
    const before = await rowOf(ride.booking.id);
    const other = await createUser(t.db);
    const by: SettlementCaller = { role: 'customer', userId: other.id };
    const refused = await effects(ride, async () => {
      expect(await applySettlementTransition(t.db, 'dispute', { bookingId: ride.booking.id, by })).toEqual({
        ok: false,
        reason: 'not-moved',
      });
      const order = {
        bookingId: ride.booking.id,
        by,
        given: { due: before?.due ?? 0 },
        values: { dueOrderId: 'order_x' },
      };
      expect(await applySettlementTransition(t.db, 'orderBalance', order)).toEqual({ ok: false, reason: 'not-moved' });
      // through the call that makes the dispute: not found for them
      await expect(
        disputeDamage(t.db, other.id, { id: ride.booking.id, message: 'The dent was there before' }, new Date()),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });
    expect(refused).toEqual(none);
    expect(await rowOf(ride.booking.id)).toEqual(before);
  });

  it('a settlement in a state the move does not leave, or its guard unmet', async () => {
    const covered = await completed(0);
    const paid = await completed(3000);
    await pay(paid);
    const rows = [await rowOf(covered.booking.id), await rowOf(paid.booking.id)];
    for (const ride of [covered, paid]) {
      const given = { orderId: (await rowOf(ride.booking.id))?.dueOrderId ?? 'order_x', due: 0, damage: 0 };
      for (const name of ['payBalance', 'waiveBalance'] as const) {
        const by = name === 'payBalance' ? system : admin;
        const outcome = await applySettlementTransition(t.db, name, { bookingId: ride.booking.id, by, given });
        expect(outcome).toEqual({ ok: false, reason: 'not-moved' });
      }
      // no damage to dispute (covered), no damage above 0 to lower to 0 (covered)
      if (ride === covered) {
        const dispute = await applySettlementTransition(t.db, 'dispute', {
          bookingId: ride.booking.id,
          by: ride.customer,
        });
        expect(dispute).toEqual({ ok: false, reason: 'not-moved' });
        const lower = await applySettlementTransition(t.db, 'lowerDamage', {
          bookingId: ride.booking.id,
          by: admin,
          given: { damage: 0 },
          values: { damage: 0 },
        });
        expect(lower).toEqual({ ok: false, reason: 'not-moved' });
      }
    }
    expect([await rowOf(covered.booking.id), await rowOf(paid.booking.id)]).toEqual(rows);
    // an order of another due, or a payment of an order that is not the ride's
    const owing = await completed(3000);
    const before = await rowOf(owing.booking.id);
    const stale = { bookingId: owing.booking.id, by: owing.customer, given: { due: (before?.due ?? 0) + 1 } };
    expect(await applySettlementTransition(t.db, 'orderBalance', { ...stale, values: { dueOrderId: 'o' } })).toEqual({
      ok: false,
      reason: 'not-moved',
    });
    const foreign = { bookingId: owing.booking.id, by: system, given: { orderId: 'order_not_its' } };
    expect(await applySettlementTransition(t.db, 'payBalance', foreign)).toEqual({ ok: false, reason: 'not-moved' });
    expect(await rowOf(owing.booking.id)).toEqual(before);
  });

  it('a dispute 1 ms after the 48 hours; at exactly 48 hours it is made, and only once', async () => {
    const ride = await completed(3000);
    const settledAt = (await rowOf(ride.booking.id))?.createdAt ?? new Date();
    const edge = new Date(settledAt.getTime() + DAMAGE_DISPUTE_HOURS * HOUR);
    const target = { bookingId: ride.booking.id, by: ride.customer };
    const late = await applySettlementTransition(t.db, 'dispute', { ...target, at: new Date(edge.getTime() + 1) });
    expect(late).toEqual({ ok: false, reason: 'not-moved' });
    expect((await rowOf(ride.booking.id))?.disputedAt).toBeNull();
    expect((await applySettlementTransition(t.db, 'dispute', { ...target, at: edge })).ok).toBe(true);
    expect(await applySettlementTransition(t.db, 'dispute', { ...target, at: edge })).toEqual({
      ok: false,
      reason: 'not-moved',
    });
  });
});

describe('applySettlementTransition under concurrency', () => {
  it('two disputes, and two orders of one due, at once: one wins each time', async () => {
    for (let round = 0; round < 4; round += 1) {
      const ride = await completed(3000);
      const due = (await rowOf(ride.booking.id))?.due ?? 0;
      const target = { bookingId: ride.booking.id, by: ride.customer };
      const disputes = await Promise.all([
        applySettlementTransition(t.db, 'dispute', target),
        applySettlementTransition(t.db, 'dispute', target),
      ]);
      expect(disputes.filter((o) => o.ok)).toHaveLength(1);
      const orders = await Promise.all(
        ['order_a', 'order_b'].map((id) =>
          applySettlementTransition(t.db, 'orderBalance', {
            ...target,
            given: { due },
            values: { dueOrderId: `${id}${round}` },
          }),
        ),
      );
      expect(orders.filter((o) => o.ok)).toHaveLength(1);
      expect((await rowOf(ride.booking.id))?.status).toBe('balanceDue');
    }
  });

  it('two captures of one balance order at once: one pays it, the other is refunded in full', async () => {
    const ride = await completed(3000);
    const order = await orderBalance(ride);
    const both = await effects(ride, async () => {
      const [first, second] = await Promise.all([capture(order), capture(order)]);
      expect([first.kind, second.kind].sort()).toEqual(['paid', 'refused']);
    });
    // one receipt: the winner's move
    expect(both.mails).toEqual(declared('payBalance').mails);
    expect((await rowOf(ride.booking.id))?.status).toBe('balancePaid');
  });
});

describe('the books', () => {
  it('add up after all of it', async () => {
    await expectBooksClean(t);
  });
});
