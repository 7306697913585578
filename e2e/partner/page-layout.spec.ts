import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { text } from '#shared/messages.ts';
import { expect, test } from '../support/fixtures.ts';

/*
 * Every partner page of issue 4 at a phone width (390 px) and a desktop width (1280 px): it shows its
 * heading, has finished loading, and nothing is wider than the screen (wide tables scroll inside their
 * own card). With E2E_SHOT_DIR set, each is saved as `e2e4-<page>-<width>.png` for review. The signed-in
 * pages are those of the demo partner, read only.
 */

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

interface PageCase {
  name: string;
  path: string;
  /** What shows that the page is there and loaded. */
  ready: (page: Page) => Locator;
  /** Draws animated charts: the screenshot waits for chart.js's 1 s animation to end. */
  animated?: boolean;
}

const heading = (name: string) => (page: Page) => page.getByRole('heading', { name, exact: true });

const SIGNED_OUT: PageCase[] = [
  { name: 'login', path: '/partner/login', ready: heading(text.partnerLoginTitle) },
  { name: 'forgot-password', path: '/partner/forgotpass', ready: heading(text.partnerForgotTitle) },
  // Opened directly, the OTP screen has no e-mail to verify and says so (the flow is in forgot-password).
  {
    name: 'verify-otp-direct',
    path: '/partner/verifyForgotOtp',
    ready: (page) => page.getByText(text.otpResetMissing),
  },
];

const SIGNED_IN: PageCase[] = [
  {
    name: 'dashboard',
    path: '/partner',
    ready: (page) => page.getByRole('img', { name: /^This month: / }),
    animated: true,
  },
  {
    name: 'profile',
    path: '/partner/profile',
    ready: (page) => page.getByRole('list', { name: text.pointsListLabel }),
  },
  {
    name: 'bikes',
    path: '/partner/bikes',
    ready: (page) => page.getByRole('region', { name: text.partnerBikesLabel }),
  },
  { name: 'add-bike', path: '/partner/addBikes', ready: heading(text.addBikeTitle) },
  {
    name: 'bookings',
    path: '/partner/bookings',
    ready: (page) => page.getByRole('region', { name: text.partnerBookingsLabel }),
  },
];

async function saveShot(page: Page, name: string, animated = false): Promise<void> {
  const dir = process.env.E2E_SHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  // A review picture of half-drawn charts says little; nothing is asserted on it.
  if (animated) await page.waitForTimeout(1_200);
  await page.screenshot({ path: path.join(dir, `e2e4-${name}.png`), fullPage: true });
}

async function checkPage(page: Page, target: PageCase): Promise<void> {
  for (const size of WIDTHS) {
    await test.step(`${target.name} at ${size.width} px`, async () => {
      await page.setViewportSize(size);
      await page.goto(target.path);
      await expect(target.ready(page)).toBeVisible();
      // Loaded: no table, card or chart is still showing its skeleton.
      await expect(page.getByText(text.loading, { exact: true })).toHaveCount(0);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${target.path} is ${overflow} px wider than the ${size.width} px screen`).toBeLessThanOrEqual(
        0,
      );
      await saveShot(page, `${target.name}-${size.width}`, target.animated);
    });
  }
}

test.describe('partner pages fit phone and desktop screens', () => {
  test('signed-out pages: login, forgot password, OTP', async ({ page }) => {
    for (const target of SIGNED_OUT) await checkPage(page, target);
  });

  test('signed-in pages: dashboard, profile, bikes, add bike, bookings', async ({ page, loginAs }) => {
    test.setTimeout(90_000);
    await loginAs('partner');
    for (const target of SIGNED_IN) await checkPage(page, target);
  });
});
