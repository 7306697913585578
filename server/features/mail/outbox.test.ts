import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { outbox } from '#server/db/schema/messaging.ts';
import { createTestDatabase } from '#server/test/test-database.ts';
import type { Mail } from './mailer.ts';
import { RETRY_WINDOW_HOURS, retryDelaySeconds } from '#server/features/jobs/row-delivery.ts';
import { MAIL_LEASE_SECONDS, deliverDueMails, queueMail, type MailOutboxDeps } from './outbox.ts';

/*
 * The outbox's delivery (issue #30) with a clock the test controls: the retry times at their exact
 * edges, the 24 h window, the lease of a mail left by a dead process, and two deliveries at once.
 */

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(outbox);
});

const silent = { info: () => {}, error: () => {} };
const SECOND = 1000;

/** A transport that refuses while `down` and records what it accepted. */
function transport() {
  const state = { down: false, accepted: [] as (Mail & { id: string })[] };
  const mailer = {
    deliver: async (mail: Mail & { id: string }) => {
      if (state.down) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      await new Promise((resolve) => setTimeout(resolve, 5));
      state.accepted.push(mail);
    },
  };
  return { state, mailer };
}

function deps(mailer: MailOutboxDeps['mailer'], clock: { now: Date }): MailOutboxDeps {
  return { db: database.db, mailer, log: silent, now: () => clock.now };
}

async function rowOf(key: string) {
  const [row] = await database.db.select().from(outbox).where(eq(outbox.key, key));
  return row;
}

const mail = (key: string) => ({ to: `${key}@revon.test`, subject: key, text: 'hello', kind: 'cancellation' as const, key });

describe('retryDelaySeconds', () => {
  it('30 s doubling, at most 5 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 50, 10_000].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 300, 300, 300, 300]);
  });
});

describe('queueMail', () => {
  it('queues a keyed mail once, whatever the number of times its cause is applied', async () => {
    expect(await queueMail(database.db, mail('once'))).toBe(true);
    expect(await queueMail(database.db, mail('once'))).toBe(false);
    expect(await database.db.select().from(outbox).where(eq(outbox.key, 'once'))).toHaveLength(1);
    expect((await rowOf('once'))?.status).toBe('pending');
  });

  it('rolls back with its transaction: no change, no mail', async () => {
    await database.db
      .transaction(async (tx) => {
        await queueMail(tx, mail('rolled-back'));
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    expect(await rowOf('rolled-back')).toBeUndefined();
  });
});

describe('deliverDueMails', () => {
  it('sends a queued mail once and marks it sent', async () => {
    const { state, mailer } = transport();
    const clock = { now: new Date() };
    await queueMail(database.db, mail('sent-once'));
    const report = await deliverDueMails(deps(mailer, clock));
    expect(report).toMatchObject({ sent: 1, retrying: 0, failed: 0, nextDueAt: undefined });
    expect(await deliverDueMails(deps(mailer, clock))).toMatchObject({ sent: 0 });
    expect(state.accepted.map((m) => m.subject)).toEqual(['sent-once']);
    expect(await rowOf('sent-once')).toMatchObject({ status: 'sent', attempts: 1, error: null });
  });

  it('retries a refused mail at 30 s, 60 s, 120 s … (not a millisecond before), then sends it', async () => {
    const { state, mailer } = transport();
    const start = new Date('2026-11-27T10:00:00.000Z');
    const clock = { now: start };
    await queueMail(database.db, mail('retried'));
    state.down = true;
    let at = start.getTime();
    for (const delay of [30, 60, 120, 240, 300]) {
      clock.now = new Date(at);
      const report = await deliverDueMails(deps(mailer, clock));
      expect(report.retrying).toBe(1);
      expect(report.nextDueAt?.getTime()).toBe(at + delay * SECOND);
      // one millisecond before the retry: nothing is due
      clock.now = new Date(at + delay * SECOND - 1);
      expect(await deliverDueMails(deps(mailer, clock))).toMatchObject({ sent: 0, retrying: 0 });
      at += delay * SECOND;
    }
    state.down = false;
    clock.now = new Date(at);
    expect(await deliverDueMails(deps(mailer, clock))).toMatchObject({ sent: 1 });
    expect(await rowOf('retried')).toMatchObject({ status: 'sent', attempts: 6 });
    expect(state.accepted).toHaveLength(1);
  });

  it('gives up 24 h after the mail was written: failed, with its last error', async () => {
    const { state, mailer } = transport();
    await queueMail(database.db, mail('given-up'));
    const written = (await rowOf('given-up'))?.createdAt ?? new Date();
    state.down = true;
    // the last attempt whose retry still falls inside the window keeps it pending
    const clock = { now: new Date(written.getTime() + RETRY_WINDOW_HOURS * 3_600_000 - 300 * SECOND) };
    await database.db.update(outbox).set({ attempts: 10 }).where(eq(outbox.key, 'given-up'));
    expect(await deliverDueMails(deps(mailer, clock))).toMatchObject({ retrying: 1, failed: 0 });
    clock.now = new Date(clock.now.getTime() + 300 * SECOND + 1);
    expect(await deliverDueMails(deps(mailer, clock))).toMatchObject({ retrying: 0, failed: 1, nextDueAt: undefined });
    const row = await rowOf('given-up');
    expect(row).toMatchObject({ status: 'failed' });
    expect(row?.error).toMatch(/ECONNREFUSED/);
  });

  it('a mail left `sending` by a process that died is sent again once its lease ran out, not before', async () => {
    const { state, mailer } = transport();
    const now = new Date('2026-11-27T12:00:00.000Z');
    await queueMail(database.db, mail('orphan'));
    const leaseUntil = new Date(now.getTime() + MAIL_LEASE_SECONDS * SECOND);
    await database.db
      .update(outbox)
      .set({ status: 'sending', attempts: 1, leaseUntil })
      .where(eq(outbox.key, 'orphan'));
    expect(await deliverDueMails(deps(mailer, { now: new Date(leaseUntil.getTime() - 1) }))).toMatchObject({
      sent: 0,
      nextDueAt: leaseUntil,
    });
    expect(await deliverDueMails(deps(mailer, { now: leaseUntil }))).toMatchObject({ sent: 1 });
    expect(state.accepted.map((m) => m.subject)).toEqual(['orphan']);
    expect(await rowOf('orphan')).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('four deliveries at once send each of 30 mails exactly once', async () => {
    const { state, mailer } = transport();
    const clock = { now: new Date() };
    for (let i = 0; i < 30; i += 1) await queueMail(database.db, mail(`parallel-${i}`));
    const reports = await Promise.all([1, 2, 3, 4].map(() => deliverDueMails(deps(mailer, clock))));
    expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(30);
    const subjects = state.accepted.map((m) => m.subject);
    expect(new Set(subjects).size).toBe(30);
    expect(subjects).toHaveLength(30);
  });
});
