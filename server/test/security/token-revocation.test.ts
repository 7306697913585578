import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '#shared/messages.ts';
import { TEST_PASSWORD, bearer, createAdmin, createPartner, createUser, tokenFor } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { latestOtp } from '#server/test/kits/account-test-kit.ts';
import { injectFresh } from './route-samples-fixtures.ts';

/*
 * Sessions end when they must: a password reset (OTP) ends every session opened before it, a block
 * stops every session on its next call. Tokens here come from real logins, not from the factories.
 */

let t: TestApp;
let adminHeaders: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  adminHeaders = bearer(await tokenFor(t.app, 'admin', await createAdmin(t.db)));
});
afterAll(async () => {
  await t.close();
});

const NEW_PASSWORD = 'Fresh@Pass42';

const areas = {
  user: {
    base: '/api',
    check: '/api/checkIfUser',
    // a second guarded call, so the refusal is the guard's and not one route's
    other: { method: 'POST', url: '/api/userRides' },
    reset: { forget: '/api/forgetpassword', verify: '/api/verifyForgotOtp' },
    block: (id: string) => `/api/admin/changeUserStatus?id=${id}`,
    create: () => createUser(t.db),
  },
  partner: {
    base: '/api/partner',
    check: '/api/partner/checkIfPartner',
    other: { method: 'GET', url: '/api/partner/viewBikes?page=1' },
    reset: { forget: '/api/partner/forgetpassword', verify: '/api/partner/verifyForgotOtp' },
    block: (id: string) => `/api/admin/changeStatus?id=${id}`,
    create: () => createPartner(t.db),
  },
} as const;
type Area = keyof typeof areas;

async function logIn(area: Area, email: string, password: string) {
  return injectFresh(t, { method: 'POST', url: `${areas[area].base}/login`, payload: { email, password } });
}

async function sessionOf(area: Area, email: string, password = TEST_PASSWORD): Promise<string> {
  const res = await logIn(area, email, password);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { token: string } }>().data.token;
}

/** The answers of two guarded calls of the area with `token`. */
async function callsWith(area: Area, token: string) {
  const { check, other } = areas[area];
  const checked = await injectFresh(t, { method: 'POST', url: check, headers: bearer(token) });
  const second = await injectFresh(t, { ...other, headers: bearer(token) });
  return [checked, second].map((res) => ({ status: res.statusCode, message: res.json<{ message: string }>().message }));
}

const works = [
  { status: 200, message: expect.any(String) },
  { status: 200, message: expect.any(String) },
];
const twice = (status: number, message: string) => [
  { status, message },
  { status, message },
];

describe.each(['user', 'partner'] as const)('%s password reset by OTP', (area) => {
  it('ends every session opened before it; the old password stops, the new one logs in', async () => {
    const account = await areas[area].create();
    const laptop = await sessionOf(area, account.email);
    const phone = await sessionOf(area, account.email);
    // checkIfUser/checkIfPartner hand out a fresh token on restore: it is as old as the session
    const restored = await injectFresh(t, { method: 'POST', url: areas[area].check, headers: bearer(phone) });
    const renewed = restored.json<{ data: { token: string } }>().data.token;

    const form = { email: account.email, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    expect((await injectFresh(t, { method: 'POST', url: areas[area].reset.forget, payload: form })).statusCode).toBe(
      200,
    );
    // asking for a reset is not proof of anything: the sessions live on until the code is confirmed
    expect(await callsWith(area, laptop)).toEqual(works);

    const verified = await injectFresh(t, {
      method: 'POST',
      url: areas[area].reset.verify,
      payload: { data: form, otp: latestOtp(t, account.email) },
    });
    expect(verified.statusCode, verified.body).toBe(200);

    for (const token of [laptop, phone, renewed])
      expect(await callsWith(area, token)).toEqual(twice(401, msg.unauthorized));
    expect((await logIn(area, account.email, TEST_PASSWORD)).statusCode).toBe(401);
    const fresh = await sessionOf(area, account.email, NEW_PASSWORD);
    expect(await callsWith(area, fresh)).toEqual(works);
  });
});

describe.each(['user', 'partner'] as const)('%s blocked by an admin', (area) => {
  it('is refused on the very next call and at login; after unblock a fresh login works', async () => {
    const account = await areas[area].create();
    const before = await sessionOf(area, account.email);
    expect(await callsWith(area, before)).toEqual(works);

    const block = await injectFresh(t, { method: 'PUT', url: areas[area].block(account.id), headers: adminHeaders });
    expect(block.statusCode, block.body).toBe(200);
    expect(await callsWith(area, before)).toEqual(twice(403, msg.accountBlocked));
    const login = await logIn(area, account.email, TEST_PASSWORD);
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(msg.accountBlocked);

    const unblock = await injectFresh(t, { method: 'PUT', url: areas[area].block(account.id), headers: adminHeaders });
    expect(unblock.statusCode, unblock.body).toBe(200);
    const after = await sessionOf(area, account.email);
    expect(await callsWith(area, after)).toEqual(works);
    // A block revokes the tokens issued before it: unblocking lets the account log in again, but the
    // old session stays dead (decision D25).
    expect(await callsWith(area, before)).toEqual(twice(401, msg.unauthorized));
  });
});
