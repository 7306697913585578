import type { Page } from '@playwright/test';
import { text } from '#shared/messages.ts';
import { expect, test } from '../support/fixtures.ts';
import { openAdmin } from './admin-kit.ts';

/** The figure of a dashboard tile (a <dt> label and its <dd> value). */
const tile = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

test('the admin logs in, sees the dashboard, collapses the side menu and logs out', async ({ page, loginAs, snap }) => {
  await loginAs('admin');
  await expect(page.getByRole('heading', { name: text.menuDashboard, level: 1 })).toBeVisible();

  // The tiles show figures once loaded (other specs running meanwhile may change them, so no exact values;
  // the component test checks which answer field goes to which tile).
  await expect(tile(page, text.totalBookings)).toHaveText(/^\d+$/);
  await expect(tile(page, text.partnerCount)).toHaveText(/^[1-9]\d*$/);
  await expect(tile(page, text.userCount)).toHaveText(/^[1-9]\d*$/);
  await expect(tile(page, text.totalSales)).toHaveText(/^₹[\d,]+$/);
  await expect(page.getByRole('heading', { name: text.weeklySales })).toBeVisible();
  await expect(page.getByRole('heading', { name: text.bookingCancelRatio })).toBeVisible();
  await expect(page.getByRole('img', { name: /Bookings per day this week/ })).toBeVisible();
  await snap();

  // The side menu: 220 px, open on a desktop, and collapsible.
  const menu = page.locator('#side-menu');
  const nav = page.getByRole('navigation', { name: text.adminMenu });
  await expect(nav).toBeVisible();
  expect((await menu.boundingBox())?.width).toBe(220);
  await page.getByRole('button', { name: text.closeMenu }).click();
  await expect(menu).toHaveAttribute('inert', '');
  await expect.poll(async () => ((await menu.boundingBox())?.x ?? 0) + 220).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: text.openMenu }).click();
  await expect(menu).not.toHaveAttribute('inert', '');
  await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0);

  // Every menu entry opens its page.
  const entries = [
    [text.menuUsers, text.adminUsersTitle, /\/admin\/users$/],
    [text.menuPartnerRequests, text.adminPartnerRequestsTitle, /\/admin\/partnerRequests$/],
    [text.menuPartners, text.adminPartnersTitle, /\/admin\/partnerVerifiedList$/],
    [text.menuCoupons, text.coupons, /\/admin\/coupons$/],
    [text.menuAdminBookings, text.adminBookingsTitle, /\/admin\/bookings$/],
    [text.menuRefunds, text.adminRefundsTitle, /\/admin\/refunds$/],
    [text.menuCancellationPolicy, text.policyTitle, /\/admin\/cancellationPolicy$/],
    [text.menuDashboard, text.menuDashboard, /\/admin$/],
  ] as const;
  for (const [label, heading, url] of entries) {
    await nav.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { name: heading, exact: true, level: 1 })).toBeVisible();
  }

  // Logout: signed out, the stored token deleted, and the admin pages closed again.
  await nav.getByRole('button', { name: text.logout }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: text.adminLogin })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('adminToken'))).toBeNull();
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('on a phone the side menu starts closed and overlays the page', async ({ page, api }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAdmin(page, api, '/admin/users');
  await expect(page.getByRole('heading', { name: text.adminUsersTitle, level: 1 })).toBeVisible();
  const menu = page.locator('#side-menu');
  await expect(menu).toHaveAttribute('inert', '');
  await page.getByRole('button', { name: text.openMenu }).click();
  await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0);
  await page.getByRole('navigation', { name: text.adminMenu }).getByRole('link', { name: text.menuCoupons }).click();
  await expect(page).toHaveURL(/\/admin\/coupons$/);
  // Following a link closes the overlay menu on small screens.
  await expect(menu).toHaveAttribute('inert', '');
});
