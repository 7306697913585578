import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '#shared/messages.ts';
import { admins, partners, users } from '../db/schema/index.ts';
import { TEST_PASSWORD, bearer, createAdmin, createPartner, createUser, tokenFor } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const checks = [
  { role: 'user', url: '/api/checkIfUser' },
  { role: 'partner', url: '/api/partner/checkIfPartner' },
  { role: 'admin', url: '/api/admin/checkIfAdmin' },
] as const;

async function accountFor(role: 'user' | 'partner' | 'admin') {
  if (role === 'user') return createUser(t.db);
  if (role === 'partner') return createPartner(t.db);
  return createAdmin(t.db);
}

describe.each(checks)('guard of the $role area', ({ role, url }) => {
  it('answers 401 without a token, with the envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: msg.unauthorized });
  });

  it('answers 401 for a malformed or forged token', async () => {
    for (const token of ['nonsense', 'a.b.c', `${await tokenFor(t.app, role, await accountFor(role))}x`]) {
      const res = await t.app.inject({ method: 'POST', url, headers: bearer(token) });
      expect(res.statusCode).toBe(401);
    }
  });

  it('answers 401 with the expired-session message for an expired token', async () => {
    const account = await accountFor(role);
    const token = await tokenFor(t.app, role, account, -10);
    const res = await t.app.inject({ method: 'POST', url, headers: bearer(token) });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(msg.sessionExpired);
  });

  it('answers 403 for a token of another role', async () => {
    const otherRole = role === 'user' ? 'partner' : 'user';
    const other = await accountFor(otherRole);
    const res = await t.app.inject({ method: 'POST', url, headers: bearer(await tokenFor(t.app, otherRole, other)) });
    expect(res.statusCode).toBe(403);
    expect(res.json().success).toBe(false);
  });

  it('accepts a valid token and returns a fresh session', async () => {
    const account = await accountFor(role);
    const res = await t.app.inject({ method: 'POST', url, headers: bearer(await tokenFor(t.app, role, account)) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.id).toBe(account.id);
    expect(typeof body.data.token).toBe('string');
    expect(body.data.username.length).toBeGreaterThan(0);
  });

  it('rejects the token of an account that no longer exists', async () => {
    const account = await accountFor(role);
    const token = await tokenFor(t.app, role, account);
    if (role === 'user') await t.db.delete(users).where(eq(users.id, account.id));
    else if (role === 'partner') await t.db.delete(partners).where(eq(partners.id, account.id));
    else await t.db.delete(admins).where(eq(admins.id, account.id));
    const res = await t.app.inject({ method: 'POST', url, headers: bearer(token) });
    expect(res.statusCode).toBe(401);
  });
});

describe('account state on every call', () => {
  it('stops a blocked user at once, even with a token issued before the block', async () => {
    const user = await createUser(t.db);
    const token = await tokenFor(t.app, 'user', user);
    expect((await t.app.inject({ method: 'POST', url: '/api/checkIfUser', headers: bearer(token) })).statusCode).toBe(200);
    await t.db.update(users).set({ status: false }).where(eq(users.id, user.id));
    const res = await t.app.inject({ method: 'POST', url: '/api/checkIfUser', headers: bearer(token) });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(msg.accountBlocked);
  });

  it('stops a blocked partner at once', async () => {
    const partner = await createPartner(t.db);
    const token = await tokenFor(t.app, 'partner', partner);
    await t.db.update(partners).set({ status: false }).where(eq(partners.id, partner.id));
    const res = await t.app.inject({ method: 'POST', url: '/api/partner/checkIfPartner', headers: bearer(token) });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(msg.accountBlocked);
  });

  it('revokes older tokens when the token version moves (password change)', async () => {
    const user = await createUser(t.db);
    const token = await tokenFor(t.app, 'user', user);
    await t.db.update(users).set({ tokenVersion: user.tokenVersion + 1 }).where(eq(users.id, user.id));
    const res = await t.app.inject({ method: 'POST', url: '/api/checkIfUser', headers: bearer(token) });
    expect(res.statusCode).toBe(401);
  });
});

describe('login of the three roles', () => {
  it('logs a user in and the token opens the user area', async () => {
    const user = await createUser(t.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: ` ${user.email.toUpperCase()} `, password: TEST_PASSWORD } });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ id: user.id, username: 'Test Rider' });
    const check = await t.app.inject({ method: 'POST', url: '/api/checkIfUser', headers: bearer(data.token) });
    expect(check.statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
    const user = await createUser(t.db);
    const wrong = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: 'Wrong@Pass123' } });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'nobody@example.test', password: 'Wrong@Pass123' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('validates input with the spec messages and the first failing rule', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: '', password: 'Abcdefgh1' }, 'email', msg.emailRequired],
      [{ email: 'not-an-email', password: 'Abcdefgh1' }, 'email', msg.emailInvalid],
      [{ email: 'a@b.co' }, 'password', msg.passwordRequired],
      [{ email: 'a@b.co', password: 'abcdefgh1' }, 'password', msg.passwordUpper],
      [{ email: 'a@b.co', password: 'ABCDEFGH1' }, 'password', msg.passwordLower],
      [{ email: 'a@b.co', password: 'Abcdefghi' }, 'password', msg.passwordNumber],
      [{ email: 'a@b.co', password: 'Abcdefg1' }, 'password', msg.passwordLoginLength],
    ];
    for (const [payload, field, message] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/login', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message, errors: { [field]: message } });
    }
  });

  it('answers 400, not 500, for a body that is not JSON or not an object', async () => {
    const broken = await t.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().success).toBe(false);
    const array = await t.app.inject({ method: 'POST', url: '/api/login', payload: [1, 2] });
    expect(array.statusCode).toBe(400);
  });

  it('tells a blocked user and an unapproved partner why they cannot log in', async () => {
    const blocked = await createUser(t.db, { status: false });
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: blocked.email, password: TEST_PASSWORD } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(msg.accountBlocked);

    const request = await createPartner(t.db, { isVerifed: 'false' });
    const pending = await t.app.inject({ method: 'POST', url: '/api/partner/login', payload: { email: request.email, password: TEST_PASSWORD } });
    expect(pending.statusCode).toBe(403);
    expect(pending.json().message).toBe(msg.partnerAwaitingApproval);

    const accepted = await createPartner(t.db, { isVerifed: 'mailSented' });
    const ok = await t.app.inject({ method: 'POST', url: '/api/partner/login', payload: { email: accepted.email, password: TEST_PASSWORD } });
    expect(ok.statusCode).toBe(200);
  });

  it('logs an admin in; a user password does not open the admin area', async () => {
    const admin = await createAdmin(t.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: admin.email, password: TEST_PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.name).toBe('Test Admin');
    const user = await createUser(t.db);
    const asAdmin = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: user.email, password: TEST_PASSWORD } });
    expect(asAdmin.statusCode).toBe(401);
  });
});

describe('the HTTP contract', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-call' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: msg.routeNotFound });
  });

  it('reports health with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/login');
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('brute-force protection', () => {
  it('answers 429 after 10 login attempts a minute for one address', async () => {
    const user = await createUser(t.db);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: 'Wrong@Pass123' } });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const last = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: TEST_PASSWORD } });
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({ success: false, message: msg.tooManyRequests });
  });
});
