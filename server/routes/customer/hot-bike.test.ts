import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookBikeResponse } from '#shared/api/booking.ts';
import { msg } from '#shared/messages.ts';
import { bookings } from '#server/db/schema/index.ts';
import { freeBikeIndexOf } from '#server/features/search/free-bike-index.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { bookBody, futureWindow, listedBike, paymentCalls, signedInUser } from '../../test/kits/booking-test-kit.ts';

/*
 * Issue 21: impatient customers on one hot bike. Every customer presses 'Make payment' several times at
 * once (a double click, a client retrying); on PostgreSQL the calls run on separate connections.
 */

let t: TestApp;
let api: ReturnType<typeof paymentCalls>;
beforeAll(async () => {
  t = await createTestApp();
  api = paymentCalls(t);
});
afterAll(async () => {
  await t.close();
});

const liveHoldsOf = (bikeId: string) =>
  t.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.bikeId, bikeId), eq(bookings.status, 'pending'), sql`${bookings.holdExpiresAt} > now()`));

describe('bookbike on a hot bike', () => {
  it('of 10 customers × 5 concurrent repeats: no 5xx, one live hold, every repeat of the winner gets its order', async () => {
    const fixture = await listedBike(t);
    const window = futureWindow(45, 1);
    const customers = await Promise.all(Array.from({ length: 10 }, () => signedInUser(t)));
    const calls = customers.flatMap(({ headers }, customer) =>
      Array.from({ length: 5 }, () => ({ customer, call: api.bookbike(headers, bookBody(fixture, window)) })),
    );
    const answers = await Promise.all(calls.map(async ({ customer, call }) => ({ customer, res: await call })));
    const codes = answers.map(({ res }) => res.statusCode);
    expect(
      codes.filter((code) => code >= 500),
      answers.map(({ res }) => res.body).join('\n'),
    ).toEqual([]);
    const holds = await liveHoldsOf(fixture.bike.id);
    expect(holds).toHaveLength(1);
    const [hold] = holds;
    expect(hold?.providerOrderId).toBeTruthy();

    const winners = answers.filter(({ res }) => res.statusCode === 200);
    expect(new Set(winners.map(({ customer }) => customer)).size).toBe(1);
    // every repeat of the winner answers the same hold and order, for the same amount
    expect(winners).toHaveLength(5);
    for (const { res } of winners) {
      const data = res.json().data;
      expect(data).toMatchObject({
        id: hold?.providerOrderId,
        bookingId: hold?.id,
        amount: (hold?.grandTotal ?? 0) * 100,
      });
    }
    for (const { res } of answers) if (res.statusCode !== 200) expect(res.statusCode).toBe(409);
  });

  it('of 7 customers × 3 repeats, each with a window of their own overlapping the others, one live hold and no 5xx', async () => {
    const fixture = await listedBike(t);
    const customers = await Promise.all(Array.from({ length: 7 }, () => signedInUser(t)));
    const answers = await Promise.all(
      customers.flatMap(({ headers }, i) =>
        Array.from({ length: 3 }, () => api.bookbike(headers, bookBody(fixture, futureWindow(50, 1 + (i % 3))))),
      ),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(
      codes.filter((code) => code !== 200 && code !== 409),
      answers.map((res) => res.body).join('\n'),
    ).toEqual([]);
    expect(await liveHoldsOf(fixture.bike.id)).toHaveLength(1);
  });
});

describe('bookbike refused from memory (issue #35)', () => {
  it("the losers of a held bike get the same 409 without a query's worth of work: nothing written, the winner's repeat still answered", async () => {
    const fixture = await listedBike(t);
    const window = futureWindow(58, 1);
    const winner = await signedInUser(t);
    const won = await api.bookbike(winner.headers, bookBody(fixture, window));
    expect(won.statusCode, won.body).toBe(200);
    const index = freeBikeIndexOf(t.db);
    if (!index) throw new Error('the app has no free-bike index');
    const refusedBefore = index.refused;
    const rowsBefore = await t.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.bikeId, fixture.bike.id));

    const losers = await Promise.all(Array.from({ length: 5 }, () => signedInUser(t)));
    const answers = await Promise.all(losers.map(({ headers }) => api.bookbike(headers, bookBody(fixture, window))));
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe(msg.bikeNotAvailable);
    }
    expect(index.refused).toBe(refusedBefore + 5);
    expect(await t.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.bikeId, fixture.bike.id))).toEqual(
      rowsBefore,
    );
    // the winner's own hold never refuses them: the repeat answers it
    const again = await api.bookbike(winner.headers, bookBody(fixture, window));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(won.json());
    expect(index.refused).toBe(refusedBefore + 5);
  });
});

describe('bookbike with an Idempotency-Key', () => {
  const withKey = (headers: Record<string, string>, key: string) => ({ ...headers, 'idempotency-key': key });

  it('answers any repeat with the first answer, even after the customer changed the hold; another body is a 409', async () => {
    const { headers } = await signedInUser(t);
    const fixture = await listedBike(t);
    const window = futureWindow(55, 1);
    const first = await api.bookbike(withKey(headers, 'click-1'), bookBody(fixture, window));
    expect(first.statusCode, first.body).toBe(200);
    const repeats = await Promise.all(
      Array.from({ length: 3 }, () => api.bookbike(withKey(headers, 'click-1'), bookBody(fixture, window))),
    );
    for (const res of repeats) expect(res.json()).toEqual(first.json());

    const changed = await api.bookbike(withKey(headers, 'click-1'), bookBody(fixture, window, { helmet: 2 }));
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe(msg.idempotencyKeyReused);
    expect((await liveHoldsOf(fixture.bike.id)).map((h) => h.id)).toEqual([first.json().data.bookingId]);

    // a new key with a changed request replaces the hold as without keys
    const replaced = await api.bookbike(withKey(headers, 'click-2'), bookBody(fixture, window, { helmet: 2 }));
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data.bookingId).not.toBe(first.json().data.bookingId);
  });

  it('of 5 concurrent first calls with one key, all get the same hold and order', async () => {
    const { headers } = await signedInUser(t);
    const fixture = await listedBike(t);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => api.bookbike(withKey(headers, 'burst'), bookBody(fixture, futureWindow(56, 1)))),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((res) => bookBikeResponse.parse(res.json()).data.id)).size).toBe(1);
    expect(await liveHoldsOf(fixture.bike.id)).toHaveLength(1);
  });

  it('refuses an empty or over-long key (400)', async () => {
    const { headers } = await signedInUser(t);
    const fixture = await listedBike(t);
    const res = await api.bookbike(withKey(headers, 'k'.repeat(201)), bookBody(fixture, futureWindow(57, 1)));
    expect(res.statusCode).toBe(400);
  });
});
