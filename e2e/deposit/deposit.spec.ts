import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { SANDBOX_SUCCESS_CARD } from '#shared/api/booking.ts';
import { msg, text } from '#shared/messages.ts';
import { DEMO_SHARED_PASSWORD } from '#server/seed/seed-demo.ts';
import { formatMoney } from '#web/lib/format.ts';
import { amountOf, bikeCards, payWithCard, pickPoints, rideWindow, searchBikes } from '../booking/booking-kit.ts';
import { createUser } from '../support/accounts.ts';
import { readE2eEnv } from '../support/e2e-env.ts';
import { expect, signIn, test } from '../support/fixtures.ts';
import { pngFile } from '../support/images.ts';
import { toast } from '../support/ui.ts';

// The refundable deposit (issue #17), end to end: a demo partner of Pune adds a bike with a ₹2,000
// deposit in the ADD BIKE form; a customer finds it (by its own unique name, so no other spec meets
// it), sees the deposit on the bike's details and at checkout, pays rent + deposit with the sandbox
// card, and the invoice shows the deposit as a separate untaxed line.

const CITY = 'Pune';
const PARTNER = { email: 'aditya.kulkarni@revon.demo', password: DEMO_SHARED_PASSWORD };
const DEPOSIT = 2000;
const RENT_PER_HOUR = 90;

/** The page at 1280 and 390 px wide, when E2E_SHOT_DIR is set. */
async function shots(page: Page, name: string, ready: () => Promise<void>): Promise<void> {
  const dir = process.env.E2E_SHOT_DIR;
  if (!dir) return;
  const size = page.viewportSize();
  await page.screenshot({ path: path.join(dir, `e2e-deposit-${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await ready();
  await page.screenshot({ path: path.join(dir, `e2e-deposit-${name}-390.png`), fullPage: true });
  if (size) await page.setViewportSize(size);
}

test('a partner adds a bike with a ₹2,000 deposit; a customer sees it, pays rent + deposit, and the invoice shows it apart', async ({
  page,
  browser,
  api,
  mailbox,
  snap,
}) => {
  test.setTimeout(150_000);
  const suffix = randomBytes(3).toString('hex').toUpperCase();
  const bikeName = `Deposit Scout ${suffix}`;

  await test.step('the partner adds the bike with a security deposit in the form', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'partner', PARTNER);
    await page.goto('/partner/addBikes');
    await expect(page.getByRole('heading', { name: text.addBikeTitle, level: 1 })).toBeVisible();
    const form = page.locator('form');
    await form.getByLabel(text.chooseImages).setInputFiles([await pngFile('scout.png', '#0f766e')]);
    await expect(form.getByRole('img', { name: text.newPhotoAlt(1) })).toBeVisible();
    await form.getByLabel(text.bikeName, { exact: true }).fill(bikeName);
    await form.getByLabel(text.bikeBrand, { exact: true }).fill('Yezdi');
    await form.getByLabel(text.bikeCategory, { exact: true }).selectOption('Adventure');
    await form.getByLabel(text.bikeMakeYear, { exact: true }).fill('2024');
    await form.getByLabel(text.bikeRentPerHour, { exact: true }).fill(String(RENT_PER_HOUR));
    await form.getByLabel(text.bikeEngineCc, { exact: true }).fill('334');
    await form.getByLabel(text.bikePlateNumber, { exact: true }).fill(`MH 12 DP ${suffix}`);
    const deposit = form.getByLabel(text.bikeDepositLabel, { exact: true });
    await expect(deposit).toHaveValue('0');
    // over the most: refused at its field, nothing sent
    await deposit.fill('50001');
    await form.getByRole('button', { name: text.save, exact: true }).click();
    await expect(deposit).toHaveAccessibleDescription(msg.depositInvalid);
    await deposit.fill(String(DEPOSIT));
    await form.getByRole('button', { name: text.save, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/partner/bikes');
    await expect(toast(page, msg.bikeAdded)).toBeVisible();
  });

  const context = await browser.newContext({ baseURL: readE2eEnv('baseUrl'), viewport: { width: 1280, height: 900 } });
  const customer = await context.newPage();
  const user = await createUser(api, mailbox, 'deposit');
  await signIn(customer, 'user', user);
  const window = rideWindow(41);
  // 10:00 AM → the next day 02:00 PM: 28 hours; taxes 14 % each of the rent only
  const rent = 28 * RENT_PER_HOUR;
  const total = rent + 2 * Math.floor(rent * 0.14);

  await test.step('the bike details and checkout show the deposit apart, and the amount to pay', async () => {
    await customer.goto('/viewBikes');
    expect(await searchBikes(customer, window, bikeName, CITY)).toEqual([bikeName]);
    await bikeCards(customer).first().getByRole('button', { name: text.bookNow }).click();
    await customer.waitForURL(/\/checkOut\?/);
    const summary = customer.getByRole('region', { name: text.bookingSummery });
    await expect(summary.getByText(text.refundableDepositLine(formatMoney(DEPOSIT)), { exact: true })).toBeVisible();
    const checkout = customer.getByRole('region', { name: text.checkout });
    await expect(amountOf(checkout, text.rentLabel)).toHaveText(formatMoney(rent));
    await expect(amountOf(checkout, text.totalLabel)).toHaveText(formatMoney(total));
    await expect(amountOf(checkout, text.refundableDeposit)).toHaveText(formatMoney(DEPOSIT));
    await expect(amountOf(checkout, text.amountToPay)).toHaveText(formatMoney(total + DEPOSIT));
    await pickPoints(customer);
    await shots(customer, 'checkout', () =>
      expect(amountOf(checkout, text.amountToPay)).toHaveText(formatMoney(total + DEPOSIT)),
    );
  });

  await test.step('pays rent + deposit; the invoice has the deposit as a separate untaxed line', async () => {
    const checkout = customer.getByRole('region', { name: text.checkout });
    await checkout.getByRole('button', { name: text.makePayment }).click();
    const dialog = customer.getByRole('dialog', { name: text.cardFormTitle });
    await expect(dialog.getByRole('button', { name: text.payAmount(formatMoney(total + DEPOSIT)) })).toBeVisible();
    await payWithCard(customer, SANDBOX_SUCCESS_CARD);
    await customer.waitForURL(/\/paymentSuccess\?order=/);
    const invoice = customer.getByRole('article', { name: 'Rev-On Rentals' });
    await expect(invoice.getByText(bikeName, { exact: true })).toBeVisible();
    await expect(amountOf(invoice, text.grandTotal)).toHaveText(formatMoney(total));
    await expect(amountOf(invoice, text.refundableDeposit)).toHaveText(formatMoney(DEPOSIT));
    await expect(amountOf(invoice, text.amountPaidLabel)).toHaveText(formatMoney(total + DEPOSIT));
    await expect(invoice.getByText(text.depositUntaxedNote)).toBeVisible();
    await snap();
    await shots(customer, 'invoice', () => expect(invoice.getByText(bikeName, { exact: true })).toBeVisible());
  });
  await context.close();
});
