import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '#shared/messages.ts';
import { partners } from '#server/db/schema/index.ts';
import { verifyPassword } from '#server/lib/password.ts';
import { createPartner } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { clientIp, newEmail } from '../../test/kits/account-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const joinForm = (overrides: Record<string, unknown> = {}) => ({
  fname: 'Meera',
  lname: 'Iyer',
  email: newEmail('garage'),
  password: 'Garage2025x',
  confirmPassword: 'Garage2025x',
  ...overrides,
});

const join = (payload: unknown, ip = clientIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/partner/join-us',
    payload: payload as object,
    headers: { 'x-forwarded-for': ip },
  });

describe('POST /api/partner/join-us', () => {
  it('records a request that cannot log in until an admin accepts it', async () => {
    const form = joinForm({ fname: '  Meera ', email: ' Garage.Owner@Example.TEST ' });
    const res = await join(form);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: msg.partnerRequestSent });
    expect(res.body).not.toContain('argon2');

    const [row] = await t.db.select().from(partners).where(eq(partners.email, 'garage.owner@example.test'));
    expect(row).toMatchObject({ fname: 'Meera', lname: 'Iyer', isVerifed: 'false', status: true });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row?.passwordHash ?? '', 'Garage2025x')).toBe(true);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/partner/login',
      payload: { email: 'garage.owner@example.test', password: 'Garage2025x' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(msg.partnerAwaitingApproval);
  });

  it('ignores fields it does not know (no self-verification)', async () => {
    const form = joinForm({ isVerifed: 'true', status: true, terms: true });
    expect((await join(form)).statusCode).toBe(200);
    const [row] = await t.db.select().from(partners).where(eq(partners.email, form.email));
    expect(row?.isVerifed).toBe('false');
  });

  it('refuses an address that already has a partner account, whatever its case → 409', async () => {
    const existing = await createPartner(t.db);
    const res = await join(joinForm({ email: existing.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: msg.emailTaken, errors: { email: msg.emailTaken } });
  });

  it.each([
    ['fname', { fname: ' ' }, msg.fnameRequired],
    ['lname', { lname: undefined }, msg.lnameRequired],
    ['email', { email: '' }, msg.emailRequired],
    ['email', { email: 'not-an-email' }, msg.emailInvalid],
    ['password', { password: 'garage2025x', confirmPassword: 'garage2025x' }, msg.passwordUpper],
    ['password', { password: 'Garage25', confirmPassword: 'Garage25' }, msg.passwordLength],
    ['confirmPassword', { confirmPassword: '' }, msg.confirmRequired],
    ['confirmPassword', { confirmPassword: 'Garage2025y' }, msg.passwordMismatch],
  ])('%s %j → 400 with the spec message', async (field, overrides, message) => {
    const form = joinForm(overrides);
    const res = await join(form);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, errors: { [field]: message } });
    expect(await t.db.select().from(partners).where(eq(partners.email, form.email))).toHaveLength(0);
  });

  it('answers 429 after 10 requests from one address in 15 minutes', async () => {
    const ip = clientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await join(joinForm(), ip)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect((await join(joinForm())).statusCode).toBe(200);
  });
});
