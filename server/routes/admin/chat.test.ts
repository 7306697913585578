import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg, SENDER_ADMIN, SENDER_USER } from '#shared/messages.ts';
import { chatMessages } from '#server/db/schema/index.ts';
import { bearer, createAdmin, createPartner, createUser, tokenFor } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
let adminHeaders: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  adminHeaders = bearer(await tokenFor(t.app, 'admin', await createAdmin(t.db)));
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/admin/fetchChat and fetchIndividualChat', () => {
  it('lists one row per conversation, newest first, with the latest text and the unanswered count', async () => {
    const base = Date.now() - 3_600_000;
    const asha = await createUser(t.db, { fname: 'Asha', lname: 'Nair', image: '/uploads/asha.png' });
    const ravi = await createUser(t.db, { fname: 'Ravi', lname: 'Kumar' });
    const meera = await createUser(t.db, { fname: 'Meera', lname: 'Iyer' });
    await createUser(t.db, { fname: 'Silent', lname: 'Never' });
    const at = (minutes: number) => new Date(base + minutes * 60_000);
    await t.db.insert(chatMessages).values([
      // Asha: two questions, an answer, then two more questions → 2 unread
      { userId: asha.id, sender: SENDER_USER, text: 'q1', createdAt: at(1) },
      { userId: asha.id, sender: SENDER_USER, text: 'q2', createdAt: at(2) },
      { userId: asha.id, sender: SENDER_ADMIN, text: 'a1', createdAt: at(3) },
      { userId: asha.id, sender: SENDER_USER, text: 'q3', createdAt: at(10) },
      { userId: asha.id, sender: SENDER_USER, text: 'q4 latest of Asha', createdAt: at(11) },
      // Ravi: never answered → 3 unread; his last message is the newest of all
      { userId: ravi.id, sender: SENDER_USER, text: 'r1', createdAt: at(4) },
      { userId: ravi.id, sender: SENDER_USER, text: 'r2', createdAt: at(5) },
      { userId: ravi.id, sender: SENDER_USER, text: 'r3 latest of all', createdAt: at(20) },
      // Meera: answered last → 0 unread; oldest activity
      { userId: meera.id, sender: SENDER_USER, text: 'm1', createdAt: at(6) },
      { userId: meera.id, sender: SENDER_ADMIN, text: 'answered', createdAt: at(7) },
    ]);

    const res = await get('/api/admin/fetchChat', adminHeaders);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'ok',
      data: [
        {
          userDetails: { _id: ravi.id, image: null, fname: 'Ravi', lname: 'Kumar' },
          time: at(20).toISOString(),
          text: 'r3 latest of all',
          sender: SENDER_USER,
          unread: 3,
        },
        {
          userDetails: { _id: asha.id, image: '/uploads/asha.png', fname: 'Asha', lname: 'Nair' },
          time: at(11).toISOString(),
          text: 'q4 latest of Asha',
          sender: SENDER_USER,
          unread: 2,
        },
        {
          userDetails: { _id: meera.id, image: null, fname: 'Meera', lname: 'Iyer' },
          time: at(7).toISOString(),
          text: 'answered',
          sender: SENDER_ADMIN,
          unread: 0,
        },
      ],
    });

    const one = await get(`/api/admin/fetchIndividualChat?id=${asha.id}`, adminHeaders);
    expect(one.statusCode).toBe(200);
    expect((one.json().data as { sender: string; text: string }[]).map((m) => [m.sender, m.text])).toEqual([
      [SENDER_USER, 'q1'],
      [SENDER_USER, 'q2'],
      [SENDER_ADMIN, 'a1'],
      [SENDER_USER, 'q3'],
      [SENDER_USER, 'q4 latest of Asha'],
    ]);
  });

  it('answers an empty conversation for a customer without messages, 404 for an unknown one, 400 for a bad id', async () => {
    const user = await createUser(t.db);
    expect((await get(`/api/admin/fetchIndividualChat?id=${user.id}`, adminHeaders)).json()).toEqual({
      success: true,
      message: 'ok',
      data: [],
    });
    const unknown = await get('/api/admin/fetchIndividualChat?id=00000000-0000-4000-8000-000000000000', adminHeaders);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(msg.userNotFound);
    const bad = await get('/api/admin/fetchIndividualChat?id=nope', adminHeaders);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(msg.invalidId);
  });

  it.each(['/api/admin/fetchChat', '/api/admin/fetchIndividualChat?id=00000000-0000-4000-8000-000000000000'])(
    '%s needs an admin token: none 401, a customer or partner token 403',
    async (url) => {
      const none = await get(url);
      expect(none.statusCode).toBe(401);
      expect(none.json()).toEqual({ success: false, message: msg.unauthorized });
      const user = await createUser(t.db);
      expect((await get(url, bearer(await tokenFor(t.app, 'user', user)))).statusCode).toBe(403);
      const partner = await createPartner(t.db);
      expect((await get(url, bearer(await tokenFor(t.app, 'partner', partner)))).statusCode).toBe(403);
    },
  );
});
