import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect } from '../support/fixtures.ts';
import type { ApiClient } from '../support/api-client.ts';
import { uniqueEmail } from '../support/accounts.ts';

/*
 * Helpers of the admin specs. The admin login screen is driven once, in admin-shell.spec.ts; the other
 * specs open the admin area with a token obtained once per worker, because every login counts against
 * the login limit (10 a minute per address and e-mail) that all specs running at once share.
 */

let sharedToken: string | undefined;

/** The demo admin's bearer token, logged in through the API once per worker. */
export async function adminToken(api: ApiClient): Promise<string> {
  sharedToken ??= await api.tokenFor('admin');
  return sharedToken;
}

/**
 * Opens `path` in the admin area signed in as the demo admin: the token is stored the way the login
 * screen stores it, and the app restores the session from it on load (checkIfAdmin).
 */
export async function openAdmin(page: Page, api: ApiClient, path: string): Promise<void> {
  const token = await adminToken(api);
  await page.goto('/admin/login');
  await page.evaluate((value) => window.localStorage.setItem('adminToken', value), token);
  await page.goto(path);
}

/** The row of an admin table that shows `cellText` (an e-mail address, a coupon code). */
export function tableRow(page: Page, cellText: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name: cellText, exact: true }) });
}

/** Clicks the confirm button of the SweetAlert2 confirmation ('Are you sure?'). */
export async function confirm(page: Page, buttonText: string): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: 'Are you sure?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: buttonText, exact: true }).click();
  await expect(dialog).toBeHidden();
}

export interface PartnerRequest {
  fname: string;
  lname: string;
  email: string;
  password: string;
}

/**
 * Sends a partner request the way /join-us does (POST /api/partner/join-us) with a unique e-mail.
 * Each call counts against the join-us limit (10 per 15 minutes per address, for the whole run).
 */
export async function createPartnerRequest(api: ApiClient, tag: string, fname = 'Kiran'): Promise<PartnerRequest> {
  const request = { fname, lname: 'Das', email: uniqueEmail(tag), password: 'Partner2026Go' };
  await api.expectOk('POST', '/api/partner/join-us', { data: { ...request, confirmPassword: request.password } });
  return request;
}

/** A short random suffix for unique names, codes and plates. */
export function randomTag(bytes = 3): string {
  return randomBytes(bytes).toString('hex').toUpperCase();
}
