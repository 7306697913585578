import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { SANDBOX_SUCCESS_CARD } from '#shared/api/booking.ts';
import { istDate, istInstant } from '#shared/domain/time.ts';
import { msg, text } from '#shared/messages.ts';
import { createUser } from '../support/accounts.ts';
import type { ApiClient } from '../support/api-client.ts';
import { readE2eEnv } from '../support/e2e-env.ts';
import { expect, signIn, test } from '../support/fixtures.ts';
import type { Mailbox } from '../support/mailbox.ts';
import { confirmWith, definitionOf, openFromMenu } from '../support/partners.ts';
import { bikeCards, payWithCard, pickPoints, searchBikes, type RideWindow } from '../booking/booking-kit.ts';

// Partner availability (issue #19), on one of the demo partner's bikes (Bengaluru, the demo data's
// city). Its days are ~150 days ahead, which no other spec searches or books; the buffer is the demo
// partner's, so the tests run one after the other and the buffer is set back to none at the end.
test.describe.configure({ mode: 'serial' });

const BIKE = 'Himalayan 450';
const DAY_MS = 24 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' `days` after `date` (India calendar days). */
const addDays = (date: string, days: number) =>
  istDate(new Date(istInstant(date).getTime() + days * DAY_MS + DAY_MS / 2));

/** The first Saturday at least 150 days from today, India time (its weekend, and two after it, stay within the 180-day search limit). */
function farSaturday(): string {
  let day = istDate(new Date(Date.now() + 150 * DAY_MS));
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 6) day = addDays(day, 1);
  return day;
}

/** A weekend ride: Saturday 10:00 AM → Sunday 02:00 PM. */
const weekend = (saturday: string): RideWindow => ({
  pickUpDate: saturday,
  pickUpTime: '10:00 AM',
  dropDate: addDays(saturday, 1),
  dropTime: '02:00 PM',
});

/** 'April 2027', the calendar's month heading. */
const monthHeading = (date: string) =>
  new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date.slice(0, 7)}-01T00:00:00Z`),
  );

/** How many cards of the bike a customer's search of `window` shows. */
async function countOf(page: Page, window: RideWindow): Promise<number> {
  await page.goto('/viewBikes');
  return (await searchBikes(page, window, BIKE)).filter((name) => name === BIKE).length;
}

/** A signed-in customer in a browser context of their own (the partner keeps `page`). */
async function customerPage(browser: Browser, api: ApiClient, mailbox: Mailbox, tag: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: readE2eEnv('baseUrl') });
  const page = await context.newPage();
  const user = await createUser(api, mailbox, tag);
  await signIn(page, 'user', user);
  return page;
}

/** From the partner's bike list, the bike's calendar, moved on to the month of `date`. */
async function openCalendar(page: Page, date: string): Promise<void> {
  await openFromMenu(page, text.menuBikes);
  await page.getByRole('link', { name: text.calendarLinkLabel(BIKE), exact: true }).click();
  await expect(page.getByRole('heading', { name: text.calendarTitleOf(BIKE), level: 1 })).toBeVisible();
  const heading = page.getByRole('heading', { name: monthHeading(date), level: 2 });
  for (let step = 0; step < 12 && !(await heading.isVisible()); step += 1) {
    await page.getByRole('button', { name: text.nextMonth, exact: true }).click();
    await page.getByRole('group', { name: /^Days of / }).waitFor();
  }
  await expect(heading).toBeVisible();
  await expect(page.getByRole('group', { name: text.monthGridLabel(monthHeading(date)) })).toBeVisible();
}

const dayCell = (page: Page, date: string) => page.locator(`li[data-date="${date}"]`);

/** A screenshot of the phone layout too (390 px), when E2E_SHOT_DIR is set. */
async function phoneShot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOT_DIR;
  if (!dir) return;
  const size = page.viewportSize();
  // a fresh load at 390 px, so the side menu starts closed as on a phone
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.getByRole('group', { name: /^Days of / }).waitFor();
  await page.screenshot({ path: path.join(dir, `e2e-availability-${name}-390.png`), fullPage: true });
  if (size) await page.setViewportSize(size);
  await page.reload();
  await page.getByRole('group', { name: /^Days of / }).waitFor();
}

test('a weekend blocked on the calendar hides the bike from that weekend only, until the block is removed', async ({
  page,
  browser,
  api,
  mailbox,
  loginAs,
  snap,
}) => {
  test.setTimeout(180_000);
  const saturday = farSaturday();
  const blocked = weekend(saturday);
  const nextWeekend = weekend(addDays(saturday, 7));
  const customer = await customerPage(browser, api, mailbox, 'availability-block');
  const before = await countOf(customer, blocked);
  expect(before).toBe(1);
  expect(await countOf(customer, nextWeekend)).toBe(1);

  // The partner blocks Saturday 06:00 AM → Sunday 06:00 PM: a mouse drag from Saturday to Sunday.
  await loginAs('partner');
  await openCalendar(page, saturday);
  const sunday = addDays(saturday, 1);
  await dayCell(page, saturday)
    .getByRole('button', { name: /^Block / })
    .hover();
  await page.mouse.down();
  await dayCell(page, sunday)
    .getByRole('button', { name: /^Block / })
    .hover();
  await page.mouse.up();
  const form = page.getByRole('dialog', { name: text.blockFormTitle });
  await expect(form.getByLabel(text.blockFromDate, { exact: true })).toHaveValue(saturday);
  await expect(form.getByLabel(text.blockFromTime, { exact: true })).toHaveValue('06:00 AM');
  await expect(form.getByLabel(text.blockToDate, { exact: true })).toHaveValue(sunday);
  await expect(form.getByLabel(text.blockToTime, { exact: true })).toHaveValue('06:00 PM');
  await form.getByLabel(text.blockReason, { exact: true }).selectOption('offline');
  await form.getByRole('button', { name: text.blockSave, exact: true }).click();
  await expect(form).toBeHidden();
  const offline = text.blockReasons.offline;
  await expect(dayCell(page, saturday).getByText(offline)).toBeVisible();
  await expect(dayCell(page, sunday).getByText(offline)).toBeVisible();
  await snap();
  await phoneShot(page, 'calendar-with-block');

  // The customer's search of that weekend no longer lists the bike; the weekend after still does.
  expect(await countOf(customer, blocked)).toBe(0);
  expect(await countOf(customer, nextWeekend)).toBe(1);

  // The partner removes the block (from the month's list): the bike is listed again.
  const list = page.getByRole('region', { name: text.monthEventsTitle });
  await list.getByRole('button', { name: new RegExp(`^Remove block: ${offline}, `) }).click();
  await confirmWith(page, msg.confirmUnblock);
  await expect(dayCell(page, saturday).getByText(offline)).toHaveCount(0);
  expect(await countOf(customer, blocked)).toBe(before);

  await customer.context().close();
});

test('a 2 h turnaround buffer set after a ride is booked hides the bike for a pick-up one hour after its drop', async ({
  page,
  browser,
  api,
  mailbox,
  loginAs,
}) => {
  test.setTimeout(180_000);
  // Issue #29: the buffer follows every drop of a ride still to come, whenever that ride was booked. The
  // customer books with no buffer set; the partner sets 2 h afterwards.
  await loginAs('partner');
  const setBuffer = async (label: string, minutes: number) => {
    await openFromMenu(page, text.menuProfile);
    await page.getByRole('button', { name: text.editProfile, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: text.editProfile });
    await dialog.getByLabel(text.turnaroundBuffer, { exact: true }).selectOption(String(minutes));
    await dialog.getByRole('button', { name: text.saveChanges, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(definitionOf(page, text.turnaroundBuffer)).toHaveText(label);
  };
  // Another ride of the bike: Saturday 10:00 AM → Sunday 02:00 PM, two weeks after the blocked weekend.
  const ride = weekend(addDays(farSaturday(), 14));
  // One hour after the drop (03:00 PM), and two hours after it (04:00 PM), for a day.
  const monday = addDays(ride.dropDate, 1);
  const hourAfter: RideWindow = {
    pickUpDate: ride.dropDate,
    pickUpTime: '03:00 PM',
    dropDate: monday,
    dropTime: '03:00 PM',
  };
  const twoHoursAfter: RideWindow = { ...hourAfter, pickUpTime: '04:00 PM', dropTime: '04:00 PM' };
  const customer = await customerPage(browser, api, mailbox, 'availability-buffer');
  try {
    await setBuffer('None', 0);
    await customer.goto('/viewBikes');
    await searchBikes(customer, ride, BIKE);
    await bikeCards(customer)
      .filter({ has: customer.getByRole('heading', { name: BIKE, exact: true }) })
      .getByRole('button', { name: text.bookNow })
      .click();
    await customer.waitForURL(/\/checkOut\?/);
    await pickPoints(customer);
    await customer.getByRole('region', { name: text.checkout }).getByRole('button', { name: text.makePayment }).click();
    await payWithCard(customer, SANDBOX_SUCCESS_CARD);
    await customer.waitForURL(/\/paymentSuccess\?order=/);
    // with no buffer, the bike is free one hour after the drop
    expect(await countOf(customer, hourAfter)).toBe(1);

    // the partner sets a 2 h buffer after the ride was booked
    await setBuffer('2 h', 120);
    // The calendar draws the new buffer after the ride's drop.
    await openCalendar(page, ride.dropDate);
    await expect(dayCell(page, ride.dropDate).getByText(text.bufferEvent('2 h'))).toBeVisible();

    // the customer's search for a pick-up one hour after that ride's drop no longer lists the bike
    expect(await countOf(customer, hourAfter)).toBe(0);
    // A buffer ending exactly at the pick-up leaves the bike free.
    expect(await countOf(customer, twoHoursAfter)).toBe(1);
  } finally {
    await setBuffer('None', 0);
  }
  // With the buffer removed, the hour after the drop is free again (the ride itself never moved).
  expect(await countOf(customer, hourAfter)).toBe(1);
  await customer.context().close();
});
