import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_HISTORY_LIMIT } from '#shared/api/chat.ts';
import { msg, SENDER_ADMIN, SENDER_USER } from '#shared/messages.ts';
import { chatMessages } from '#server/db/schema/index.ts';
import { bearer, createAdmin, createPartner, createUser, tokenFor } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const fetchChat = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/fetchIndividualChat', headers });

describe('GET /api/fetchIndividualChat', () => {
  it("answers the caller's own conversation, oldest first, and nobody else's", async () => {
    const asha = await createUser(t.db);
    const ravi = await createUser(t.db);
    const start = Date.now() - 60_000;
    await t.db.insert(chatMessages).values([
      { userId: asha.id, sender: SENDER_USER, text: 'Hi', createdAt: new Date(start) },
      { userId: ravi.id, sender: SENDER_USER, text: "Ravi's question", createdAt: new Date(start + 500) },
      { userId: asha.id, sender: SENDER_ADMIN, text: 'Hello, how can we help?', createdAt: new Date(start + 1_000) },
      { userId: asha.id, sender: SENDER_USER, text: '<b>bold</b> & https://example.test', createdAt: new Date(start + 2_000) },
    ]);

    const res = await fetchChat(bearer(await tokenFor(t.app, 'user', asha)));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data).toEqual([
      { _id: expect.any(String), user: asha.id, sender: SENDER_USER, text: 'Hi', time: new Date(start).toISOString() },
      {
        _id: expect.any(String),
        user: asha.id,
        sender: SENDER_ADMIN,
        text: 'Hello, how can we help?',
        time: new Date(start + 1_000).toISOString(),
      },
      // stored and answered as typed: the client renders it as text
      {
        _id: expect.any(String),
        user: asha.id,
        sender: SENDER_USER,
        text: '<b>bold</b> & https://example.test',
        time: new Date(start + 2_000).toISOString(),
      },
    ]);
  });

  it('answers an empty list to a customer who never wrote', async () => {
    const user = await createUser(t.db);
    const res = await fetchChat(bearer(await tokenFor(t.app, 'user', user)));
    expect(res.json()).toEqual({ success: true, message: 'ok', data: [] });
  });

  it(`answers only the latest ${CHAT_HISTORY_LIMIT} messages, still oldest first`, async () => {
    const user = await createUser(t.db);
    const start = Date.now() - 1_000_000;
    await t.db.insert(chatMessages).values(
      Array.from(
        { length: CHAT_HISTORY_LIMIT + 5 },
        (_, i): typeof chatMessages.$inferInsert => ({
          userId: user.id,
          sender: SENDER_USER,
          text: `m${i}`,
          createdAt: new Date(start + i * 1_000),
        }),
      ),
    );
    const data = (await fetchChat(bearer(await tokenFor(t.app, 'user', user)))).json().data as { text: string }[];
    expect(data).toHaveLength(CHAT_HISTORY_LIMIT);
    expect(data[0]?.text).toBe('m5');
    expect(data.at(-1)?.text).toBe(`m${CHAT_HISTORY_LIMIT + 4}`);
  });

  it('needs a live customer token: none 401, a partner or admin token 403, a blocked account 403', async () => {
    expect((await fetchChat()).statusCode).toBe(401);
    expect((await fetchChat()).json()).toEqual({ success: false, message: msg.unauthorized });
    const partner = await createPartner(t.db);
    expect((await fetchChat(bearer(await tokenFor(t.app, 'partner', partner)))).statusCode).toBe(403);
    const admin = await createAdmin(t.db);
    expect((await fetchChat(bearer(await tokenFor(t.app, 'admin', admin)))).statusCode).toBe(403);
    const blocked = await createUser(t.db, { status: false });
    const res = await fetchChat(bearer(await tokenFor(t.app, 'user', blocked)));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(msg.accountBlocked);
  });
});
