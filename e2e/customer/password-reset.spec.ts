import { msg, text } from '#shared/messages.ts';
import { createUser } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { OTP_COUNTDOWN, typeOtp } from '../support/otp-boxes.ts';
import { loginForm, submitLogin, toast } from '../support/ui.ts';

const RESET_MAIL_SUBJECT = 'password reset code';

test('forgot password: the mailed code sets the new password, the old one is refused and old sessions end', async ({
  page,
  api,
  mailbox,
  snap,
}) => {
  const user = await createUser(api, mailbox, 'reset');
  const newPassword = 'Ride2027Safer';
  // A session opened with the old password, to check that the change ends it.
  const oldSession = await api.login('user', { email: user.email, password: user.password });
  await api.expectOk('POST', '/api/userProfile', { token: oldSession.token });

  await page.goto('/login');
  await loginForm(page).getByRole('link', { name: text.forgotPassword }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/forgotPassword');
  await expect(page.getByRole('heading', { name: text.pageForgotPassword })).toBeVisible();
  await page.getByLabel(text.yourEmailLabel).fill(user.email);
  await page.getByLabel(text.newPasswordLabel).fill(newPassword);
  await page.getByLabel(text.confirmPasswordLabel).fill(newPassword);
  await page.getByRole('button', { name: text.resetPassword, exact: true }).click();

  await expect(toast(page, msg.resetOtpSent)).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/verifyForgetPassword');
  // The reset countdown ticks once a second from 5 before 'Resend OTP' appears.
  await expect(page.getByText(OTP_COUNTDOWN)).toBeVisible();
  await expect(page.getByRole('button', { name: text.resendOtp, exact: true })).toBeHidden();
  await expect(page.getByText(text.otpPrompt(user.email))).toBeVisible();
  const otp = await mailbox.latestOtp(user.email, { subject: RESET_MAIL_SUBJECT });
  await snap();

  await typeOtp(page, otp);
  await page.getByRole('button', { name: text.verify, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(toast(page, msg.passwordChanged)).toBeVisible();

  // The session opened before the change is over.
  const stale = await api.post('/api/userProfile', { token: oldSession.token });
  expect(stale.status, JSON.stringify(stale.body)).toBe(401);

  await submitLogin(page, { email: user.email, password: user.password });
  await expect(toast(page, msg.invalidCredentials)).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  expect(await page.evaluate(() => window.localStorage.getItem('userToken'))).toBeNull();

  await submitLogin(page, { email: user.email, password: newPassword });
  await expect(page).toHaveURL((url) => url.pathname === '/userProfile');
  await expect(page.getByRole('heading', { name: `${user.fname} ${user.lname}`, level: 2 })).toBeVisible();
});
