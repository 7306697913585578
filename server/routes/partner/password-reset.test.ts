import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '#shared/messages.ts';
import { otpChallenges, partners } from '#server/db/schema/index.ts';
import { TEST_PASSWORD, bearer, createPartner, createUser, tokenFor } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { latestOtp, mailsTo, newEmail, otherCode } from '../../test/kits/account-test-kit.ts';
import { partnerApi } from '../../test/kits/partner-test-kit.ts';

let t: TestApp;
let api: ReturnType<typeof partnerApi>;
beforeAll(async () => {
  t = await createTestApp();
  api = partnerApi(t);
});
afterAll(async () => {
  await t.close();
  for (const body of api.bodies) expect(body).not.toMatch(/argon2|passwordHash|password_hash/);
});

const NEW_PASSWORD = 'Garage@Pass77';
const resetForm = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  password: NEW_PASSWORD,
  confirmPassword: NEW_PASSWORD,
  ...overrides,
});
const forgetPassword = (payload: Record<string, unknown>) =>
  api.call({ method: 'POST', url: '/api/partner/forgetpassword', payload });
const verifyForgotOtp = (data: Record<string, unknown>, otp: unknown) =>
  api.call({ method: 'POST', url: '/api/partner/verifyForgotOtp', payload: { data, otp } });
const resend = (email: string) => api.call({ method: 'POST', url: '/api/partner/resendOtp', payload: { email } });
const login = (email: string, password: string) =>
  api.call({ method: 'POST', url: '/api/partner/login', payload: { email, password } });

describe('partner forgot password', () => {
  it('mails a code, sets the new password on the right code, and ends every older session', async () => {
    const partner = await createPartner(t.db);
    const oldToken = await tokenFor(t.app, 'partner', partner);

    const asked = await forgetPassword(resetForm(` ${partner.email.toUpperCase()} `));
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ success: true, message: msg.resetOtpSent });
    expect(mailsTo(t, partner.email)).toHaveLength(1);
    const [challenge] = await t.db.select().from(otpChallenges).where(eq(otpChallenges.email, partner.email));
    expect(challenge?.purpose).toBe('partner-reset');
    expect(JSON.stringify(challenge)).not.toContain(NEW_PASSWORD);
    expect((await login(partner.email, TEST_PASSWORD)).statusCode).toBe(200);

    const done = await verifyForgotOtp(resetForm(partner.email), latestOtp(t, partner.email));
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true, message: msg.passwordChanged });

    expect((await login(partner.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(partner.email, TEST_PASSWORD)).statusCode).toBe(401);
    const old = await api.call({ method: 'POST', url: '/api/partner/checkIfPartner', headers: bearer(oldToken) });
    expect(old.statusCode).toBe(401);
    const [row] = await t.db.select({ tv: partners.tokenVersion }).from(partners).where(eq(partners.id, partner.id));
    expect(row?.tv).toBe(partner.tokenVersion + 1);
  });

  it('a wrong code changes nothing', async () => {
    const partner = await createPartner(t.db);
    await forgetPassword(resetForm(partner.email));
    const res = await verifyForgotOtp(resetForm(partner.email), otherCode(latestOtp(t, partner.email)));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(msg.otpWrong(4));
    expect((await login(partner.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('resendOtp mails a new code for the same new password; nothing pending → 404', async () => {
    const partner = await createPartner(t.db);
    await forgetPassword(resetForm(partner.email));
    const res = await resend(partner.email);
    expect(res.statusCode).toBe(200);
    expect(mailsTo(t, partner.email)).toHaveLength(2);
    expect((await verifyForgotOtp({ email: partner.email }, latestOtp(t, partner.email))).statusCode).toBe(200);
    expect((await login(partner.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await resend(newEmail())).statusCode).toBe(404);
  });

  it('does not tell whether an address has a partner account, and mails nobody', async () => {
    const email = newEmail('nobody');
    const res = await forgetPassword(resetForm(email));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: msg.resetOtpSent });
    expect(mailsTo(t, email)).toHaveLength(0);
  });

  it('a partner reset does not touch a customer with the same address', async () => {
    const email = newEmail('both');
    const partner = await createPartner(t.db, { email });
    await createUser(t.db, { email });
    await forgetPassword(resetForm(email));
    expect((await verifyForgotOtp({ email }, latestOtp(t, email))).statusCode).toBe(200);
    expect((await login(partner.email, NEW_PASSWORD)).statusCode).toBe(200);
    const customer = await api.call({ method: 'POST', url: '/api/login', payload: { email, password: TEST_PASSWORD } });
    expect(customer.statusCode).toBe(200);
  });

  it.each([
    ['email', { email: '' }, msg.emailRequired],
    ['password', { password: 'Garage12', confirmPassword: 'Garage12' }, msg.passwordLength],
    ['password', { password: 'garage@pass77', confirmPassword: 'garage@pass77' }, msg.passwordUpper],
    ['confirmPassword', { confirmPassword: 'Garage@Pass78' }, msg.passwordMismatch],
  ])('%s %j → 400 with the partner form’s message', async (field, overrides, message) => {
    const partner = await createPartner(t.db);
    const res = await forgetPassword(resetForm(partner.email, overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, errors: { [field]: message } });
    expect(mailsTo(t, partner.email)).toHaveLength(0);
  });

  it('an incomplete code → 400 Please enter complete OTP', async () => {
    const res = await verifyForgotOtp({ email: newEmail() }, '12a');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(msg.otpIncomplete);
  });
});
