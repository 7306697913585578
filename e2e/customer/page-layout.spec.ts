import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { text } from '#shared/messages.ts';
import { expect, signIn, test } from '../support/fixtures.ts';

/*
 * Every customer page of issue 3 at a phone width (390 px) and a desktop width (1280 px): it shows its
 * heading, has finished loading, and nothing is wider than the screen (no sideways scrolling). With
 * E2E_SHOT_DIR set, each is saved as `e2e3-<page>-<width>.png` for review.
 */

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

interface PageCase {
  name: string;
  path: string;
  /** What shows that the page is there. */
  ready: (page: Page) => Locator;
  /** Sign the demo customer in first. */
  signedIn?: boolean;
}

const heading = (name: string, level?: number) => (page: Page) =>
  page.getByRole('heading', { name, exact: true, ...(level ? { level } : {}) });

const PAGES: PageCase[] = [
  { name: 'home', path: '/', ready: heading(text.heroTitle, 1) },
  { name: 'tariff', path: '/tariff', ready: heading(text.pageTariff, 1) },
  { name: 'offers', path: '/offers', ready: heading(text.offersTitle) },
  { name: 'join-us', path: '/join-us', ready: heading(text.registerAsPartner, 1) },
  { name: 'login', path: '/login', ready: heading(text.login) },
  { name: 'register', path: '/register', ready: heading(text.pageRegister) },
  { name: 'forgot-password', path: '/forgotPassword', ready: heading(text.pageForgotPassword) },
  // Opened directly, the OTP screens have no form data and say so (the flows are in register/password-reset).
  { name: 'otp-direct', path: '/otp', ready: (page) => page.getByText(text.otpRegisterMissing) },
  {
    name: 'verify-forget-password-direct',
    path: '/verifyForgetPassword',
    ready: (page) => page.getByText(text.otpResetMissing),
  },
  { name: 'user-profile', path: '/userProfile', ready: heading(text.idProof), signedIn: true },
];

async function saveShot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `e2e3-${name}.png`), fullPage: true });
}

test.describe('customer pages fit phone and desktop screens', () => {
  for (const target of PAGES) {
    test(`${target.name} (${target.path})`, async ({ page }) => {
      // The profile is read only: the shared demo customer is fine here.
      if (target.signedIn) await signIn(page, 'user');
      for (const size of WIDTHS) {
        await test.step(`${size.width} px`, async () => {
          await page.setViewportSize(size);
          await page.goto(target.path);
          await expect(target.ready(page)).toBeVisible();
          // Loaded: no list or card is still showing its skeleton (each says 'Loading…' to screen readers).
          await expect(page.getByText(text.loading, { exact: true })).toHaveCount(0);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, `the page is ${overflow} px wider than the ${size.width} px screen`).toBeLessThanOrEqual(0);
          await saveShot(page, `${target.name}-${size.width}`);
        });
      }
    });
  }
});
