import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import type { Role } from '#shared/api/auth.ts';
import { text } from '#shared/messages.ts';
import { DEMO_ACCOUNTS } from '#server/seed/demo-accounts.ts';
import { ApiClient } from './api-client.ts';
import { readE2eEnv } from './e2e-env.ts';
import { Mailbox } from './mailbox.ts';

/** Where each role signs in, where it lands afterwards, and where its token is stored. */
export const LOGIN_SCREENS = {
  user: { path: '/login', landing: /^\/userProfile\/?$/, tokenKey: 'userToken' },
  partner: { path: '/partner/login', landing: /^\/partner\/?$/, tokenKey: 'partnerToken' },
  admin: { path: '/admin/login', landing: /^\/admin\/?$/, tokenKey: 'adminToken' },
} as const satisfies Record<Role, { path: string; landing: RegExp; tokenKey: string }>;

export interface E2eFixtures {
  /** Mail captured since this test started (see e2e/support/mailbox.ts). */
  mailbox: Mailbox;
  /** Signs a role's demo account in through its login screen, like a person, and waits for the landing page. */
  loginAs: (role: Role) => Promise<void>;
  /** HTTP API helper to arrange data (`api.post('/api/...', { as: 'admin', data })`). */
  api: ApiClient;
  /**
   * Takes this test's review screenshot now (only when E2E_SHOT_DIR is set), for tests whose most
   * telling moment is not their end. Without a call, the screenshot is taken when the test ends.
   */
  snap: () => Promise<void>;
}

/**
 * Fills the labelled Email and Password fields of the login form on `page`, clicks its Login button
 * and waits until the role's landing page is shown with its token stored. The form is found by its
 * Email field so the header's own 'Login' link/button is never clicked by mistake.
 */
export async function signIn(
  page: Page,
  role: Role,
  credentials: { email: string; password: string } = DEMO_ACCOUNTS[role],
): Promise<void> {
  const screen = LOGIN_SCREENS[role];
  await page.goto(screen.path);
  const form = page.locator('form').filter({ has: page.getByLabel(text.emailLabel, { exact: true }) });
  await form.getByLabel(text.emailLabel, { exact: true }).fill(credentials.email);
  await form.getByLabel(text.passwordLabel, { exact: true }).fill(credentials.password);
  await form.getByRole('button', { name: text.login, exact: true }).click();
  await page.waitForURL((url) => screen.landing.test(url.pathname));
  await expect
    .poll(() => page.evaluate((key) => window.localStorage.getItem(key), screen.tokenKey), {
      message: `${screen.tokenKey} in localStorage after the ${role} login`,
    })
    .toBeTruthy();
}

/** Tests (by id) that already took their review screenshot through `snap()`. */
const snapped = new Set<string>();

async function reviewScreenshot(page: Page, testInfo: TestInfo): Promise<void> {
  const dir = process.env.E2E_SHOT_DIR;
  if (!dir || page.isClosed()) return;
  mkdirSync(dir, { recursive: true });
  const name = `e2e-${path.basename(testInfo.file, '.spec.ts')}-${testInfo.title}`
    .replace(/[^\w.-]+/g, '-')
    .toLowerCase();
  // A screenshot is a review aid: failing to take one must not fail the test.
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true }).catch(() => undefined);
}

export const test = base.extend<E2eFixtures>({
  // Playwright reads fixture dependencies from the destructuring pattern, so an empty one is required.
  // eslint-disable-next-line no-empty-pattern
  mailbox: async ({}, use) => {
    await use(new Mailbox(readE2eEnv('mailDir')));
  },

  loginAs: async ({ page }, use) => {
    await use((role) => signIn(page, role));
  },

  api: async ({ request }, use) => {
    await use(new ApiClient(request));
  },

  // With E2E_SHOT_DIR set, every test that used a page leaves one screenshot of what the browser
  // showed (e2e-<file>-<title>.png) to look at after a run: at its `snap()` call, or else at its end.
  snap: async ({ page }, use, testInfo) => {
    await use(async () => {
      if (snapped.has(testInfo.testId)) return;
      snapped.add(testInfo.testId);
      await reviewScreenshot(page, testInfo);
    });
  },

  page: async ({ page }, use, testInfo) => {
    await use(page);
    if (!snapped.has(testInfo.testId)) await reviewScreenshot(page, testInfo);
    snapped.delete(testInfo.testId);
  },
});

export { expect };
