import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { partnerVerifiedListResponse } from '#shared/api/admin.ts';
import { text } from '#shared/messages.ts';
import { DEMO_ACCOUNTS } from '#server/seed/demo-accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { adminToken, openAdmin } from './admin-kit.ts';

/*
 * Every admin page at a phone width (390 px) and a desktop width (1280 px): it shows its heading, has
 * finished loading, and nothing is wider than the screen (tables scroll inside their card). With
 * E2E_SHOT_DIR set, each is saved as `admin-<page>-<width>.png` for review.
 */

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

const heading = (name: string) => (page: Page) => page.getByRole('heading', { name, exact: true, level: 1 });

async function saveShot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `admin-${name}.png`), fullPage: true });
}

async function expectFits(page: Page, width: number): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `the page is ${overflow} px wider than the ${width} px screen`).toBeLessThanOrEqual(0);
}

test('admin pages fit phone and desktop screens', async ({ page, api }) => {
  test.setTimeout(120_000);
  const token = await adminToken(api);
  const partners = partnerVerifiedListResponse.parse(
    await api.expectOk('GET', '/api/admin/partnerVerifiedList', { token, params: { page: 1 } }),
  );
  const demoPartner = partners.data.find((row) => row.email === DEMO_ACCOUNTS.partner.email) ?? partners.data[0];
  if (!demoPartner) throw new Error('no verified partner to show');

  const pages: { name: string; path: string; ready: (page: Page) => Locator }[] = [
    { name: 'dashboard', path: '/admin', ready: heading(text.menuDashboard) },
    { name: 'users', path: '/admin/users', ready: heading(text.adminUsersTitle) },
    { name: 'partner-requests', path: '/admin/partnerRequests', ready: heading(text.adminPartnerRequestsTitle) },
    { name: 'partners', path: '/admin/partnerVerifiedList', ready: heading(text.adminPartnersTitle) },
    {
      name: 'partner-single-view',
      path: `/admin/partnerSingleView?id=${demoPartner._id}`,
      ready: (p) => p.getByRole('heading', { name: `${demoPartner.fname} ${demoPartner.lname}` }),
    },
    { name: 'coupons', path: '/admin/coupons', ready: heading(text.coupons) },
    // issue #16
    { name: 'bookings', path: '/admin/bookings', ready: heading(text.adminBookingsTitle) },
    { name: 'refunds', path: '/admin/refunds', ready: heading(text.adminRefundsTitle) },
    // issue #30
    { name: 'mails', path: '/admin/mails', ready: heading(text.adminMailsTitle) },
    {
      name: 'cancellation-policy',
      path: '/admin/cancellationPolicy',
      ready: (p) => p.getByRole('group', { name: text.tierLegend(1) }),
    },
  ];

  await openAdmin(page, api, '/admin');
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    for (const target of pages) {
      await test.step(`${target.name} at ${size.width} px`, async () => {
        await page.goto(target.path);
        await expect(target.ready(page)).toBeVisible();
        await expect(page.getByText(text.loading, { exact: true })).toHaveCount(0);
        if (target.name === 'dashboard') {
          await expect(page.getByRole('img', { name: /Bookings per day this week/ })).toBeVisible();
          await expect(
            page.getByRole('img', { name: /^This month:/ }).or(page.getByText(text.noRidesThisMonth)),
          ).toBeVisible();
          // chart.js animates its first drawing (1 s by default): let it finish before the picture.
          await page.waitForTimeout(1_200);
        }
        await expectFits(page, size.width);
        await saveShot(page, `${target.name}-${size.width}`);
      });
    }
    await test.step(`add coupon modal at ${size.width} px`, async () => {
      await page.goto('/admin/coupons');
      await page.getByRole('button', { name: text.addNewCoupon }).click();
      const dialog = page.getByRole('dialog', { name: text.addCoupon });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: text.saveShort, exact: true }).click();
      await expect(dialog.getByText(text.loading, { exact: true })).toHaveCount(0);
      await saveShot(page, `coupon-modal-${size.width}`);
    });
    await test.step(`menu open at ${size.width} px`, async () => {
      await page.goto('/admin/users');
      await expect(heading(text.adminUsersTitle)(page)).toBeVisible();
      // Open on a desktop from the start, closed on a phone.
      const toggle = page.getByRole('button', { name: text.openMenu });
      if (await toggle.isVisible()) await toggle.click();
      const menu = page.locator('#side-menu');
      await expect(menu).not.toHaveAttribute('inert', '');
      // Slid in (300 ms) before the picture.
      await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0);
      await saveShot(page, `menu-${size.width}`);
    });
  }

  // The login screen, signed out.
  await page.evaluate(() => window.localStorage.removeItem('adminToken'));
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: text.adminLogin })).toBeVisible();
    await expectFits(page, size.width);
    await saveShot(page, `login-${size.width}`);
  }
});
