import path from 'node:path';
import type { Page } from '@playwright/test';
import { viewBikesResponse } from '#shared/api/partner.ts';
import { msg, text } from '#shared/messages.ts';
import { DEMO_SHARED_PASSWORD } from '#server/seed/seed-demo.ts';
import { formatMoney } from '#web/lib/format.ts';
import { amountOf, bikeCards, rideWindow, searchBikes } from '../booking/booking-kit.ts';
import { createUser } from '../support/accounts.ts';
import { readE2eEnv } from '../support/e2e-env.ts';
import { expect, signIn, test } from '../support/fixtures.ts';
import { openFromMenu } from '../support/partners.ts';
import { toast } from '../support/ui.ts';

// Editing a bike (issue 17) on a demo partner of a city no other spec searches (Jaipur), so the
// renamed, re-priced bike meets no other test. The customer's search and checkout show the edit at once.

const CITY = 'Jaipur';
const PARTNER = { email: 'arjun.rathore@revon.demo', password: DEMO_SHARED_PASSWORD };

/** The phone layout (390 px) of the current page, when E2E_SHOT_DIR is set. */
async function phoneShot(page: Page, name: string, ready: () => Promise<void>): Promise<void> {
  const dir = process.env.E2E_SHOT_DIR;
  if (!dir) return;
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await ready();
  await page.screenshot({ path: path.join(dir, `e2e-edit-bike-${name}-390.png`), fullPage: true });
  if (size) await page.setViewportSize(size);
}

/** The desktop layout (1280 px) of the current page, when E2E_SHOT_DIR is set. */
async function desktopShot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOT_DIR;
  if (!dir) return;
  await page.screenshot({ path: path.join(dir, `e2e-edit-bike-${name}-1280.png`), fullPage: true });
}

test('the partner edits a bike’s name and rent; the list and a customer’s search and checkout show it', async ({
  page,
  browser,
  api,
  mailbox,
  snap,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'partner', PARTNER);
  const token = (await page.evaluate(() => window.localStorage.getItem('partnerToken'))) ?? '';
  const listed = viewBikesResponse.parse(await api.expectOk('GET', '/api/partner/viewBikes', { token })).data.bikes;
  const bike = listed.find((candidate) => candidate.status);
  if (!bike) throw new Error('[e2e] the Jaipur demo partner has no visible bike');
  const newName = `${bike.name} Touring`;
  const newRent = bike.rentPerHour + 17;

  await test.step('Edit opens the ADD BIKE form filled with the bike and its photos', async () => {
    await openFromMenu(page, text.menuBikes);
    await page.getByRole('link', { name: text.editBikeLabel(bike.name), exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === `/partner/bikes/${bike._id}/edit`);
    await expect(page.getByRole('heading', { name: text.editBikeTitle, level: 1 })).toBeVisible();
    await expect(page.getByLabel(text.bikeName, { exact: true })).toHaveValue(bike.name);
    await expect(page.getByLabel(text.bikeBrand, { exact: true })).toHaveValue(bike.brand);
    await expect(page.getByLabel(text.bikeCategory, { exact: true })).toHaveValue(bike.category);
    await expect(page.getByLabel(text.bikeMakeYear, { exact: true })).toHaveValue(String(bike.makeYear));
    await expect(page.getByLabel(text.bikeRentPerHour, { exact: true })).toHaveValue(String(bike.rentPerHour));
    await expect(page.getByLabel(text.bikeEngineCc, { exact: true })).toHaveValue(String(bike.engineCC));
    await expect(page.getByLabel(text.bikePlateNumber, { exact: true })).toHaveValue(bike.plateNumber);
    await expect(page.getByRole('img', { name: text.currentPhotoAlt(1) })).toBeVisible();
    await expect(page.getByText(text.currentPhotosHint)).toBeVisible();
    await desktopShot(page, 'form');
    await phoneShot(page, 'form', () => expect(page.getByLabel(text.bikeName, { exact: true })).toHaveValue(bike.name));
  });

  await test.step('a rent of 0 is refused at its field with the ADD BIKE message; nothing is sent', async () => {
    const rent = page.getByLabel(text.bikeRentPerHour, { exact: true });
    await rent.fill('0');
    await page.getByRole('button', { name: text.save, exact: true }).click();
    await expect(rent).toHaveAccessibleDescription(msg.bikeRentInvalid);
  });

  await test.step('Save: a toast, back to the list with the new name and rent', async () => {
    await page.getByLabel(text.bikeName, { exact: true }).fill(newName);
    await page.getByLabel(text.bikeRentPerHour, { exact: true }).fill(String(newRent));
    await page.getByRole('button', { name: text.save, exact: true }).click();
    await expect(toast(page, msg.bikeUpdated)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/partner/bikes');
    const row = page.getByRole('row').filter({ hasText: newName });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell').nth(5)).toHaveText(formatMoney(newRent));
    await expect(page.getByRole('link', { name: text.editBikeLabel(bike.name), exact: true })).toHaveCount(0);
    await desktopShot(page, 'list');
    await phoneShot(page, 'list', () => expect(page.getByText(newName, { exact: true })).toBeVisible());
  });

  await test.step('a customer’s search and checkout show the new name and price at once', async () => {
    const context = await browser.newContext({
      baseURL: readE2eEnv('baseUrl'),
      viewport: { width: 1280, height: 900 },
    });
    const customer = await context.newPage();
    await signIn(customer, 'user', await createUser(api, mailbox, 'edit-bike'));
    const window = rideWindow(47);
    await customer.goto('/viewBikes');
    expect(await searchBikes(customer, window, newName, CITY)).toEqual([newName]);
    const card = bikeCards(customer).first();
    await expect(card.getByText(text.amountPerHour(formatMoney(newRent)), { exact: true })).toBeVisible();
    await card.getByRole('button', { name: text.bookNow }).click();
    await customer.waitForURL(/\/checkOut\?/);
    const summary = customer.getByRole('region', { name: text.bookingSummery });
    await expect(summary.getByText(newName, { exact: true })).toBeVisible();
    // 10:00 AM → the next day 02:00 PM: 28 hours at the new rent
    await expect(amountOf(customer.getByRole('region', { name: text.checkout }), text.rentLabel)).toHaveText(
      formatMoney(28 * newRent),
    );
    await snap();
    await desktopShot(customer, 'checkout');
    await context.close();
  });
});
