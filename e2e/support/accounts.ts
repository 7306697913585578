import { randomBytes } from 'node:crypto';
import type { RegisterForm } from '#shared/api/account.ts';
import type { ApiClient } from './api-client.ts';
import type { Mailbox } from './mailbox.ts';

/**
 * A unique, valid e-mail address for one test: `<tag>-<time>-<random>@example.test`. Every test makes
 * its own accounts, so parallel workers and repeated runs never meet on the same address (the server
 * also limits OTP mails per address).
 */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.test`;
}

/** Register-form values that pass every rule, with a unique e-mail; `overrides` replace any of them. */
export function newUserForm(tag: string, overrides: Partial<RegisterForm> = {}): RegisterForm {
  const password = overrides.password ?? 'Ride2026Safe';
  return {
    fname: 'Meera',
    lname: 'Iyer',
    email: uniqueEmail(tag),
    mobile: '9876543210',
    password,
    confirmPassword: password,
    ...overrides,
  };
}

/**
 * Creates a customer account through the API, the way the register screens do: GET /api/checkEmail
 * mails a code, which is read from the captured mail and sent with the form to POST /api/verifyOtp.
 * Each account signs up from its own client address (`x-forwarded-for`, trusted from loopback as from
 * the proxy in front of the app), as real customers do: the per-address OTP limits (20 sends per 15
 * minutes) hold for the register screens the specs drive, not for the accounts their setup creates.
 */
export async function createUser(
  api: ApiClient,
  mailbox: Mailbox,
  tag: string,
  overrides: Partial<RegisterForm> = {},
): Promise<RegisterForm> {
  const form = newUserForm(tag, overrides);
  const headers = { 'x-forwarded-for': nextClientAddress() };
  await api.expectOk('GET', '/api/checkEmail', { params: { email: form.email }, headers });
  const otp = await mailbox.latestOtp(form.email);
  await api.expectOk('POST', '/api/verifyOtp', { data: { data: form, otp }, headers });
  return form;
}

let accountsCreated = 0;

/** A private address per created account, distinct across the run's worker processes (by pid). */
function nextClientAddress(): string {
  accountsCreated += 1;
  return `10.${process.pid % 250}.${(accountsCreated >> 8) & 255}.${accountsCreated & 255}`;
}

/** A 4-digit code that is not `code` (for a wrong-OTP check). */
export function otherCode(code: string): string {
  return String((Number(code) + 1) % 10_000).padStart(4, '0');
}
