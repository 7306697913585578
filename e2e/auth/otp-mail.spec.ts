import { expect, signIn, test } from '../support/fixtures.ts';

// Proves the mail path end to end (app → SMTP_URL → capture server → mailbox) with the registration
// OTP, arranged through the API so that it does not depend on the register screens.
test('a registration OTP mailed by the app verifies the new account, which can then sign in', async ({
  page,
  api,
  mailbox,
}) => {
  const email = `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  const form = {
    fname: 'Meera',
    lname: 'Iyer',
    email,
    mobile: '9876543210',
    password: 'Ride@2026x',
    confirmPassword: 'Ride@2026x',
  };

  const check = await api.get('/api/checkEmail', { params: { email } });
  expect(check.status, JSON.stringify(check.body)).toBe(200);

  const otp = await mailbox.latestOtp(email);
  expect(otp).toMatch(/^\d{4}$/);

  const verify = await api.post('/api/verifyOtp', { data: { data: form, otp } });
  expect(verify.status, JSON.stringify(verify.body)).toBe(200);
  expect(verify.body.success).toBe(true);

  await signIn(page, 'user', { email, password: form.password });
});
