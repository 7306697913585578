import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { text } from '#shared/messages.ts';
import { amountOf, bikeCards, payWithCard, pickPoints, searchBikes, type RideWindow } from '../booking/booking-kit.ts';
import { expect } from '../support/fixtures.ts';

/*
 * Helpers of the cancellation specs (issue #16): a ride booked and paid through the screens, My Rides,
 * and the review screenshots of a screen at a phone and a desktop width.
 */

/**
 * The sandbox card whose payment is accepted and whose FIRST refund attempt is declined (later ones
 * succeed): SANDBOX_REFUND_DECLINED_CARD of shared/api/booking.ts.
 */
export const REFUND_DECLINED_CARD = '4000 0000 0000 0069';

export interface PaidRide {
  bikeName: string;
  orderId: string;
  /** The invoice's grand total as shown ('₹1,792'). */
  paid: string;
}

/** Books the first bike of the window's search and pays with `card`; answers the ride on its invoice. */
export async function bookAndPay(page: Page, window: RideWindow, card: string): Promise<PaidRide> {
  await page.goto('/viewBikes');
  await searchBikes(page, window);
  const first = bikeCards(page).first();
  await expect(first).toBeVisible();
  const bikeName = (await first.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await first.getByRole('button', { name: text.bookNow }).click();
  await page.waitForURL(/\/checkOut\?/);
  // the published policy is under the checkout (the default 6 h tier; the policy spec only adds tiers)
  const policy = page.getByRole('region', { name: text.policyNoteTitle });
  await expect(policy.getByText(/^At least 6 h before pick-up: fee ₹100, you get back ₹[\d,]+$/)).toBeVisible();
  await expect(policy.getByText(/^After the pick-up time: no refund/)).toBeVisible();
  await pickPoints(page);
  await page.getByRole('region', { name: text.checkout }).getByRole('button', { name: text.makePayment }).click();
  await payWithCard(page, card);
  await page.waitForURL(/\/paymentSuccess\?order=/);
  const orderId = new URL(page.url()).searchParams.get('order') ?? '';
  const invoice = page.getByRole('article', { name: 'Rev-On Rentals' });
  await expect(invoice).toBeVisible();
  const paid = (await amountOf(invoice, text.grandTotal).textContent()) ?? '';
  return { bikeName, orderId, paid };
}

/** Opens My Rides on /userProfile; answers the card of the ride of `bikeName` (the newest of that bike). */
export async function openMyRide(page: Page, bikeName: string) {
  await page.goto('/userProfile');
  await page.getByRole('button', { name: text.myRidesToggle, exact: true }).click();
  return page.getByRole('list', { name: text.myRidesTitle }).getByRole('article', { name: bikeName }).first();
}

/** '₹1,792' → 1792. */
export function rupees(shown: string): number {
  return Number(shown.replace(/[^\d]/g, ''));
}

/**
 * With E2E_SHOT_DIR set, saves the page at 390 px and 1280 px as `cancel-<name>-<width>.png`, checking it
 * fits. The admin's side menu keeps its state when the window narrows (a desktop's open menu would squeeze
 * the page to 170 px), so it is closed for the phone width and opened again after, unless a dialog covers it.
 */
export async function shootWidths(page: Page, name: string, ready: () => Promise<void>): Promise<void> {
  const before = page.viewportSize();
  const menuOpen =
    (await page.getByRole('dialog').count()) === 0 &&
    (await page.getByRole('button', { name: text.closeMenu }).isVisible());
  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    if (menuOpen) {
      const phone = size.width < 1024;
      await page.getByRole('button', { name: phone ? text.closeMenu : text.openMenu }).click();
      // the menu slides (220 px wide): shoot once it is out of sight, or fully in
      const menu = page.locator('#side-menu');
      if (phone) await expect.poll(async () => ((await menu.boundingBox())?.x ?? 0) + 220).toBeLessThanOrEqual(0);
      else await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0);
    }
    await ready();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} is ${overflow} px wider than ${size.width} px`).toBeLessThanOrEqual(0);
    const dir = process.env.E2E_SHOT_DIR;
    if (!dir) continue;
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: path.join(dir, `cancel-${name}-${size.width}.png`), fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}
