import type { Page } from '@playwright/test';
import { SANDBOX_SUCCESS_CARD } from '#shared/api/booking.ts';
import { formatMoney } from '#shared/format/money.ts';
import { text } from '#shared/messages.ts';
import { hiMsgParts, hiTextParts } from '#shared/messages/hi/index.ts';
import { mailTemplatesText as hiMail } from '#shared/messages/hi/mail-templates.ts';
import { LANGUAGE_NAMES } from '#shared/messages/language.ts';
import { CITY, rideWindow, type RideWindow } from './booking/booking-kit.ts';
import { createUser } from './support/accounts.ts';
import { ApiClient } from './support/api-client.ts';
import { expect, test } from './support/fixtures.ts';
import { Mailbox } from './support/mailbox.ts';
import { startTextServer, uniqueMobile, type TextServer } from './support/text-server.ts';
import { toast } from './support/ui.ts';

// Issue 33, Hindi beside English, end to end: a first visit whose browser asks for Hindi (Accept-Language
// hi-IN) reads the home page in Hindi; the visitor switches to English and back; signs in and books in
// Hindi; the confirmation mail and the WhatsApp message are Hindi; with WhatsApp failing, the SMS carries
// the next confirmation. A server of its own with the WhatsApp and MSG91 doubles (support/text-server.ts).

const hi = Object.assign({}, ...Object.values(hiTextParts)) as unknown as typeof text;
const hiMsg = Object.assign({}, ...Object.values(hiMsgParts)) as Record<string, unknown>;

let texts: TextServer;

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  texts = await startTextServer('hindi');
});

test.afterAll(async () => {
  await texts?.stop();
});

function languageSwitch(page: Page) {
  // the header has one for phones and one for wider screens; the visible one is the one a person uses
  return page
    .getByRole('combobox', { name: hi.languageLabel })
    .or(page.getByRole('combobox', { name: text.languageLabel }))
    .locator('visible=true');
}

/** The /viewBikes filters in Hindi, then Apply; opens the first bike's checkout. */
async function openCheckoutInHindi(page: Page, window: RideWindow): Promise<void> {
  await page.goto('/viewBikes');
  const form = page.getByRole('form', { name: hi.searchFilters });
  await form.getByLabel(hi.cityLabel, { exact: true }).selectOption(CITY);
  await form.getByLabel(hi.pickUpDateLabel, { exact: true }).fill(window.pickUpDate);
  await form.getByLabel(hi.pickUpTimeLabel, { exact: true }).selectOption(window.pickUpTime);
  await form.getByLabel(hi.dropDateLabel, { exact: true }).fill(window.dropDate);
  await form.getByLabel(hi.dropTimeLabel, { exact: true }).selectOption(window.dropTime);
  await form.getByRole('button', { name: hi.apply, exact: true }).click();
  const first = page.getByRole('list', { name: hi.bikesListLabel }).getByRole('article').first();
  await first.getByRole('button', { name: hi.bookNow }).click();
  await page.waitForURL(/\/checkOut\?/);
  await expect(page.getByRole('heading', { name: hi.bookingSummery })).toBeVisible();
}

/** Picks the points and pays by card, in Hindi; answers the booking's id. */
async function payInHindi(page: Page): Promise<string> {
  const summary = page.getByRole('region', { name: hi.bookingSummery });
  for (const label of [hi.pickUpPointLabel, hi.dropPointLabel]) {
    await summary.getByLabel(label, { exact: true }).selectOption({ index: 1 });
  }
  await page.getByRole('region', { name: hi.checkout }).getByRole('button', { name: hi.makePayment }).click();
  const dialog = page.getByRole('dialog', { name: hi.cardFormTitle });
  await dialog.getByLabel(hi.cardNumber, { exact: true }).fill(SANDBOX_SUCCESS_CARD);
  await dialog.getByLabel(hi.cardExpiry, { exact: true }).fill('12/39');
  await dialog.getByLabel(hi.cardCvv, { exact: true }).fill('123');
  await dialog.getByRole('button', { name: /₹/ }).click();
  await page.waitForURL(/\/paymentSuccess\?order=/);
  await expect(page.getByRole('heading', { name: hi.paymentSuccess, level: 1 })).toBeVisible();
  return new URL(page.url()).searchParams.get('order') ?? '';
}

test('a Hindi visitor reads, switches, books and is told in Hindi, by mail, WhatsApp and SMS', async ({
  browser,
}, testInfo) => {
  const { whatsapp, msg91, mail, server, request } = texts;
  const mobile = uniqueMobile();
  const user = await createUser(new ApiClient(request), new Mailbox(mail.dir), 'hindi', { mobile, fname: 'Ishaan' });
  const mailbox = new Mailbox(mail.dir); // the mails after the account's code
  const context = await browser.newContext({ baseURL: server.baseURL, locale: 'hi-IN' });
  const page = await context.newPage();

  await test.step('the first visit, asking for hi-IN, shows the home page in Hindi', async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: hi.heroTitle })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: testInfo.outputPath(`home-hi-${width}.png`) });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  });

  await test.step('the switch in the header turns it to English, and back', async () => {
    await languageSwitch(page).selectOption({ label: LANGUAGE_NAMES.en });
    await expect(page.getByRole('heading', { level: 1, name: text.heroTitle })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: text.heroTitle })).toBeVisible();
    await languageSwitch(page).selectOption({ label: LANGUAGE_NAMES.hi });
    await expect(page.getByRole('heading', { level: 1, name: hi.heroTitle })).toBeVisible();
  });

  await test.step('signs in in Hindi; the account takes the language', async () => {
    await page.goto('/login');
    await page.getByLabel(hi.emailLabel, { exact: true }).fill(user.email);
    await page.getByLabel(hi.passwordLabel, { exact: true }).fill(user.password);
    await page.getByRole('button', { name: hi.login, exact: true }).click();
    await page.waitForURL(/\/userProfile/);
    await expect(toast(page, String(hiMsg.loggedIn))).toBeVisible();
  });

  await test.step('the search form’s rules speak Hindi too (the shared zod schema’s messages)', async () => {
    await page.goto('/viewBikes');
    const form = page.getByRole('form', { name: hi.searchFilters });
    await form.getByLabel(hi.pickUpDateLabel, { exact: true }).fill('');
    await form.getByRole('button', { name: hi.apply, exact: true }).click();
    await expect(form.getByText(String(hiMsg.pickUpDateRequired), { exact: true })).toBeVisible();
  });

  let firstOrder = '';
  await test.step('books in Hindi, opting in to WhatsApp in the Hindi words', async () => {
    await openCheckoutInHindi(page, rideWindow(56));
    const optIn = page.getByRole('checkbox', { name: hi.messagingOptInWords });
    await optIn.check();
    await expect(toast(page, String(hiMsg.messagingOptedIn))).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('checkout-hi-1280.png'), fullPage: true });
    firstOrder = await payInHindi(page);
    expect(firstOrder).not.toBe('');
  });

  await test.step('the confirmation mail and the WhatsApp message are Hindi', async () => {
    const confirmation = await mailbox.waitForMail({
      to: user.email,
      subject: hiMail.bookingConfirmedSubject(firstOrder),
      timeout: 30_000,
    });
    expect(confirmation.html).toContain('lang="hi"');
    const mine = () => whatsapp.accepted.filter((m) => m.to === `91${mobile}` && m.template === 'booking_confirmation');
    await expect.poll(() => mine().length, { timeout: 30_000 }).toBe(1);
    expect(mine()[0]?.language).toBe('hi');
    expect(mine()[0]?.params).toContain(firstOrder);
  });

  await test.step('with WhatsApp failing, the next confirmation arrives by SMS', async () => {
    whatsapp.failing = 503;
    try {
      await openCheckoutInHindi(page, rideWindow(58));
      const order = await payInHindi(page);
      const sms = () => msg91.accepted.filter((m) => m.mobiles === `91${mobile}`);
      await expect.poll(() => sms().length, { timeout: 30_000 }).toBe(1);
      expect(Object.values(sms()[0]?.vars ?? {})).toContain(order);
    } finally {
      whatsapp.failing = undefined;
    }
  });

  await test.step('My Rides in Hindi: money in ₹ with Indian grouping, dates in Hindi', async () => {
    await page.goto('/userProfile');
    await page.getByRole('button', { name: hi.myRidesToggle, exact: true }).click();
    const rides = page.getByRole('list', { name: hi.myRidesTitle }).getByRole('article');
    await expect(rides).toHaveCount(2);
    await expect(rides.first().getByText(/₹\d/).first()).toBeVisible();
    expect(formatMoney(123456)).toBe('₹1,23,456');
    await page.screenshot({ path: testInfo.outputPath('my-rides-hi-390.png'), fullPage: true });
  });
  await context.close();
});
