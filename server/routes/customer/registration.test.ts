import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_MAX_ATTEMPTS, OTP_MAX_SENDS_PER_HOUR } from '#shared/domain/limits.ts';
import { msg } from '#shared/messages.ts';
import { otpChallenges, users } from '#server/db/schema/index.ts';
import { bearer, createUser } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import {
  clientIp,
  latestOtp,
  mailsTo,
  newEmail,
  otherCode,
  recordingInject,
  registerValues,
} from '../../test/kits/account-test-kit.ts';

let t: TestApp;
let api: ReturnType<typeof recordingInject>;
beforeAll(async () => {
  t = await createTestApp();
  api = recordingInject(t);
});
afterAll(async () => {
  await t.close();
});

const checkEmail = (email: string, ip?: string) =>
  api.call({ method: 'GET', url: `/api/checkEmail?email=${encodeURIComponent(email)}`, ...(ip ? { ip } : {}) });
const verifyOtp = (data: Record<string, unknown>, otp: unknown) =>
  api.call({ method: 'POST', url: '/api/verifyOtp', payload: { data, otp } });
const resendOtp = (email: string, ip?: string) =>
  api.call({ method: 'POST', url: '/api/resendOtp', payload: { email }, ...(ip ? { ip } : {}) });

describe('registration end to end', () => {
  it('checkEmail mails a code, verifyOtp creates the account, and the new password logs in', async () => {
    const form = registerValues({ fname: '  Asha ', email: ` ${newEmail().toUpperCase()} ` });
    const email = form.email.trim().toLowerCase();

    const check = await checkEmail(form.email);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ success: true, message: msg.otpSent });
    expect(mailsTo(t, email)).toHaveLength(1);
    const code = latestOtp(t, email);

    const verified = await verifyOtp(form, code);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ success: true, message: msg.registered });

    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ fname: 'Asha', lname: 'Rao', mobile: '+919876543210', status: true });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await t.db.select().from(otpChallenges).where(eq(otpChallenges.email, email))).toHaveLength(0);

    const login = await api.call({ method: 'POST', url: '/api/login', payload: { email, password: form.password } });
    expect(login.statusCode).toBe(200);
    const profile = await api.call({
      method: 'POST',
      url: '/api/userProfile',
      headers: bearer(login.json().data.token),
    });
    expect(profile.json().data.email).toBe(email);
  });

  it('the same code cannot be used twice', async () => {
    const form = registerValues();
    await checkEmail(form.email);
    const code = latestOtp(t, form.email);
    expect((await verifyOtp(form, code)).statusCode).toBe(200);
    const again = await verifyOtp(form, code);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: msg.emailTaken });
  });

  it('keeps no pending password anywhere: the challenge holds no payload', async () => {
    const form = registerValues();
    await checkEmail(form.email);
    const [row] = await t.db.select().from(otpChallenges).where(eq(otpChallenges.email, form.email));
    expect(row?.payload).toEqual({});
    // The code is stored only as its argon2id hash (a 4-digit code may appear by chance inside a
    // uuid or the hash's base64, so compare values, not substrings).
    const code = latestOtp(t, form.email);
    expect(row?.codeHash.startsWith('$argon2id$')).toBe(true);
    expect(Object.values(row ?? {}).map(String)).not.toContain(code);
  });
});

describe('wrong, expired and exhausted codes', () => {
  it('a wrong code is refused with the attempts left, and creates nothing', async () => {
    const form = registerValues();
    await checkEmail(form.email);
    const res = await verifyOtp(form, otherCode(latestOtp(t, form.email)));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: msg.otpWrong(OTP_MAX_ATTEMPTS - 1), attemptsLeft: 4 });
    expect(await t.db.select().from(users).where(eq(users.email, form.email))).toHaveLength(0);
  });

  it('an expired code is refused, and a resend gives a working one', async () => {
    const form = registerValues();
    await checkEmail(form.email);
    const code = latestOtp(t, form.email);
    await t.db
      .update(otpChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(otpChallenges.email, form.email));
    const expired = await verifyOtp(form, code);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ success: false, message: msg.otpExpired });

    const resent = await resendOtp(form.email);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ success: true, message: msg.otpResent });
    expect(mailsTo(t, form.email)).toHaveLength(2);
    expect((await verifyOtp(form, latestOtp(t, form.email))).statusCode).toBe(200);
  });

  it('after 5 wrong codes even the right one is refused (429) until a new code is sent', async () => {
    const form = registerValues();
    await checkEmail(form.email);
    const code = latestOtp(t, form.email);
    for (let i = 1; i <= OTP_MAX_ATTEMPTS; i++) {
      const res = await verifyOtp(form, otherCode(code));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(msg.otpWrong(OTP_MAX_ATTEMPTS - i));
    }
    const blocked = await verifyOtp(form, code);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ success: false, message: msg.otpAttemptsExhausted });

    await resendOtp(form.email);
    expect((await verifyOtp(form, latestOtp(t, form.email))).statusCode).toBe(200);
  });

  it('a code for no pending registration is refused', async () => {
    const res = await verifyOtp(registerValues(), '1234');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: msg.otpNoPending });
  });

  it('a code sent to one address does not register another', async () => {
    const first = registerValues();
    await checkEmail(first.email);
    const res = await verifyOtp(registerValues(), latestOtp(t, first.email));
    expect(res.statusCode).toBe(400);
  });
});

describe('send limits', () => {
  it('the 6th code for one address within an hour is refused with 429', async () => {
    const email = newEmail();
    const statuses = [(await checkEmail(email)).statusCode];
    for (let i = 1; i < OTP_MAX_SENDS_PER_HOUR; i++) statuses.push((await resendOtp(email)).statusCode);
    expect(statuses).toEqual(Array(OTP_MAX_SENDS_PER_HOUR).fill(200));

    const sixth = await resendOtp(email);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ success: false, message: msg.otpTooManySends(60) });
    const viaCheck = await checkEmail(email);
    expect(viaCheck.statusCode).toBe(429);
    expect(mailsTo(t, email)).toHaveLength(OTP_MAX_SENDS_PER_HOUR);
  });

  it('resendOtp without a pending registration answers 404', async () => {
    const res = await resendOtp(newEmail());
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: msg.otpNoPending });
  });

  it('one client address may not mail codes to many addresses (per-address limit of the route)', async () => {
    const ip = clientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await checkEmail(newEmail(), ip)).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    // another client is not affected
    expect((await checkEmail(newEmail())).statusCode).toBe(200);
  });
});

describe('duplicate e-mail', () => {
  it('checkEmail answers 409 for a registered address and sends nothing', async () => {
    const user = await createUser(t.db);
    const res = await checkEmail(user.email.toUpperCase());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: msg.emailTaken });
    expect(mailsTo(t, user.email)).toHaveLength(0);
    expect((await resendOtp(user.email)).statusCode).toBe(409);
  });

  it('verifyOtp answers 409 when the address was registered after the code was sent', async () => {
    const form = registerValues();
    await checkEmail(form.email);
    const code = latestOtp(t, form.email);
    await createUser(t.db, { email: form.email });
    const res = await verifyOtp(form, code);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(msg.emailTaken);
  });

  it('two parallel verifications of one code create one account', async () => {
    const form = registerValues();
    await checkEmail(form.email);
    const code = latestOtp(t, form.email);
    const results = await Promise.all([verifyOtp(form, code), verifyOtp(form, code), verifyOtp(form, code)]);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) expect([400, 409]).toContain(r.statusCode);
    expect(await t.db.select().from(users).where(eq(users.email, form.email))).toHaveLength(1);
  });
});

describe('input rules (spec section 5), first failing rule and its field', () => {
  const cases: [string, Record<string, unknown>, unknown, string, string][] = [
    ['fname missing', { fname: undefined }, '1234', 'data.fname', msg.fnameRequired],
    ['fname blank', { fname: '   ' }, '1234', 'data.fname', msg.fnameRequired],
    ['lname blank', { lname: '' }, '1234', 'data.lname', msg.lnameRequired],
    ['email blank', { email: ' ' }, '1234', 'data.email', msg.emailRequired],
    ['email invalid', { email: 'rider@nowhere' }, '1234', 'data.email', msg.emailInvalid],
    ['mobile blank', { mobile: '' }, '1234', 'data.mobile', msg.mobileRequired],
    ['mobile 9 digits', { mobile: '987654321' }, '1234', 'data.mobile', msg.mobileDigits],
    ['mobile 11 digits', { mobile: '98765432101' }, '1234', 'data.mobile', msg.mobileDigits],
    ['mobile letters', { mobile: '98765abcde' }, '1234', 'data.mobile', msg.mobileDigits],
    ['password blank', { password: '', confirmPassword: '' }, '1234', 'data.password', msg.passwordRequired],
    [
      'password no upper',
      { password: 'secret@pass9', confirmPassword: 'secret@pass9' },
      '1234',
      'data.password',
      msg.passwordUpper,
    ],
    [
      'password no lower',
      { password: 'SECRET@PASS9', confirmPassword: 'SECRET@PASS9' },
      '1234',
      'data.password',
      msg.passwordLower,
    ],
    [
      'password no digit',
      { password: 'Secret@Pass', confirmPassword: 'Secret@Pass' },
      '1234',
      'data.password',
      msg.passwordNumber,
    ],
    [
      'password of exactly 8',
      { password: 'Secret@9', confirmPassword: 'Secret@9' },
      '1234',
      'data.password',
      msg.passwordLength,
    ],
    ['confirm blank', { confirmPassword: '' }, '1234', 'data.confirmPassword', msg.confirmRequired],
    ['confirm differs', { confirmPassword: 'Secret@Pass8' }, '1234', 'data.confirmPassword', msg.passwordMismatch],
    ['otp missing', {}, undefined, 'otp', msg.otpIncomplete],
    ['otp 3 digits', {}, '123', 'otp', msg.otpIncomplete],
    ['otp 5 digits', {}, '12345', 'otp', msg.otpIncomplete],
    ['otp letters', {}, '12a4', 'otp', msg.otpIncomplete],
    ['otp as a number', {}, 1234, 'otp', msg.otpIncomplete],
  ];

  it.each(cases)('verifyOtp: %s → 400 with its message', async (_name, overrides, otp, field, message) => {
    const res = await verifyOtp(registerValues(overrides), otp);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, errors: { [field]: message } });
  });

  it.each([
    ['blank', '', msg.emailRequired],
    ['invalid', 'not-an-email', msg.emailInvalid],
  ])('checkEmail: email %s → 400 with its message', async (_name, email, message) => {
    const res = await checkEmail(email);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, errors: { email: message } });
  });

  it('checkEmail without the query → 400 email is required', async () => {
    const res = await api.call({ method: 'GET', url: '/api/checkEmail' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(msg.emailRequired);
  });

  it('a bad input does not spend an attempt', async () => {
    const form = registerValues();
    await checkEmail(form.email);
    await verifyOtp({ ...form, mobile: '1' }, latestOtp(t, form.email));
    const [row] = await t.db.select().from(otpChallenges).where(eq(otpChallenges.email, form.email));
    expect(row?.attempts).toBe(0);
  });
});

describe('answers', () => {
  it('never carried a password hash or a code hash', () => {
    expect(api.bodies.length).toBeGreaterThan(40);
    for (const body of api.bodies) {
      expect(body).not.toMatch(/argon2/i);
      expect(body).not.toMatch(/passwordHash|password_hash|codeHash|code_hash/);
    }
  });
});
