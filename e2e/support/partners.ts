import type { Locator, Page } from '@playwright/test';
import type { PartnerJoinBody } from '#shared/api/partner-join.ts';
import { msg, PRODUCT_NAME, text } from '#shared/messages.ts';
import { uniqueEmail } from './accounts.ts';
import type { ApiClient } from './api-client.ts';
import type { Mailbox } from './mailbox.ts';

/*
 * Partner accounts and partner-area screens for the end-to-end specs. Budget: POST /api/partner/join-us
 * allows 10 requests per client address every 15 minutes, and the e2e server is one process seen from
 * one address, so the whole run shares them (keep the suite's total at 6 or fewer).
 */

/** Subject of the mail an admin's Accept sends ('Your Rev-On Rentals partner request is accepted'). */
export const PARTNER_ACCEPTED_SUBJECT = 'partner request is accepted';

/** Subject of the password reset code mail (customers and partners). */
export const RESET_CODE_SUBJECT = `${PRODUCT_NAME} password reset code`;

/** Join-us values that pass every rule, with a unique e-mail; `overrides` replace any of them. */
export function newPartnerForm(tag: string, overrides: Partial<PartnerJoinBody> = {}): PartnerJoinBody {
  const password = overrides.password ?? 'Garage2026Open';
  return {
    fname: 'Kiran',
    lname: 'Hegde',
    email: uniqueEmail(tag),
    password,
    confirmPassword: password,
    ...overrides,
  };
}

/**
 * Accepts a partner request through the admin API (`GET /api/admin/sendMailToPartner?email`, as the
 * demo admin) and waits for the acceptance mail to the partner; returns that mail's text.
 */
export async function acceptPartner(api: ApiClient, mailbox: Mailbox, email: string): Promise<string> {
  const answer = await api.expectOk('GET', '/api/admin/sendMailToPartner', { as: 'admin', params: { email } });
  if (answer.message !== msg.partnerAccepted) {
    throw new Error(`[e2e] accepting ${email} answered "${answer.message}", not "${msg.partnerAccepted}"`);
  }
  const mail = await mailbox.waitForMail({ to: email, subject: PARTNER_ACCEPTED_SUBJECT });
  return mail.text;
}

/**
 * A partner who may log in: a join-us request through the API, accepted by the admin through the API
 * (the acceptance mail is read). Costs one join-us request of the run's budget (see above).
 */
export async function createPartner(
  api: ApiClient,
  mailbox: Mailbox,
  tag: string,
  overrides: Partial<PartnerJoinBody> = {},
): Promise<PartnerJoinBody> {
  const form = newPartnerForm(tag, overrides);
  await api.expectOk('POST', '/api/partner/join-us', { data: form });
  await acceptPartner(api, mailbox, form.email);
  return form;
}

/** The side menu of the partner area (Dashboard, Profile, Bikes, Bookings, Logout). */
export function partnerMenu(page: Page): Locator {
  return page.getByRole('navigation', { name: text.partnerMenu });
}

/** Follows one link of the side menu, opening the menu first when it is closed (phones). */
export async function openFromMenu(page: Page, label: string): Promise<void> {
  const toggle = page.getByRole('button', { name: text.openMenu, exact: true });
  if (await toggle.isVisible()) await toggle.click();
  await partnerMenu(page).getByRole('link', { name: label, exact: true }).click();
}

/**
 * The `<dd>` that follows the `<dt>` whose whole text is `term`, inside `scope` (a description list:
 * the dashboard's cards, the booking details).
 */
export function definitionOf(scope: Page | Locator, term: string): Locator {
  const exact = new RegExp(`^\\s*${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
  return scope.getByRole('term').filter({ hasText: exact }).locator('xpath=following-sibling::dd[1]');
}

/** The value of one dashboard card ('Number of Bikes', 'Hided bike', …). */
export function statValue(page: Page, label: string): Locator {
  return definitionOf(page, label);
}

/** The SweetAlert2 confirmation ('Are you sure?' / "You won't be able to revert this!"). */
export function confirmDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: msg.confirmTitle });
}

/** Waits for the confirmation, checks its texts and clicks its confirm button (`confirmText`). */
export async function confirmWith(page: Page, confirmText: string): Promise<void> {
  const dialog = confirmDialog(page);
  await dialog.getByText(msg.confirmText, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: confirmText, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}
