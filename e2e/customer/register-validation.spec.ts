import type { Page } from '@playwright/test';
import { msg, text } from '#shared/messages.ts';
import { uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { otpBox, typeOtp } from '../support/otp-boxes.ts';
import { recordApiCalls, toast } from '../support/ui.ts';

/*
 * Every validation message of spec section 5 for the account forms, one row per rule: the form is
 * filled with good values, ONE field gets a bad one, and after submit exactly that field shows exactly
 * the spec's message (linked to the input as its description), and no call reached the server.
 */

interface Rule {
  /** What the row checks, for the test title. */
  rule: string;
  /** The label of the field that gets the bad value. */
  field: string;
  /** Values for other fields that must change with it (the confirmation follows a bad password). */
  also?: Record<string, string>;
  value: string;
  message: string;
  /** Other fields that rightly complain too, with their messages. */
  alsoInvalid?: Record<string, string>;
}

interface FormCase {
  name: string;
  path: string;
  submit: string;
  /** Good values by field label; each row replaces one or two of them. */
  good: Record<string, string>;
  rules: Rule[];
}

const GOOD_PASSWORD = 'Ride2026Safe';

const FORMS: FormCase[] = [
  {
    name: 'register',
    path: '/register',
    submit: text.registerButton,
    good: {
      [text.fnameLabel]: 'Kavya',
      [text.lnameLabel]: 'Nair',
      [text.emailLabel]: 'kavya.nair@example.test',
      [text.mobileNumberLabel]: '9876543210',
      [text.passwordLabel]: GOOD_PASSWORD,
      [text.confirmPasswordLabel]: GOOD_PASSWORD,
    },
    rules: [
      { rule: 'fname required', field: text.fnameLabel, value: '', message: msg.fnameRequired },
      { rule: 'fname only spaces', field: text.fnameLabel, value: '   ', message: msg.fnameRequired },
      { rule: 'lname required', field: text.lnameLabel, value: '', message: msg.lnameRequired },
      { rule: 'email required', field: text.emailLabel, value: '', message: msg.emailRequired },
      { rule: 'email invalid', field: text.emailLabel, value: 'kavya@nowhere', message: msg.emailInvalid },
      { rule: 'mobile required', field: text.mobileNumberLabel, value: '', message: msg.mobileRequired },
      { rule: 'mobile too short', field: text.mobileNumberLabel, value: '98765', message: msg.mobileDigits },
      { rule: 'mobile too long', field: text.mobileNumberLabel, value: '98765432101', message: msg.mobileDigits },
      { rule: 'mobile letters', field: text.mobileNumberLabel, value: '98765abcde', message: msg.mobileDigits },
      ...passwordRules(text.passwordLabel, msg.passwordLength),
      { rule: 'confirm required', field: text.confirmPasswordLabel, value: '', message: msg.confirmRequired },
      {
        rule: 'confirm mismatch',
        field: text.confirmPasswordLabel,
        value: 'Ride2026Other',
        message: msg.passwordMismatch,
      },
    ],
  },
  {
    name: 'login',
    path: '/login',
    submit: text.login,
    good: { [text.emailLabel]: 'kavya.nair@example.test', [text.passwordLabel]: GOOD_PASSWORD },
    rules: [
      { rule: 'email required', field: text.emailLabel, value: '', message: msg.emailRequired },
      { rule: 'email invalid', field: text.emailLabel, value: 'kavya@', message: msg.emailInvalid },
      ...passwordRules(text.passwordLabel, msg.passwordLoginLength, false),
    ],
  },
  {
    name: 'forgot-password',
    path: '/forgotPassword',
    submit: text.resetPassword,
    good: {
      [text.yourEmailLabel]: 'kavya.nair@example.test',
      [text.newPasswordLabel]: GOOD_PASSWORD,
      [text.confirmPasswordLabel]: GOOD_PASSWORD,
    },
    rules: [
      { rule: 'email required', field: text.yourEmailLabel, value: '', message: msg.emailRequired },
      { rule: 'email invalid', field: text.yourEmailLabel, value: 'kavya.nair@example', message: msg.emailInvalid },
      ...passwordRules(text.newPasswordLabel, msg.passwordResetLength),
      { rule: 'confirm required', field: text.confirmPasswordLabel, value: '', message: msg.confirmRequired },
      {
        rule: 'confirm mismatch',
        field: text.confirmPasswordLabel,
        value: 'Ride2026Other',
        message: msg.passwordMismatch,
      },
    ],
  },
];

/**
 * The password policy's rows (the product decisions: more than 8 characters with an upper-case letter, a
 * lower-case letter and a digit, checked in that order); each form has its own length text. With a
 * confirmation field it gets the same bad value, so that only the password rule speaks.
 */
function passwordRules(field: string, lengthMessage: string, withConfirm = true): Rule[] {
  const row = (rule: string, value: string, message: string): Rule => ({
    rule,
    field,
    value,
    message,
    ...(withConfirm ? { also: { [text.confirmPasswordLabel]: value } } : {}),
  });
  return [
    // An empty password with an empty confirmation: the confirmation asks for itself too.
    {
      ...row('password required', '', msg.passwordRequired),
      ...(withConfirm ? { alsoInvalid: { [text.confirmPasswordLabel]: msg.confirmRequired } } : {}),
    },
    row('password without upper case', 'ride2026safe', msg.passwordUpper),
    row('password without lower case', 'RIDE2026SAFE', msg.passwordLower),
    row('password without a number', 'RideSafeRide', msg.passwordNumber),
    // 8 characters: the policy wants more than 8.
    row('password too short', 'Ride2026', lengthMessage),
  ];
}

/** The input labelled `label`: exact, so 'Password' does not also match 'Confirm Password'. */
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

// One test per form, one step per rule: the rows share the page (the form is filled afresh for each
// row and submitted again), which keeps some forty checks down to a few seconds.
for (const form of FORMS) {
  test(`${form.name} form: every rule shows its message`, async ({ page }) => {
    await page.goto(form.path);
    const submit = page.getByRole('button', { name: form.submit, exact: true });
    await expect(submit).toBeEnabled();
    const calls = recordApiCalls(page);

    for (const rule of form.rules) {
      await test.step(`${rule.rule}: '${rule.message}'`, async () => {
        const values = { ...form.good, [rule.field]: rule.value, ...rule.also };
        for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
        await submit.click();

        const expected = { [rule.field]: rule.message, ...rule.alsoInvalid };
        for (const [label, message] of Object.entries(expected)) {
          const input = field(page, label);
          await expect(input).toHaveAccessibleDescription(message);
          await expect(input).toHaveAttribute('aria-invalid', 'true');
          await expect(page.getByText(message, { exact: true })).toBeVisible();
        }
        // Only the fields under test complain: the other values were good.
        for (const label of Object.keys(form.good)) {
          if (!(label in expected)) await expect(field(page, label)).not.toHaveAttribute('aria-invalid', 'true');
        }
        await expect(page).toHaveURL((url) => url.pathname === form.path);
      });
    }
    expect(calls, 'the client refused every row without calling the server').toEqual([]);
  });
}

test.describe('reset OTP screen', () => {
  test(`an incomplete code says '${msg.otpIncomplete}' and letters are not taken`, async ({ page, snap }) => {
    // An address without an account: the server answers as for any other (and mails nothing), so the
    // screen opens without creating a user. One send of the forgetpassword route's per-IP limit.
    await page.goto('/forgotPassword');
    await field(page, text.yourEmailLabel).fill(uniqueEmail('reset-otp-screen'));
    await field(page, text.newPasswordLabel).fill(GOOD_PASSWORD);
    await field(page, text.confirmPasswordLabel).fill(GOOD_PASSWORD);
    await page.getByRole('button', { name: text.resetPassword, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/verifyForgetPassword');
    await expect(toast(page, msg.resetOtpSent)).toBeVisible();

    const calls = recordApiCalls(page);
    const verify = page.getByRole('button', { name: text.verify, exact: true });
    const alert = page.getByRole('alert').filter({ hasText: msg.otpIncomplete });

    await verify.click();
    await expect(alert).toHaveText(msg.otpIncomplete);

    await typeOtp(page, '4a7');
    // Letters are ignored: two digits went into the first two boxes.
    await expect(otpBox(page, 1)).toHaveValue('4');
    await expect(otpBox(page, 2)).toHaveValue('7');
    await expect(otpBox(page, 3)).toHaveValue('');
    await expect(alert).toBeHidden();
    await verify.click();
    await expect(alert).toHaveText(msg.otpIncomplete);
    await expect(otpBox(page, 1)).toHaveAttribute('aria-invalid', 'true');
    await expect(otpBox(page, 3)).toBeFocused();
    await snap();
    expect(calls, 'an incomplete code is not sent').toEqual([]);
  });
});
