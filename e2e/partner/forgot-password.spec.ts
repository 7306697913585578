import { msg, text } from '#shared/messages.ts';
import { otherCode } from '../support/accounts.ts';
import { expect, signIn, test } from '../support/fixtures.ts';
import { expectOtpBoxes, OTP_COUNTDOWN, otpBox, pasteOtp } from '../support/otp-boxes.ts';
import { createPartner, RESET_CODE_SUBJECT } from '../support/partners.ts';
import { loginForm, submitLogin, toast } from '../support/ui.ts';

// The partner's forgot-password flow with a fresh partner (join-us and the admin's Accept through the
// API: one join-us request and one forgetpassword send of the run's per-address budgets).

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('forgot password: the mailed code, pasted into the boxes, sets the new password', async ({
  page,
  api,
  mailbox,
  snap,
}) => {
  const partner = await createPartner(api, mailbox, 'partner-reset');
  const newPassword = 'Garage2027Shut';
  const oldSession = await api.login('partner', { email: partner.email, password: partner.password });

  await page.goto('/partner/login');
  await loginForm(page).getByRole('link', { name: text.partnerForgotPassword, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/partner/forgotpass');
  await expect(page.getByRole('heading', { name: text.partnerForgotTitle })).toBeVisible();

  const reset = page.getByRole('button', { name: text.resetPasswod, exact: true });
  // The form is checked before anything is sent.
  await page.getByLabel(text.emailLabel, { exact: true }).fill(partner.email);
  await page.getByLabel(text.newPasswordLabel, { exact: true }).fill(newPassword);
  await page.getByLabel(text.confirmPasswordLower, { exact: true }).fill(`${newPassword}x`);
  await reset.click();
  await expect(page.getByLabel(text.confirmPasswordLower, { exact: true })).toHaveAccessibleDescription(
    msg.passwordMismatch,
  );
  await expect(page).toHaveURL((url) => url.pathname === '/partner/forgotpass');

  await page.getByLabel(text.confirmPasswordLower, { exact: true }).fill(newPassword);
  await reset.click();
  await expect(toast(page, msg.resetOtpSent)).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/partner/verifyForgotOtp');
  await expect(page.getByRole('heading', { name: text.enterOtpHere })).toBeVisible();
  await expect(page.getByText(text.otpPrompt(partner.email))).toBeVisible();
  // The countdown (500 ms ticks) runs before 'resend' appears.
  await expect(page.getByText(OTP_COUNTDOWN)).toBeVisible();
  const otp = await mailbox.latestOtp(partner.email, { subject: RESET_CODE_SUBJECT });
  await expect(page.getByRole('button', { name: text.resend, exact: true })).toBeVisible();

  // Letters are refused by the boxes.
  await otpBox(page, 1).click();
  await page.keyboard.type('ab');
  await expectOtpBoxes(page, '');

  // A wrong code is refused by the server and the boxes empty.
  await pasteOtp(page, otherCode(otp));
  await expectOtpBoxes(page, otherCode(otp));
  await page.getByRole('button', { name: text.verify, exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^Invalid OTP/ })).toBeVisible();
  await expectOtpBoxes(page, '');

  await pasteOtp(page, otp);
  await expectOtpBoxes(page, otp);
  await snap();
  await page.getByRole('button', { name: text.verify, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/partner/login');
  await expect(toast(page, msg.passwordChanged)).toBeVisible();

  // The session opened with the old password is over, and the old password is refused.
  const stale = await api.post('/api/partner/checkIfPartner', { token: oldSession.token });
  expect(stale.status, JSON.stringify(stale.body)).toBe(401);
  await submitLogin(page, { email: partner.email, password: partner.password });
  await expect(toast(page, msg.invalidCredentials)).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('partnerToken'))).toBeNull();

  await signIn(page, 'partner', { email: partner.email, password: newPassword });
  await expect(page.getByRole('heading', { name: text.menuDashboard, level: 1 })).toBeVisible();
});
