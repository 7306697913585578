import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_MAX_SENDS_PER_HOUR } from '#shared/domain/limits.ts';
import { msg } from '#shared/messages.ts';
import { otpChallenges, users } from '#server/db/schema/index.ts';
import { TEST_PASSWORD, bearer, createPartner, createUser, tokenFor } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { latestOtp, mailsTo, newEmail, otherCode, recordingInject } from '../../test/kits/account-test-kit.ts';

let t: TestApp;
let api: ReturnType<typeof recordingInject>;
beforeAll(async () => {
  t = await createTestApp();
  api = recordingInject(t);
});
afterAll(async () => {
  await t.close();
});

const NEW_PASSWORD = 'Fresh@Pass42';
const resetForm = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  password: NEW_PASSWORD,
  confirmPassword: NEW_PASSWORD,
  ...overrides,
});
const forgetPassword = (payload: Record<string, unknown>) =>
  api.call({ method: 'POST', url: '/api/forgetpassword', payload });
const verifyForgotOtp = (data: Record<string, unknown>, otp: unknown) =>
  api.call({ method: 'POST', url: '/api/verifyForgotOtp', payload: { data, otp } });
const resend = (email: string) => api.call({ method: 'POST', url: '/api/forgetPassResendOtp', payload: { email } });
const login = (email: string, password: string) =>
  api.call({ method: 'POST', url: '/api/login', payload: { email, password } });

describe('forgot password end to end', () => {
  it('mails a code, sets the new password on the right code, and ends every older session', async () => {
    const user = await createUser(t.db);
    const oldToken = await tokenFor(t.app, 'user', user);
    expect((await api.call({ method: 'POST', url: '/api/checkIfUser', headers: bearer(oldToken) })).statusCode).toBe(
      200,
    );

    const asked = await forgetPassword(resetForm(` ${user.email.toUpperCase()} `));
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ success: true, message: msg.resetOtpSent });
    const [mail] = mailsTo(t, user.email);
    expect(mail?.subject).toMatch(/password reset/i);

    // the password waits hashed in the challenge, never in plain text
    const [challenge] = await t.db.select().from(otpChallenges).where(eq(otpChallenges.email, user.email));
    expect(challenge?.purpose).toBe('user-reset');
    expect(String(challenge?.payload.passwordHash)).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(challenge)).not.toContain(NEW_PASSWORD);

    // the password is unchanged until the code is confirmed
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);

    const done = await verifyForgotOtp(resetForm(user.email), latestOtp(t, user.email));
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true, message: msg.passwordChanged });

    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    const old = await api.call({ method: 'POST', url: '/api/checkIfUser', headers: bearer(oldToken) });
    expect(old.statusCode).toBe(401);
    const [row] = await t.db.select({ tv: users.tokenVersion }).from(users).where(eq(users.id, user.id));
    expect(row?.tv).toBe(user.tokenVersion + 1);
  });

  it('a wrong code changes nothing', async () => {
    const user = await createUser(t.db);
    await forgetPassword(resetForm(user.email));
    const res = await verifyForgotOtp(resetForm(user.email), otherCode(latestOtp(t, user.email)));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(msg.otpWrong(4));
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('forgetPassResendOtp mails a new code for the same new password', async () => {
    const user = await createUser(t.db);
    await forgetPassword(resetForm(user.email));
    const res = await resend(user.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: msg.resetOtpSent });
    expect(mailsTo(t, user.email)).toHaveLength(2);
    // only the email of `data` is read: the password was fixed when the code was first asked for
    expect((await verifyForgotOtp({ email: user.email }, latestOtp(t, user.email))).statusCode).toBe(200);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('resending with nothing pending answers 404', async () => {
    const res = await resend(newEmail());
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: msg.otpNoPending });
  });

  it('a customer reset does not touch a partner with the same address', async () => {
    const email = newEmail('both');
    const partner = await createPartner(t.db, { email });
    await createUser(t.db, { email });
    await forgetPassword(resetForm(email));
    expect((await verifyForgotOtp({ email }, latestOtp(t, email))).statusCode).toBe(200);
    const partnerLogin = await api.call({
      method: 'POST',
      url: '/api/partner/login',
      payload: { email: partner.email, password: TEST_PASSWORD },
    });
    expect(partnerLogin.statusCode).toBe(200);
  });
});

describe('unknown addresses are not revealed', () => {
  it('answers exactly as for an account, but mails nothing, and no code opens anything', async () => {
    const user = await createUser(t.db);
    const email = newEmail('nobody');
    const known = await forgetPassword(resetForm(user.email));
    const unknown = await forgetPassword(resetForm(email));
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(mailsTo(t, email)).toHaveLength(0);
    expect((await resend(email)).json()).toEqual((await resend(user.email)).json());
    expect(mailsTo(t, email)).toHaveLength(0);
    expect((await verifyForgotOtp({ email }, '1234')).statusCode).toBe(400);
  });

  it('the send limit is the same for both', async () => {
    const user = await createUser(t.db);
    for (const email of [user.email, newEmail('nobody')]) {
      for (let i = 0; i < OTP_MAX_SENDS_PER_HOUR; i++)
        expect((await forgetPassword(resetForm(email))).statusCode).toBe(200);
      const sixth = await forgetPassword(resetForm(email));
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().message).toBe(msg.otpTooManySends(60));
    }
  });
});

describe('input rules of the reset form', () => {
  const email = 'rider@example.test';
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['email blank', { email: '' }, 'email', msg.emailRequired],
    ['email invalid', { email: 'rider.example.test' }, 'email', msg.emailInvalid],
    ['password blank', { password: '' }, 'password', msg.passwordRequired],
    ['no upper', { password: 'fresh@pass42', confirmPassword: 'fresh@pass42' }, 'password', msg.passwordUpper],
    ['no lower', { password: 'FRESH@PASS42', confirmPassword: 'FRESH@PASS42' }, 'password', msg.passwordLower],
    ['no digit', { password: 'Fresh@Passw', confirmPassword: 'Fresh@Passw' }, 'password', msg.passwordNumber],
    // the policy is the same as everywhere (more than 8); only this form's text differs
    ['exactly 8', { password: 'Fresh@42', confirmPassword: 'Fresh@42' }, 'password', msg.passwordResetLength],
    ['confirm blank', { confirmPassword: '' }, 'confirmPassword', msg.confirmRequired],
    ['confirm differs', { confirmPassword: 'Fresh@Pass43' }, 'confirmPassword', msg.passwordMismatch],
  ];

  it.each(cases)('forgetpassword: %s → 400 with its message', async (_name, overrides, field, message) => {
    const res = await forgetPassword(resetForm(email, overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, errors: { [field]: message } });
  });

  it.each([
    ['missing', undefined],
    ['short', '12'],
    ['letters', 'abcd'],
  ])('verifyForgotOtp: otp %s → Please enter complete OTP', async (_name, otp) => {
    const res = await verifyForgotOtp({ email }, otp);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: msg.otpIncomplete, errors: { otp: msg.otpIncomplete } });
  });

  it('verifyForgotOtp: a bad email in data → its message', async () => {
    const res = await verifyForgotOtp({ email: 'x' }, '1234');
    expect(res.json()).toMatchObject({ message: msg.emailInvalid, errors: { 'data.email': msg.emailInvalid } });
  });
});

describe('answers', () => {
  it('never carried a password hash or a code hash', () => {
    expect(api.bodies.length).toBeGreaterThan(30);
    for (const body of api.bodies) {
      expect(body).not.toMatch(/argon2/i);
      expect(body).not.toMatch(/passwordHash|password_hash|codeHash|code_hash/);
    }
  });
});
