import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { SANDBOX_SUCCESS_CARD } from '#shared/api/booking.ts';
import { text } from '#shared/messages.ts';
import { createUser } from '../support/accounts.ts';
import { expect, signIn, test } from '../support/fixtures.ts';
import { CITY, bikeCards, payWithCard, pickPoints, rideWindow } from './booking-kit.ts';

/*
 * The booking pages at a phone width (390 px) and a desktop width (1280 px): nothing is wider than the
 * screen. With E2E_SHOT_DIR set, each is saved as `book-<page>-<width>.png` for review.
 */

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

async function shootBoth(page: Page, name: string, ready: () => Promise<void>): Promise<void> {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.reload();
    await ready();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} is ${overflow} px wider than ${size.width} px`).toBeLessThanOrEqual(0);
    const dir = process.env.E2E_SHOT_DIR;
    if (!dir) continue;
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: path.join(dir, `book-${name}-${size.width}.png`), fullPage: true });
  }
}

test('booking pages fit phone and desktop screens', async ({ page, api, mailbox }) => {
  test.setTimeout(120_000);
  const user = await createUser(api, mailbox, 'booking-shots', { fname: 'Arjun', lname: 'Menon' });
  await signIn(page, 'user', user);
  const window = rideWindow(36);

  await page.goto(`/viewBikes?${new URLSearchParams({ city: CITY, ...window }).toString()}`);
  await shootBoth(page, 'view-bikes', () => expect(bikeCards(page).first()).toBeVisible());

  await bikeCards(page).first().getByRole('button', { name: text.bookNow }).click();
  await page.waitForURL(/\/checkOut\?/);
  await shootBoth(page, 'check-out', () =>
    expect(page.getByRole('heading', { name: text.bookingSummery })).toBeVisible(),
  );

  await pickPoints(page);
  await page.getByRole('region', { name: text.checkout }).getByRole('button', { name: text.makePayment }).click();
  const dialog = page.getByRole('dialog', { name: text.cardFormTitle });
  await expect(dialog).toBeVisible();
  const dir = process.env.E2E_SHOT_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, 'book-card-modal-1280.png') });
  await payWithCard(page, SANDBOX_SUCCESS_CARD);
  await page.waitForURL(/\/paymentSuccess\?order=/);
  const bookingId = new URL(page.url()).searchParams.get('order') ?? '';
  await shootBoth(page, 'payment-success', () =>
    expect(page.getByRole('article', { name: 'Rev-On Rentals' })).toBeVisible(),
  );
  await page.emulateMedia({ media: 'print' });
  if (dir) await page.screenshot({ path: path.join(dir, 'book-invoice-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  await page.goto('/userProfile');
  await shootBoth(page, 'my-rides', async () => {
    await page.getByRole('button', { name: text.myRidesToggle, exact: true }).click();
    await expect(page.getByRole('list', { name: text.myRidesTitle })).toBeVisible();
  });

  await page.goto(`/orderRatingReview?booking=${bookingId}`);
  await shootBoth(page, 'rating', async () => {
    await expect(page.getByRole('heading', { name: text.ratingHeading })).toBeVisible();
    await page.getByRole('button', { name: '4 stars' }).hover();
  });
});
