import type { Browser, Page } from '@playwright/test';
import { SANDBOX_SUCCESS_CARD } from '#shared/api/booking.ts';
import { msg, text } from '#shared/messages.ts';
import { bikeCards, payWithCard, pickPoints, rideWindow, searchBikes, type RideWindow } from './booking/booking-kit.ts';
import { createUser } from './support/accounts.ts';
import { ApiClient } from './support/api-client.ts';
import { expect, signIn, test } from './support/fixtures.ts';
import { Mailbox } from './support/mailbox.ts';
import { startTextServer, uniqueMobile, type TextServer } from './support/text-server.ts';
import { toast } from './support/ui.ts';

// Issue 33: WhatsApp and SMS end to end. A server of its own (the suite's has no providers) sends
// through the local doubles of Meta's WhatsApp Cloud API and MSG91 that the server tests use. A
// customer opts in, at checkout or in the profile, reading the words they agree to; their booking
// confirmation reaches WhatsApp, or SMS (its DLT template) while WhatsApp fails.

const CONFIRMATION_DLT_ID = '1107160000000000001';

let texts: TextServer;
let whatsapp: TextServer['whatsapp'];
let msg91: TextServer['msg91'];
let mail: TextServer['mail'];
let server: TextServer['server'];
let request: TextServer['request'];

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  texts = await startTextServer('texts');
  ({ whatsapp, msg91, mail, server, request } = texts);
});

test.afterAll(async () => {
  await texts?.stop();
});

/** A new customer on this spec's server, signed in in a context of their own. */
async function customerPage(browser: Browser, tag: string): Promise<{ page: Page; mobile: string }> {
  const mobile = uniqueMobile();
  const user = await createUser(new ApiClient(request), new Mailbox(mail.dir), tag, { mobile, fname: 'Ishaan' });
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  await signIn(page, 'user', user);
  return { page, mobile };
}

/** The opt-in checkbox, named by the exact words the customer agrees to. */
function optIn(page: Page) {
  return page.getByRole('checkbox', { name: text.messagingOptInWords });
}

/** Searches the window, opens checkout of the first bike. */
async function openCheckout(page: Page, window: RideWindow): Promise<void> {
  await page.goto('/viewBikes');
  await searchBikes(page, window);
  const first = bikeCards(page).first();
  await first.getByRole('button', { name: text.bookNow }).click();
  await page.waitForURL(/\/checkOut\?/);
  await expect(page.getByRole('heading', { name: text.bookingSummery })).toBeVisible();
}

/** Picks the points, pays by card; answers the booking's id from the invoice's address. */
async function pay(page: Page): Promise<string> {
  await pickPoints(page);
  await page.getByRole('region', { name: text.checkout }).getByRole('button', { name: text.makePayment }).click();
  await payWithCard(page, SANDBOX_SUCCESS_CARD);
  await page.waitForURL(/\/paymentSuccess\?order=/);
  await expect(page.getByRole('heading', { name: text.paymentSuccess, level: 1 })).toBeVisible();
  return new URL(page.url()).searchParams.get('order') ?? '';
}

test('a customer opts in at checkout, books, and the booking confirmation arrives on WhatsApp', async ({
  browser,
}, testInfo) => {
  const { page, mobile } = await customerPage(browser, 'texts-whatsapp');
  await openCheckout(page, rideWindow(52));

  await test.step('the checkout offers the updates, off, in the words stored with the answer', async () => {
    await expect(page.getByText(text.messagingOptInWords)).toBeVisible();
    await expect(optIn(page)).not.toBeChecked();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await optIn(page).scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`checkout-opt-in-${width}.png`) });
    }
    await optIn(page).check();
    await expect(toast(page, msg.messagingOptedIn)).toBeVisible();
    await expect(optIn(page)).toBeChecked();
  });

  const bookingId = await pay(page);
  expect(bookingId).not.toBe('');

  await test.step('WhatsApp receives the confirmation template, once, with the booking in it', async () => {
    const mine = () =>
      whatsapp.accepted.filter((m) => m.to === `91${mobile}` && m.template === 'booking_confirmation');
    await expect.poll(() => mine().length, { timeout: 30_000 }).toBe(1);
    const [message] = mine();
    expect(message?.params[0]).toBe('Ishaan');
    expect(message?.params).toContain(bookingId);
    expect(msg91.accepted.filter((m) => m.mobiles === `91${mobile}`)).toEqual([]);
  });
  await page.context().close();
});

test('with WhatsApp failing, the confirmation of a customer who opted in in the profile arrives by SMS', async ({
  browser,
}, testInfo) => {
  const { page, mobile } = await customerPage(browser, 'texts-sms');

  await test.step('the profile offers the updates in the same words; the customer turns them on', async () => {
    await page.goto('/userProfile');
    await expect(page.getByText(text.messagingOptInWords)).toBeVisible();
    await expect(optIn(page)).not.toBeChecked();
    await optIn(page).check();
    await expect(toast(page, msg.messagingOptedIn)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('profile-opt-in-1280.png') });
  });

  whatsapp.failing = 503;
  try {
    await openCheckout(page, rideWindow(54));
    // the checkout shows the answer given in the profile
    await expect(optIn(page)).toBeChecked();
    const bookingId = await pay(page);

    const mine = () => msg91.accepted.filter((m) => m.mobiles === `91${mobile}`);
    await expect.poll(() => mine().length, { timeout: 30_000 }).toBe(1);
    const [sms] = mine();
    expect(sms?.templateId).toBe(CONFIRMATION_DLT_ID);
    expect(sms?.vars.var1).toBe('Ishaan');
    expect(Object.values(sms?.vars ?? {})).toContain(bookingId);
    expect(whatsapp.accepted.filter((m) => m.to === `91${mobile}`)).toEqual([]);
  } finally {
    whatsapp.failing = undefined;
  }
  await page.context().close();
});
