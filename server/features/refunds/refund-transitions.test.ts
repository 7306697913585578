import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refunds } from '#server/db/schema/index.ts';
import { declaredEffects, effectsOf, type MoveEffects } from '#server/test/kits/transition-effects-kit.ts';
import { postRefundProcessed } from '#server/features/journal/post-cash-events.ts';
import { RefundDeclinedError } from '#server/features/payments/payment-provider.ts';
import { bookingTransitions } from '#server/features/rentals/booking-transitions.ts';
import { cancelWithRefund } from '#server/features/rentals/cancel/cancel-with-refund.ts';
import { expectBooksClean } from '#server/test/kits/finance-test-kit.ts';
import { paidRide } from '#server/test/kits/cancellation-test-kit.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { applyRefundEvent } from './apply-refund-event.ts';
import { applyRefundTransition, type RefundTarget } from './apply-refund-transition.ts';
import { processRefund, type ProcessRefundDeps } from './process-refund.ts';
import { refundTransitions, type RefundMoveName } from './refund-transitions.ts';
import { retryRefund } from './retry-refund.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const system = { role: 'system' } as const;
const provider = { role: 'provider' } as const;
const admin = { role: 'admin' } as const;
const rid = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

/** A provider that refunds (a new refund id each time), fails for a moment, or declines. */
function fakeProvider(answer: 'refund' | 'transient' | 'decline'): ProcessRefundDeps['provider'] {
  return {
    name: 'sandbox',
    refund: async () => {
      if (answer === 'transient') throw new Error('socket hang up');
      if (answer === 'decline') throw new RefundDeclinedError('The payment was refunded in full already');
      return { id: rid('rfnd'), amount: 0 };
    },
    findRefund: async () => null,
  };
}

/**
 * A paid ride (₹1000, ₹500 deposit) cancelled by an admin with the full amount back through the real
 * cancellation (cancelWithRefund): its pending refund, and what the cancellation wrote (journal events,
 * mails).
 */
async function cancelled() {
  const ride = await paidRide(t, { deposit: 500 });
  let outcome: Awaited<ReturnType<typeof cancelWithRefund>> | undefined;
  const effects = await effectsOf(t.db, ride.booking.id, async () => {
    outcome = await cancelWithRefund(t.db, { bookingId: ride.booking.id, by: admin, rule: 'full', at: new Date() });
  });
  if (!outcome?.refund) throw new Error('no refund');
  return { ride, refund: outcome.refund, effects };
}

const rowOf = async (id: string) => (await t.db.select().from(refunds).where(eq(refunds.id, id)))[0];

/** What the named moves declare together (journal events, mails). */
const declared = (...names: RefundMoveName[]) => declaredEffects(...names.map((name) => refundTransitions[name]));

/** What the call `move` wrote for the refund's ride (journal events, mails). */
const effects = (refund: { bookingId: string }, move: () => Promise<unknown>) =>
  effectsOf(t.db, refund.bookingId, move);

const none: MoveEffects = { events: [], mails: [] };

const webhook = (refund: { providerPaymentId: string; idempotencyKey: string; amount: number }, id = rid('rfnd')) => ({
  id,
  paymentId: refund.providerPaymentId,
  amount: refund.amount * 100,
  idempotencyKey: refund.idempotencyKey,
});

describe('the refund transition table', () => {
  it('names one actor and a target state for every move; only record writes a refund', () => {
    const moves = Object.entries(refundTransitions).map(([name, m]) => [name, m.from, m.to, m.actor]);
    expect(moves).toEqual([
      ['record', null, 'pending', 'system'],
      ['claim', ['pending'], 'pending', 'system'],
      ['postpone', ['pending'], 'pending', 'system'],
      ['process', ['pending'], 'processed', 'system'],
      ['fail', ['pending'], 'failed', 'system'],
      ['confirmByProvider', ['pending', 'failed'], 'processed', 'provider'],
      ['failByProvider', ['pending'], 'failed', 'provider'],
      ['reverseByProvider', ['processed'], 'failed', 'provider'],
      ['retry', ['failed'], 'pending', 'admin'],
    ]);
  });
});

describe('each move by its actor, through the call that makes it: its state, and the postings and mails it declares', () => {
  it("record: the admin's cancellation writes the refund, pending, with the cancellation's posting and mails", async () => {
    const { refund, effects: written } = await cancelled();
    expect(refund.status).toBe('pending');
    expect(written).toEqual(declaredEffects(bookingTransitions.cancelByAdmin, refundTransitions.record));
  });

  it('claim and process: processRefund carries it out; the cash goes out in the journal, the customer is mailed', async () => {
    const { refund } = await cancelled();
    const done = await effects(refund, () => processRefund({ db: t.db, provider: fakeProvider('refund') }, refund.id));
    expect(done).toEqual(declared('claim', 'process'));
    expect(await rowOf(refund.id)).toMatchObject({ status: 'processed', attempts: 1, lastError: null });
    // processed: the job finds nothing to do, and mails nothing again
    const again = await effects(refund, () => processRefund({ db: t.db, provider: fakeProvider('refund') }, refund.id));
    expect(again).toEqual(none);
  });

  it('claim and postpone: a transient failure keeps it pending, tried again later; nothing posted or mailed', async () => {
    const { refund } = await cancelled();
    const later = await effects(refund, () =>
      processRefund({ db: t.db, provider: fakeProvider('transient') }, refund.id),
    );
    expect(later).toEqual(declared('claim', 'postpone'));
    const row = await rowOf(refund.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'socket hang up' });
    expect(row?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
  });

  it("fail, then an admin's retry: pending again, due now, its history kept; nothing posted or mailed", async () => {
    const { refund } = await cancelled();
    const failed = await effects(refund, () =>
      processRefund({ db: t.db, provider: fakeProvider('decline') }, refund.id),
    );
    expect(failed).toEqual(declared('claim', 'fail'));
    expect((await rowOf(refund.id))?.status).toBe('failed');
    const retried = await effects(refund, () => retryRefund(t.app.deps.database, refund.id));
    expect(retried).toEqual(declared('retry'));
    expect(await rowOf(refund.id)).toMatchObject({ status: 'pending', attempts: 1 });
    // and carried out on the next attempt
    const done = await effects(refund, () => processRefund({ db: t.db, provider: fakeProvider('refund') }, refund.id));
    expect(done).toEqual(declared('claim', 'process'));
    expect((await rowOf(refund.id))?.status).toBe('processed');
  });

  it("the provider's word: confirmed (of a pending refund), failed (pending), reversed (processed)", async () => {
    const confirmed = await cancelled();
    const done = await effects(confirmed.refund, () => applyRefundEvent(t.db, 'processed', webhook(confirmed.refund)));
    expect(done).toEqual(declared('confirmByProvider'));
    expect((await rowOf(confirmed.refund.id))?.status).toBe('processed');
    // the same word again moves nothing, posts and mails nothing
    const twice = await effects(confirmed.refund, () => applyRefundEvent(t.db, 'processed', webhook(confirmed.refund)));
    expect(twice).toEqual(none);

    const failed = await cancelled();
    const notPaid = await effects(failed.refund, () => applyRefundEvent(t.db, 'failed', webhook(failed.refund)));
    expect(notPaid).toEqual(declared('failByProvider'));
    expect((await rowOf(failed.refund.id))?.status).toBe('failed');

    const reversed = await effects(confirmed.refund, () => applyRefundEvent(t.db, 'failed', webhook(confirmed.refund)));
    expect(reversed).toEqual(declared('reverseByProvider'));
    expect((await rowOf(confirmed.refund.id))?.status).toBe('failed');
  });

  it('confirmByProvider of a refund the job had given up on', async () => {
    const { refund } = await cancelled();
    await processRefund({ db: t.db, provider: fakeProvider('decline') }, refund.id);
    const done = await effects(refund, () => applyRefundEvent(t.db, 'processed', webhook(refund)));
    expect(done).toEqual(declared('confirmByProvider'));
    expect((await rowOf(refund.id))?.status).toBe('processed');
  });
});

describe('applyRefundTransition refuses, and changes nothing (no posting, no mail)', () => {
  it('a caller whose role may not make the move', async () => {
    const { refund } = await cancelled();
    const tries: [RefundMoveName, RefundTarget['by']][] = [
      ['claim', admin],
      ['process', provider],
      ['confirmByProvider', system],
      ['failByProvider', admin],
      ['retry', system],
      ['fail', admin],
    ];
    const refused = await effects(refund, async () => {
      for (const [name, by] of tries) {
        expect(await applyRefundTransition(t.db, name, { refundId: refund.id, by, claim: 0 })).toEqual({
          ok: false,
          reason: 'not-allowed',
        });
      }
    });
    expect(refused).toEqual(none);
    expect(await rowOf(refund.id)).toEqual(refund);
  });

  it('a refund in a state the move does not leave, not due, or a claim no longer the caller’s', async () => {
    const { refund } = await cancelled();
    const lease = { attempts: sql`${refunds.attempts} + 1`, nextAttemptAt: sql`now() + interval '2 minutes'` };
    // pending: an admin cannot retry it, the provider cannot reverse it
    expect(await applyRefundTransition(t.db, 'retry', { refundId: refund.id, by: admin })).toEqual({
      ok: false,
      reason: 'not-moved',
    });
    expect(await applyRefundTransition(t.db, 'reverseByProvider', { refundId: refund.id, by: provider })).toEqual({
      ok: false,
      reason: 'not-moved',
    });
    const claimed = await applyRefundTransition(t.db, 'claim', { refundId: refund.id, by: system, values: lease });
    expect(claimed.ok).toBe(true);
    const held = await rowOf(refund.id);
    // claimed: not due for a second worker; a stale claim cannot write the outcome
    expect(await applyRefundTransition(t.db, 'claim', { refundId: refund.id, by: system, values: lease })).toEqual({
      ok: false,
      reason: 'not-moved',
    });
    for (const name of ['process', 'fail', 'postpone'] as const) {
      expect(await applyRefundTransition(t.db, name, { refundId: refund.id, by: system, claim: 0 })).toEqual({
        ok: false,
        reason: 'not-moved',
      });
    }
    expect(await rowOf(refund.id)).toEqual(held);
    // processed: final for the job; the provider's processed again changes nothing
    const done = await applyRefundTransition(t.db, 'process', {
      refundId: refund.id,
      by: system,
      claim: held?.attempts ?? 1,
      values: { providerRefundId: rid('rfnd'), processedAt: sql`now()` },
    });
    if (!done.ok) throw new Error('not processed');
    // as its caller does in the same transaction: the cash out, so the books still add up
    await postRefundProcessed(t.db, done.row);
    const processed = await rowOf(refund.id);
    const refused = await effects(refund, async () => {
      for (const [name, by] of [
        ['claim', system],
        ['retry', admin],
        ['confirmByProvider', provider],
        ['failByProvider', provider],
      ] as const) {
        expect(await applyRefundTransition(t.db, name, { refundId: refund.id, by })).toEqual({
          ok: false,
          reason: 'not-moved',
        });
      }
    });
    expect(refused).toEqual(none);
    expect(await rowOf(refund.id)).toEqual(processed);
    // a move that names a column its transition does not set is a programming error
    await expect(
      applyRefundTransition(t.db, 'retry', { refundId: refund.id, by: admin, values: { lastError: null } }),
    ).rejects.toThrow('retry does not set lastError');
  });
});

describe('applyRefundTransition under concurrency', () => {
  it('two workers claiming one refund at once: one claim, one attempt counted', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { refund } = await cancelled();
      const lease = { attempts: sql`${refunds.attempts} + 1`, nextAttemptAt: sql`now() + interval '2 minutes'` };
      const claims = await Promise.all([
        applyRefundTransition(t.db, 'claim', { refundId: refund.id, by: system, values: lease }),
        applyRefundTransition(t.db, 'claim', { refundId: refund.id, by: system, values: lease }),
      ]);
      expect(claims.filter((o) => o.ok)).toHaveLength(1);
      expect((await rowOf(refund.id))?.attempts).toBe(1);
    }
  });

  it("the job's outcome against the provider's failure, and two admins' retries: one move each time", async () => {
    const { refund } = await cancelled();
    const claimed = await applyRefundTransition(t.db, 'claim', {
      refundId: refund.id,
      by: system,
      values: { attempts: sql`${refunds.attempts} + 1`, nextAttemptAt: sql`now() + interval '2 minutes'` },
    });
    if (!claimed.ok) throw new Error('not claimed');
    const race = await Promise.all([
      applyRefundTransition(t.db, 'fail', {
        refundId: refund.id,
        by: system,
        claim: claimed.row.attempts,
        values: { lastError: 'declined' },
      }),
      applyRefundTransition(t.db, 'failByProvider', {
        refundId: refund.id,
        by: provider,
        values: { lastError: 'The provider reports it failed' },
      }),
    ]);
    expect(race.filter((o) => o.ok)).toHaveLength(1);
    expect((await rowOf(refund.id))?.status).toBe('failed');
    const retries = await Promise.all([
      applyRefundTransition(t.db, 'retry', { refundId: refund.id, by: admin, values: { nextAttemptAt: sql`now()` } }),
      applyRefundTransition(t.db, 'retry', { refundId: refund.id, by: admin, values: { nextAttemptAt: sql`now()` } }),
    ]);
    expect(retries.filter((o) => o.ok)).toHaveLength(1);
    expect((await rowOf(refund.id))?.status).toBe('pending');
  });
});

describe('the books', () => {
  it('add up after all of it', async () => {
    await expectBooksClean(t);
  });
});
