import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeUserStatusResponse, usersResponse } from '#shared/api/admin.ts';
import { msg } from '#shared/messages.ts';
import { createUser, TEST_PASSWORD } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { adminApi, signedInAdmin, signedInUser } from '../../test/kits/admin-test-kit.ts';

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
  for (const body of api.bodies) expect(body).not.toMatch(/argon2|passwordHash|password_hash|license/i);
});

const users = async (query = '') =>
  usersResponse.parse((await api.call({ method: 'GET', url: `/api/admin/users${query}`, headers: admin })).json());
const changeStatus = (id: string) =>
  api.call({ method: 'PUT', url: `/api/admin/changeUserStatus?id=${id}`, headers: admin });
const userLogin = (email: string) =>
  api.call({ method: 'POST', url: '/api/login', payload: { email, password: TEST_PASSWORD } });

describe('GET /api/admin/users', () => {
  it('lists every customer, blocked ones included, newest first, with the list fields only', async () => {
    const older = await createUser(t.db, { createdAt: new Date(Date.now() - 60_000), image: '/uploads/a.png' });
    const blocked = await createUser(t.db, { status: false, fname: 'Blocked' });
    const body = await users();
    expect(body.success).toBe(true);
    const mine = body.user.filter((u) => [older.id, blocked.id].includes(u._id));
    expect(mine).toEqual([
      {
        _id: blocked.id,
        fname: 'Blocked',
        lname: 'Rider',
        email: blocked.email,
        mobile: blocked.mobile,
        image: null,
        status: false,
        createdAt: blocked.createdAt.toISOString(),
      },
      expect.objectContaining({ _id: older.id, image: '/uploads/a.png', status: true }),
    ]);
    const times = body.user.map((u) => u.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('pages when asked: 20 a page, pages never overlap', async () => {
    for (let i = 0; i < 25; i++) await createUser(t.db);
    const all = (await users()).user;
    const first = await users('?page=1');
    const second = await users('?page=2');
    expect(first).toMatchObject({ page: 1, totalPages: Math.ceil(all.length / 20) });
    expect(first.user).toEqual(all.slice(0, 20));
    expect(second.user).toEqual(all.slice(20, 40));
  });
});

describe('PUT /api/admin/changeUserStatus', () => {
  it('blocking refuses the user’s open session on their next call and their login; unblocking lets them log in again, the old token stays revoked', async () => {
    const { user, headers } = await signedInUser(t);
    expect((await api.call({ method: 'POST', url: '/api/checkIfUser', headers })).statusCode).toBe(200);

    const res = await changeStatus(user.id);
    expect(res.statusCode).toBe(200);
    const body = changeUserStatusResponse.parse(res.json());
    expect(body.message).toBe(msg.userBlocked);
    expect(body.updatedUser).toEqual({
      _id: user.id,
      fname: user.fname,
      lname: user.lname,
      email: user.email,
      mobile: user.mobile,
      image: null,
      status: false,
      createdAt: user.createdAt.toISOString(),
    });

    const refused = await api.call({ method: 'POST', url: '/api/checkIfUser', headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, message: msg.accountBlocked });
    const login = await userLogin(user.email);
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(msg.accountBlocked);
    expect((await users()).user.find((u) => u._id === user.id)?.status).toBe(false);

    const unblocked = await changeStatus(user.id);
    expect(unblocked.json()).toMatchObject({ message: msg.userUnblocked, updatedUser: { status: true } });
    // the block revoked the old token; logging in again works
    expect((await api.call({ method: 'POST', url: '/api/checkIfUser', headers })).statusCode).toBe(401);
    expect((await userLogin(user.email)).statusCode).toBe(200);
  });
});
