import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { MAX_RENT_PER_HOUR } from '#shared/api/bikes.ts';
import { text } from '#shared/messages.ts';
import { DEMO_ACCOUNTS } from '#server/seed/demo-accounts.ts';
import { adminToken, createPartnerRequest, openAdmin, randomTag } from '../admin/admin-kit.ts';
import { pngFile } from '../support/images.ts';
import { CITY, pickPoints, rideWindow } from '../booking/booking-kit.ts';
import { expect, signIn, test } from '../support/fixtures.ts';

/*
 * Issue #34, part A (D74): no screen scrolls sideways. The checkout of a bike with three photos at
 * 390–1440 px with 'Make payment' fully on screen; a guest's BOOK NOW → login → the same checkout; the
 * partner's and the admin's lists at a phone's 390 px. With E2E_SHOT_DIR set, each screen is saved as
 * `fit-<name>-<width>.png`.
 */

const BIKE = 'Classic 350'; // three photos in the demo data

async function expectFits(page: Page, name: string, width: number): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} is ${overflow} px wider than ${width} px`).toBeLessThanOrEqual(0);
  const dir = process.env.E2E_SHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `fit-${name}-${width}.png`), fullPage: true });
}

test("a guest's BOOK NOW logs in and comes back to the same checkout, which fits every width", async ({ page }) => {
  test.setTimeout(90_000);
  const ride = rideWindow(47);
  const search = new URLSearchParams({ city: CITY, search: BIKE, ...ride });
  await page.goto(`/viewBikes?${search.toString()}`);
  const card = page.getByRole('list', { name: text.bikesListLabel }).getByRole('article').filter({ hasText: BIKE });
  await card.getByRole('button', { name: text.bookNow }).click();

  await page.waitForURL(/\/login\?next=/);
  await expect(page.getByRole('status').filter({ hasText: text.loginToBook(BIKE) })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const form = page.locator('form').filter({ has: page.getByLabel(text.emailLabel, { exact: true }) });
  await form.getByLabel(text.emailLabel, { exact: true }).fill(DEMO_ACCOUNTS.user.email);
  await form.getByLabel(text.passwordLabel, { exact: true }).fill(DEMO_ACCOUNTS.user.password);
  await form.getByRole('button', { name: text.login, exact: true }).click();

  await page.waitForURL(/\/checkOut\?/);
  const url = new URL(page.url());
  for (const [key, value] of Object.entries({ city: CITY, ...ride })) expect(url.searchParams.get(key)).toBe(value);
  const summary = page.getByRole('region', { name: text.bookingSummery });
  await expect(summary.getByText(BIKE, { exact: true })).toBeVisible();
  await expect(summary.getByText(`${ride.pickUpDate} · ${ride.pickUpTime}`)).toBeVisible();

  // the points chosen stay with the page (a refresh, or a login after the session ended)
  await pickPoints(page);
  const pickUp = summary.getByLabel(text.pickUpPointLabel, { exact: true });
  const chosen = await pickUp.inputValue();
  await page.reload();
  await expect(pickUp).toHaveValue(chosen);

  const pay = page.getByRole('region', { name: text.checkout }).getByRole('button', { name: text.makePayment });
  for (const width of [390, 1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(pay).toBeVisible();
    await pay.scrollIntoViewIfNeeded();
    const box = await pay.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width, `Make payment on screen at ${width} px`).toBe(true);
    await expectFits(page, 'checkout', width);
  }
});

test('partner and admin lists fit a phone', async ({ page, api }) => {
  test.setTimeout(150_000);
  // each list's name, and its empty state's title
  const partnerPages = [
    ['partner-bikes', '/partner/bikes', text.partnerBikesLabel, text.partnerBikesEmptyTitle],
    ['partner-bookings', '/partner/bookings', text.partnerBookingsLabel, text.partnerBookingsEmptyTitle],
    ['partner-earnings', '/partner/earnings', text.earningsTitle, text.earningsEmpty],
  ] as const;
  const adminPages = [
    ['admin-payouts', '/admin/payouts', text.payoutsTitle, text.payoutsEmpty],
    ['admin-refunds', '/admin/refunds', text.adminRefundsLabel, text.adminRefundsEmptyTitle],
    ['admin-bookings', '/admin/bookings', text.adminBookingsLabel, text.adminBookingsEmptyTitle],
  ] as const;
  const widths = process.env.E2E_SHOT_DIR ? [390, 1280] : [390];
  const check = async (name: string, route: string, label: string, emptyTitle: string) => {
    for (const width of widths) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(route); // at this width: the side menu starts closed on phones
      // the list, or its empty state when the data has no rows (which depends on the tests run before)
      await expect(
        page
          .getByRole('region', { name: label })
          .or(page.getByText(emptyTitle, { exact: true }))
          .first(),
      ).toBeVisible();
      await expect(page.locator('table[aria-busy]')).toHaveCount(0);
      await expectFits(page, name, width);
    }
  };

  await signIn(page, 'partner');
  for (const [name, route, label, emptyTitle] of partnerPages) {
    await check(name, route, label, emptyTitle);
  }
  await openAdmin(page, api, '/admin');
  for (const [name, route, label, emptyTitle] of adminPages) {
    await check(name, route, label, emptyTitle);
  }
});

test('a bike with the longest name and rent fits its card on /tariff and the home page, phone and laptop', async ({
  page,
  api,
}) => {
  // a verified partner's bike at the form's limits: an 80-character name, a 60-character brand, the top rent
  const partner = await createPartnerRequest(api, 'long-bike');
  const token = await adminToken(api);
  await api.expectOk('GET', '/api/admin/sendMailToPartner', { token, params: { email: partner.email } });
  const session = await api.login('partner', { email: partner.email, password: partner.password });
  const name = `Royal Enfield Super Meteor 650 Celestial Edition Touring Special ${randomTag()}`.padEnd(80, 'X');
  await api.expectOk('POST', '/api/partner/addBikes', {
    token: session.token,
    multipart: {
      name,
      brand: 'Royal Enfield Motors International Limited, Chennai, India'.padEnd(60, 'X'),
      category: 'Cruisers',
      makeYear: '2025',
      rentPerHour: String(MAX_RENT_PER_HOUR),
      engineCC: '648',
      plateNumber: `KA 09 ${randomTag(2)}`,
      image: await pngFile('meteor.png', '#7c2d12'),
    },
  });
  await api.expectOk('GET', '/api/admin/verifyPartner', { token, params: { email: partner.email } });

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/tariff');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByText('₹50,000', { exact: false })).toBeVisible();
    // the card is as wide as its column: the name truncates instead of widening the page
    const box = await card.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width, `the card on screen at ${width} px`).toBe(true);
    await expectFits(page, 'tariff-long-bike', width);
    await page.goto('/');
    await expect(page.getByRole('heading', { name })).toBeAttached();
    await expectFits(page, 'home-long-bike', width);
  }
});
