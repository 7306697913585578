import { expect, type Locator, type Page } from '@playwright/test';
import { getBikesResponse } from '#shared/api/search.ts';
import { istDate } from '#shared/domain/time.ts';
import { text } from '#shared/messages.ts';

/** Demo data's city with listed bikes (SEED_DEMO). */
export const CITY = 'Bengaluru';

/**
 * A ride window `daysAhead` days from today (India time): 10:00 AM → the next day 02:00 PM, 28 hours.
 * Each test takes its own day, so parallel tests never compete for the same bike and window.
 */
export function rideWindow(daysAhead: number) {
  const day = (offset: number) => istDate(new Date(Date.now() + offset * 24 * 60 * 60 * 1000));
  return {
    pickUpDate: day(daysAhead),
    pickUpTime: '10:00 AM',
    dropDate: day(daysAhead + 1),
    dropTime: '02:00 PM',
  };
}
export type RideWindow = ReturnType<typeof rideWindow>;

/**
 * Fills the /viewBikes filters with a city, a window and optional search text, then Apply, and waits
 * until the list shows exactly that search's answer; answers the names found, in order.
 * NOTE: the toast and the end of the loading state can come before the new list is drawn, and the
 * page's first list (every city) is still there until then: waiting for the answer's own cards is what
 * keeps a test from reading the previous list.
 */
export async function searchBikes(page: Page, window: RideWindow, search = '', city = CITY): Promise<string[]> {
  const form = page.getByRole('form', { name: text.searchFilters });
  await form.getByLabel(text.cityLabel, { exact: true }).selectOption(city);
  await form.getByLabel(text.searchLabel, { exact: true }).fill(search);
  await form.getByLabel(text.pickUpDateLabel, { exact: true }).fill(window.pickUpDate);
  await form.getByLabel(text.pickUpTimeLabel, { exact: true }).selectOption(window.pickUpTime);
  await form.getByLabel(text.dropDateLabel, { exact: true }).fill(window.dropDate);
  await form.getByLabel(text.dropTimeLabel, { exact: true }).selectOption(window.dropTime);
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      url.pathname === '/api/getBikes' &&
      url.searchParams.get('city') === city &&
      url.searchParams.get('pickUpDate') === window.pickUpDate &&
      url.searchParams.get('dropDate') === window.dropDate &&
      (url.searchParams.get('search') ?? '') === search
    );
  });
  await form.getByRole('button', { name: text.apply, exact: true }).click();
  const names = getBikesResponse.parse(await (await answered).json()).data.bikes.map((bike) => bike.name);
  if (names.length === 0) await expect(page.getByText(text.noBikesTitle, { exact: true })).toBeVisible();
  else await expect(bikeCards(page).getByRole('heading', { level: 2 })).toHaveText(names);
  return names;
}

/** The cards of the search list (empty list → the empty state instead). */
export function bikeCards(page: Page): Locator {
  return page.getByRole('list', { name: text.bikesListLabel }).getByRole('article');
}

/** The value shown next to `label` in a `<dl>` of `scope` (the checkout totals, the invoice). */
export function amountOf(scope: Locator, label: string): Locator {
  return scope
    .locator('dl > div')
    .filter({ has: scope.page().getByText(label, { exact: true }) })
    .locator('dd');
}

/** Pays the open card form with `card`. */
export async function payWithCard(page: Page, card: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: text.cardFormTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(text.cardNumber, { exact: true }).fill(card);
  await dialog.getByLabel(text.cardExpiry, { exact: true }).fill('12/39');
  await dialog.getByLabel(text.cardCvv, { exact: true }).fill('123');
  await dialog.getByRole('button', { name: /^Pay / }).click();
}

/** Picks the first pick-up and drop point of the summary. */
export async function pickPoints(page: Page): Promise<void> {
  const summary = page.getByRole('region', { name: text.bookingSummery });
  for (const label of [text.pickUpPointLabel, text.dropPointLabel]) {
    await summary.getByLabel(label, { exact: true }).selectOption({ index: 1 });
  }
}
