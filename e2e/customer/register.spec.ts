import type { Page } from '@playwright/test';
import type { RegisterForm } from '#shared/api/account.ts';
import { OTP_MAX_ATTEMPTS } from '#shared/domain/limits.ts';
import { msg, text } from '#shared/messages.ts';
import { DEMO_ACCOUNTS } from '#server/seed/demo-accounts.ts';
import { newUserForm, otherCode } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectOtpBoxes, OTP_COUNTDOWN, otpBox, pasteOtp, typeOtp } from '../support/otp-boxes.ts';
import { submitLogin, toast } from '../support/ui.ts';

// Registration with the e-mail OTP, driven through the screens; the codes are read from the mail the
// app really sent. Each test registers its own address: one checkEmail send each, out of the 20 per
// 15 minutes that the whole run shares (one server, one client IP).

const REGISTER_MAIL_SUBJECT = 'verification code';

/** Fills /register with `form` and clicks Register. */
async function submitRegister(page: Page, form: RegisterForm): Promise<void> {
  await page.goto('/register');
  await page.getByLabel(text.fnameLabel).fill(form.fname);
  await page.getByLabel(text.lnameLabel).fill(form.lname);
  await page.getByLabel(text.emailLabel).fill(form.email);
  await page.getByLabel(text.mobileNumberLabel).fill(form.mobile);
  await page.getByLabel(text.passwordLabel, { exact: true }).fill(form.password);
  await page.getByLabel(text.confirmPasswordLabel).fill(form.confirmPassword);
  await page.getByRole('button', { name: text.registerButton, exact: true }).click();
}

const verifyButton = (page: Page) => page.getByRole('button', { name: text.verify, exact: true });

test.describe('register with the e-mail OTP', () => {
  test('a wrong code is refused with the server message, the right one typed creates the account; log in and out', async ({
    page,
    mailbox,
    snap,
  }) => {
    const form = newUserForm('reg-typed', { fname: 'Kavya', lname: 'Nair' });
    await submitRegister(page, form);

    await expect(toast(page, msg.otpSent)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/otp');
    await expect(page.getByRole('heading', { name: text.pageOtp })).toBeVisible();
    await expect(page.getByText(text.otpPrompt(form.email))).toBeVisible();
    // The form values travel in navigation state, never in the address bar (they hold the password).
    expect(page.url()).not.toContain(encodeURIComponent(form.email));
    expect(page.url()).not.toContain(form.password);

    const otp = await mailbox.latestOtp(form.email, { subject: REGISTER_MAIL_SUBJECT });

    await typeOtp(page, otherCode(otp));
    await expectOtpBoxes(page, otherCode(otp));
    await verifyButton(page).click();
    const refusal = page.getByRole('alert').filter({ hasText: msg.otpWrong(OTP_MAX_ATTEMPTS - 1) });
    await expect(refusal).toBeVisible();
    await expect(refusal).toHaveText(msg.otpWrong(OTP_MAX_ATTEMPTS - 1));
    // The boxes empty for another try and the focus goes back to the first one.
    await expectOtpBoxes(page, '');
    await expect(otpBox(page, 1)).toBeFocused();
    await snap();

    await typeOtp(page, otp);
    await verifyButton(page).click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await expect(toast(page, msg.registered)).toBeVisible();

    await submitLogin(page, { email: form.email, password: form.password });
    await expect(page).toHaveURL((url) => url.pathname === '/userProfile');
    await expect(page.getByRole('heading', { name: `${form.fname} ${form.lname}`, level: 2 })).toBeVisible();
    await expect(page.getByText(form.email, { exact: true })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: `${form.fname} ${form.lname}` })).toBeVisible();

    await header.getByRole('button', { name: text.logout, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(header.getByRole('link', { name: text.login, exact: true })).toBeVisible();
    await expect(header.getByRole('button', { name: text.logout, exact: true })).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('userToken'))).toBeNull();
    // Signed out for real: the profile now asks for a login.
    await page.goto('/userProfile');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, permissions: ['clipboard-read', 'clipboard-write'] });

    test('resend appears after the countdown and mails a new code, which is pasted into the boxes', async ({
      page,
      mailbox,
      snap,
    }) => {
      const form = newUserForm('reg-paste');
      await submitRegister(page, form);
      await expect(page).toHaveURL((url) => url.pathname === '/otp');
      const resend = page.getByRole('button', { name: text.resend, exact: true });
      // The countdown runs first (5 ticks of 500 ms); 'resend' only replaces it at zero.
      await expect(page.getByText(OTP_COUNTDOWN)).toBeVisible();
      await expect(resend).toBeHidden();
      const firstOtp = await mailbox.latestOtp(form.email, { subject: REGISTER_MAIL_SUBJECT });
      await expect(resend).toBeVisible();
      await expect(page.getByText(OTP_COUNTDOWN)).toBeHidden();
      await expect(page.getByText(text.otpNoCode)).toBeVisible();
      await snap();

      await resend.click();
      await expect(toast(page, msg.otpResent)).toBeVisible();
      // Clicking restarts the countdown.
      await expect(resend).toBeHidden();
      const secondOtp = await mailbox.latestOtp(form.email);
      expect(secondOtp).toMatch(/^\d{4}$/);

      // The resent code replaced the first one, which is now refused (unless both happen to be equal).
      if (firstOtp !== secondOtp) {
        await pasteOtp(page, firstOtp);
        await expectOtpBoxes(page, firstOtp);
        await verifyButton(page).click();
        await expect(page.getByRole('alert')).toHaveText(msg.otpWrong(OTP_MAX_ATTEMPTS - 1));
        await expectOtpBoxes(page, '');
      }

      await pasteOtp(page, secondOtp);
      await expectOtpBoxes(page, secondOtp);
      await verifyButton(page).click();
      await expect(page).toHaveURL((url) => url.pathname === '/login');
      await expect(toast(page, msg.registered)).toBeVisible();

      await submitLogin(page, { email: form.email, password: form.password });
      await expect(page).toHaveURL((url) => url.pathname === '/userProfile');
      await expect(page.getByRole('heading', { name: `${form.fname} ${form.lname}`, level: 2 })).toBeVisible();
    });
  });

  test('registering an e-mail that already has an account shows the server message and stays on /register', async ({
    page,
    mailbox,
  }) => {
    const form = newUserForm('reg-taken', { email: DEMO_ACCOUNTS.user.email });
    await submitRegister(page, form);

    const email = page.getByLabel(text.emailLabel);
    await expect(email).toHaveAccessibleDescription(msg.emailTaken);
    await expect(toast(page, msg.emailTaken)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/register');
    expect(mailbox.all().filter((mail) => mail.to.includes(form.email))).toEqual([]);
  });
});
