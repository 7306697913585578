import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_PAGE_SIZE } from '#shared/api/admin.ts';
import { adminMailsResponse, retryMailResponse } from '#shared/api/mails.ts';
import { msg } from '#shared/messages.ts';
import { admins, outbox } from '#server/db/schema/index.ts';
import { queueMail } from '#server/features/mail/outbox.ts';
import { bearer, createAdmin, createPartner, createUser, tokenFor } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { adminApi, signedInAdmin } from '../../test/kits/admin-test-kit.ts';

/*
 * The admin's Mails (issue #30): the outbox's undelivered mails (never their text) and Retry of a
 * failed one, on the real app (its outbox delivers in-process: no job system in this test app).
 */

let t: TestApp;
let api: ReturnType<typeof adminApi>;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  api = adminApi(t);
  admin = (await signedInAdmin(t)).headers;
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.db.delete(outbox);
});
afterEach(() => {
  vi.restoreAllMocks();
  t.app.deps.now = () => new Date();
});

const HOUR = 3_600_000;
const SECRET = 'Your code is 482913';

/** An outbox row as the delivery leaves it (failed after 24 h of refusals unless told otherwise). */
async function mailRow(overrides: Partial<typeof outbox.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(outbox)
    .values({
      to: 'rider@example.test',
      subject: 'Your booking is confirmed',
      text: SECRET,
      html: `<p>${SECRET}</p>`,
      kind: 'booking-confirmation',
      status: 'failed',
      attempts: 290,
      error: '550 5.1.1 mailbox unavailable',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no outbox row');
  return row;
}
const rowOf = async (id: string) => (await t.db.select().from(outbox).where(eq(outbox.id, id)))[0];

const list = async (query = '') => {
  const res = await api.call({ method: 'GET', url: `/api/admin/mails${query}`, headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.body).not.toContain('482913');
  return adminMailsResponse.parse(res.json());
};
const retry = (id: string, headers = admin) =>
  api.call({ method: 'POST', url: '/api/admin/retryMail', headers, payload: { id } });

describe('GET /api/admin/mails', () => {
  it('undelivered by default: pending, sending and failed, newest first, with counts; never the text', async () => {
    const base = Date.now() - 10 * HOUR;
    const at = (hours: number) => new Date(base + hours * HOUR);
    const failed = await mailRow({ createdAt: at(1) });
    const pending = await mailRow({
      status: 'pending',
      attempts: 2,
      nextAttemptAt: at(9),
      createdAt: at(2),
      kind: 'otp',
      subject: 'Your one-time code',
    });
    const sending = await mailRow({ status: 'sending', attempts: 1, error: null, createdAt: at(3) });
    const sent = await mailRow({ status: 'sent', attempts: 1, error: null, sentAt: at(5), createdAt: at(4) });

    const body = await list();
    expect(body.message).toBe(msg.mailsListed);
    expect(body.data.mails.map((m) => m.id)).toEqual([sending.id, pending.id, failed.id]);
    expect(body.data).toMatchObject({ page: 1, totalPages: 1, counts: { pending: 2, failed: 1 } });
    expect(body.data.mails[1]).toEqual({
      id: pending.id,
      to: 'rider@example.test',
      subject: 'Your one-time code',
      kind: 'otp',
      status: 'pending',
      attempts: 2,
      nextAttemptAt: at(9).toISOString(),
      error: '550 5.1.1 mailbox unavailable',
      createdAt: at(2).toISOString(),
      sentAt: null,
    });
    // only a waiting mail has a next try
    expect(body.data.mails[0]?.nextAttemptAt).toBeNull();
    expect(body.data.mails[2]).toMatchObject({ status: 'failed', nextAttemptAt: null, attempts: 290 });
    for (const mail of body.data.mails) expect(Object.keys(mail)).not.toContain('text');

    expect((await list('?status=undelivered')).data.mails).toHaveLength(3);
    expect((await list('?status=failed')).data.mails.map((m) => m.id)).toEqual([failed.id]);
    expect((await list('?status=pending')).data.mails.map((m) => m.id)).toEqual([sending.id, pending.id]);
    const sentList = await list('?status=sent');
    expect(sentList.data.mails.map((m) => m.id)).toEqual([sent.id]);
    expect(sentList.data.mails[0]?.sentAt).toBe(at(5).toISOString());
    // the counts are the same whatever the filter
    expect(sentList.data.counts).toEqual({ pending: 2, failed: 1 });
  });

  it('an empty outbox: no mails, page 1 of 0, zero counts', async () => {
    expect((await list()).data).toEqual({ mails: [], page: 1, totalPages: 0, counts: { pending: 0, failed: 0 } });
  });

  it(`pages of ${ADMIN_PAGE_SIZE}, never overlapping (same created time: id breaks the tie); past the end: the last page`, async () => {
    const createdAt = new Date(Date.now() - HOUR);
    await t.db.insert(outbox).values(
      Array.from({ length: ADMIN_PAGE_SIZE + 5 }, (_, i) => ({
        to: `r${i}@example.test`,
        subject: `Mail ${i}`,
        text: SECRET,
        kind: 'payout',
        status: 'failed' as const,
        attempts: 1,
        createdAt: i % 2 ? createdAt : new Date(createdAt.getTime() - i * 1000),
      })),
    );
    const first = await list('?status=failed');
    const second = await list('?status=failed&page=2');
    expect(first.data).toMatchObject({ page: 1, totalPages: 2 });
    expect(first.data.mails).toHaveLength(ADMIN_PAGE_SIZE);
    expect(second.data.mails).toHaveLength(5);
    const ids = [...first.data.mails, ...second.data.mails].map((m) => m.id);
    expect(new Set(ids).size).toBe(ADMIN_PAGE_SIZE + 5);
    const past = await list('?status=failed&page=9');
    expect(past.data.page).toBe(2);
    expect(past.data.mails.map((m) => m.id)).toEqual(second.data.mails.map((m) => m.id));
  });

  it('a bad filter or page is a 400 with a clear message', async () => {
    for (const [query, message] of [
      ['?status=delivered', msg.mailFilterInvalid],
      ['?status=', msg.mailFilterInvalid],
      ['?page=0', msg.invalidPage],
      ['?page=x', msg.invalidPage],
    ] as const) {
      const res = await api.call({ method: 'GET', url: `/api/admin/mails${query}`, headers: admin });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message });
    }
  });
});

describe('POST /api/admin/retryMail', () => {
  it('a mail refused for 24 h is failed and listed; Retry makes it pending and due now (attempts and error kept), then it is delivered', async () => {
    const deliver = vi.spyOn(t.app.deps.mailer, 'deliver').mockRejectedValue(new Error('421 4.7.0 try again later'));
    await queueMail(t.db, {
      to: 'partner@example.test',
      subject: 'Payout sent',
      text: SECRET,
      kind: 'payout',
      key: 'payout:test',
    });
    const [queued] = await t.db.select().from(outbox);
    if (!queued) throw new Error('not queued');
    // the last attempt of its day: refused, so given up
    t.app.deps.now = () => new Date(queued.createdAt.getTime() + 24 * HOUR);
    expect(await t.app.deps.outbox.deliverDue()).toMatchObject({ sent: 0, failed: 1 });

    const shown = (await list('?status=failed')).data;
    expect(shown.counts).toEqual({ pending: 0, failed: 1 });
    expect(shown.mails[0]).toMatchObject({
      id: queued.id,
      status: 'failed',
      attempts: 1,
      error: '421 4.7.0 try again later',
    });

    // the server is back; the app's clock says 25 h after the mail was written
    deliver.mockRestore();
    const clock = new Date(queued.createdAt.getTime() + 25 * HOUR);
    t.app.deps.now = () => clock;
    const delivered = t.mails.length;
    const res = await retry(queued.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = retryMailResponse.parse(res.json());
    expect(body.message).toBe(msg.mailRetried);
    expect(body.data).toMatchObject({
      id: queued.id,
      status: 'pending',
      attempts: 1,
      error: '421 4.7.0 try again later',
      nextAttemptAt: clock.toISOString(),
    });
    expect(res.body).not.toContain('482913');

    // the kick delivered it (in-process here; the mail-delivery job in the app)
    expect(t.mails.slice(delivered)).toEqual([
      expect.objectContaining({ to: 'partner@example.test', subject: 'Payout sent' }),
    ]);
    expect(await rowOf(queued.id)).toMatchObject({ status: 'sent', attempts: 2, error: null, sentAt: clock });
    expect((await list('?status=failed')).data.mails).toEqual([]);
    expect((await list('?status=sent')).data.mails.map((m) => m.id)).toEqual([queued.id]);
  });

  it('"due now" is the app’s clock: a retried mail refused again is failed again at once, with the new error', async () => {
    const mail = await mailRow({ createdAt: new Date(Date.now() - 30 * HOUR) });
    const clock = new Date(Date.now() - 2 * HOUR);
    t.app.deps.now = () => clock;
    // no delivery during the retry: the row as Retry leaves it
    const kick = vi.spyOn(t.app.deps.outbox, 'kick').mockResolvedValue();
    expect((await retry(mail.id)).statusCode).toBe(200);
    expect(kick).toHaveBeenCalledOnce();
    expect(await rowOf(mail.id)).toMatchObject({
      status: 'pending',
      nextAttemptAt: clock,
      attempts: 290,
      error: '550 5.1.1 mailbox unavailable',
    });

    vi.spyOn(t.app.deps.mailer, 'deliver').mockRejectedValue(new Error('554 5.7.1 relay denied'));
    expect(await t.app.deps.outbox.deliverDue()).toMatchObject({ failed: 1 });
    expect(await rowOf(mail.id)).toMatchObject({ status: 'failed', attempts: 291, error: '554 5.7.1 relay denied' });
  });

  it('a mail that is not failed is a 409 and stays as it was; an unknown id a 404, a malformed one a 400', async () => {
    for (const status of ['pending', 'sending', 'sent'] as const) {
      const mail = await mailRow({ status });
      const res = await retry(mail.id);
      expect(res.statusCode, status).toBe(409);
      expect(res.json()).toEqual({ success: false, message: msg.mailNotRetryable });
      expect((await rowOf(mail.id))?.status).toBe(status);
    }
    const unknown = await retry('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: msg.mailNotFound });
    const malformed = await retry('nope');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, message: msg.invalidId });
  });
});

describe('only an admin', () => {
  it('no token → 401; a customer’s or a partner’s → 403; a deleted admin’s → 401; the failed mail stays failed', async () => {
    const mail = await mailRow();
    const user = await createUser(t.db);
    const partner = await createPartner(t.db);
    const gone = await createAdmin(t.db);
    const goneHeaders = bearer(await tokenFor(t.app, 'admin', gone));
    await t.db.delete(admins).where(eq(admins.id, gone.id));
    for (const [headers, status, message] of [
      [{}, 401, msg.unauthorized],
      [bearer(await tokenFor(t.app, 'user', user)), 403, msg.forbidden],
      [bearer(await tokenFor(t.app, 'partner', partner)), 403, msg.forbidden],
      [goneHeaders, 401, msg.unauthorized],
    ] as const) {
      const listed = await api.call({ method: 'GET', url: '/api/admin/mails', headers });
      expect(listed.statusCode).toBe(status);
      expect(listed.json()).toEqual({ success: false, message });
      expect(listed.body).not.toContain('rider@example.test');
      const retried = await retry(mail.id, headers);
      expect(retried.statusCode).toBe(status);
    }
    expect((await rowOf(mail.id))?.status).toBe('failed');
  });
});
