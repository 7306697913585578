import type { Page } from '@playwright/test';
import { SANDBOX_DECLINED_CARD, SANDBOX_SUCCESS_CARD } from '#shared/api/booking.ts';
import { msg, text } from '#shared/messages.ts';
import { createUser } from '../support/accounts.ts';
import { expect, signIn, test } from '../support/fixtures.ts';
import { toast } from '../support/ui.ts';
import {
  amountOf,
  bikeCards,
  payWithCard,
  pickPoints,
  rideWindow,
  searchBikes,
  type RideWindow,
} from './booking-kit.ts';

// A fresh customer per test; each test rides on its own days so parallel runs never share a bike's window.

/** Searches the window narrowed to `name`, and counts the cards of that bike shown. */
async function countOf(page: Page, window: RideWindow, name: string): Promise<number> {
  await page.goto('/viewBikes');
  // searchBikes waits until the cards on screen are the answer's
  const names = await searchBikes(page, window, name);
  return names.filter((found) => found === name).length;
}

/** Opens checkout for the first bike of the window's search; answers its name. */
async function bookFirstBike(page: Page, window: RideWindow): Promise<string> {
  await page.goto('/viewBikes');
  await searchBikes(page, window);
  await expect(toast(page, msg.changesApplied)).toBeVisible();
  const first = bikeCards(page).first();
  await expect(first).toBeVisible();
  const name = (await first.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await first.getByRole('button', { name: text.bookNow }).click();
  await page.waitForURL(/\/checkOut\?/);
  await expect(page.getByRole('heading', { name: text.bookingSummery })).toBeVisible();
  return name;
}

test.describe('booking a bike', () => {
  test('Apply with the window missing says so beside each field, not in toasts (issue #34)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/viewBikes');
    const form = page.getByRole('form', { name: text.searchFilters });
    await form.getByRole('button', { name: text.apply }).click();
    await expect(form.getByLabel(text.cityLabel)).toHaveAccessibleDescription(msg.cityRequired);
    await expect(form.getByLabel(text.pickUpDateLabel)).toHaveAccessibleDescription(msg.pickUpDateRequired);
    await expect(form.getByLabel(text.dropTimeLabel)).toHaveAccessibleDescription(msg.dropTimeRequired);
    await expect(form.getByLabel(text.cityLabel)).toBeFocused();
    await expect(toast(page, msg.cityRequired)).toHaveCount(0);
    // the form still fits the phone with its messages
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath('search-errors-390.png'), fullPage: true });
  });

  test('search → checkout with a coupon → card payment → invoice → My Rides → the bike is taken until cancelled', async ({
    page,
    api,
    mailbox,
    snap,
  }) => {
    // the longest journey of the suite (≈36 s on a loaded 2-core machine): more than the default 45 s budget
    test.setTimeout(120_000);
    const user = await createUser(api, mailbox, 'booking-pay', { fname: 'Kavya', lname: 'Rao' });
    await signIn(page, 'user', user);
    const window = rideWindow(30);

    const bikeName = await bookFirstBike(page, window);
    const before = await countOf(page, window, bikeName);
    expect(before).toBeGreaterThan(0);
    await bookFirstBike(page, { ...window }); // back at checkout of the same first bike
    const summary = page.getByRole('region', { name: text.bookingSummery });
    await expect(summary.getByText(bikeName, { exact: true })).toBeVisible();
    await expect(summary.getByText(text.rentForHours(28), { exact: true })).toBeVisible();
    await expect(summary.getByText('120 km per 24 h: 240 km for this ride', { exact: true })).toBeVisible();
    await expect(summary.getByText('₹4 per extra km', { exact: true })).toBeVisible();

    // Without points the payment does not start.
    const checkout = page.getByRole('region', { name: text.checkout });
    await checkout.getByRole('button', { name: text.makePayment }).click();
    await expect(toast(page, msg.selectPoints)).toBeVisible();
    await pickPoints(page);

    // The coupon: an empty code is refused, WELCOME20 lowers the total, Apply turns into Remove.
    await checkout.getByRole('button', { name: text.applyCoupon, exact: true }).click();
    await expect(toast(page, msg.enterCoupon)).toBeVisible();
    const totalBefore = await amountOf(checkout, text.totalLabel).textContent();
    await checkout.getByLabel(text.couponLabel).fill('WELCOME20');
    await checkout.getByRole('button', { name: text.applyCoupon, exact: true }).click();
    await expect(toast(page, msg.couponApplied)).toBeVisible();
    await expect(checkout.getByRole('button', { name: text.removeCoupon })).toBeVisible();
    await expect(amountOf(checkout, text.totalLabel)).not.toHaveText(totalBefore ?? '');
    const rent = (await amountOf(checkout, text.rentLabel).textContent()) ?? '';
    const discount = ((await amountOf(checkout, text.discountLabel).textContent()) ?? '').replace('− ', '');
    const total = (await amountOf(checkout, text.totalLabel).textContent()) ?? '';
    expect(discount).not.toBe('₹0');

    await checkout.getByRole('button', { name: text.makePayment }).click();
    await payWithCard(page, SANDBOX_SUCCESS_CARD);

    // The invoice of the paid order.
    await page.waitForURL(/\/paymentSuccess\?order=/);
    await expect(page.getByRole('heading', { name: text.paymentSuccess, level: 1 })).toBeVisible();
    await expect(page.getByText(text.paymentThanks)).toBeVisible();
    await expect(page.getByText(text.haveAGreatDay)).toBeVisible();
    await expect(page.getByRole('button', { name: text.printInvoice })).toBeVisible();
    const invoice = page.getByRole('article', { name: 'Rev-On Rentals' });
    await expect(invoice.getByText(`${user.fname} ${user.lname}`).first()).toBeVisible();
    await expect(invoice.getByText(user.email)).toBeVisible();
    await expect(invoice.getByText(bikeName, { exact: true })).toBeVisible();
    await expect(
      invoice.getByText(`${window.pickUpDate} ${window.pickUpTime} to ${window.dropDate} ${window.dropTime}`),
    ).toBeVisible();
    await expect(amountOf(invoice, text.rentForHours(28))).toHaveText(rent);
    await expect(amountOf(invoice, text.discountLabel)).toHaveText(`− ${discount}`);
    await expect(amountOf(invoice, text.grandTotal)).toHaveText(total);
    await snap();

    // My Rides lists it, cancellable.
    await page.goto('/userProfile');
    await page.getByRole('button', { name: text.myRidesToggle, exact: true }).click();
    const ride = page.getByRole('list', { name: text.myRidesTitle }).getByRole('article', { name: bikeName });
    await expect(ride).toHaveCount(1);
    await expect(ride.getByText('booked', { exact: true })).toBeVisible();

    // The bike is no longer offered for that window …
    expect(await countOf(page, window, bikeName)).toBe(before - 1);

    // … until the ride is cancelled.
    await page.goto('/userProfile');
    await page.getByRole('button', { name: text.myRidesToggle, exact: true }).click();
    await ride.getByRole('button', { name: text.cancelRide }).click();
    // The confirmation shows the refund first (issue #16): Confirm waits for the quote.
    const cancelDialog = page.getByRole('dialog', { name: text.cancelRideTitle });
    await expect(cancelDialog.getByText(/^You get ₹[\d,]+ back \(₹[\d,]+ cancellation fee\)$/)).toBeVisible();
    await cancelDialog.getByRole('button', { name: msg.confirmCancelRide }).click();
    await expect(cancelDialog).toBeHidden();
    await expect(ride.getByText('cancelled', { exact: true })).toBeVisible();
    await expect(ride.getByRole('button', { name: text.cancelRide })).toHaveCount(0);
    expect(await countOf(page, window, bikeName)).toBe(before);
  });

  test('a declined card says so, can be retried, and leaves no ride', async ({ page, api, mailbox }) => {
    const user = await createUser(api, mailbox, 'booking-declined');
    await signIn(page, 'user', user);
    await bookFirstBike(page, rideWindow(33));
    await pickPoints(page);
    await page.getByRole('region', { name: text.checkout }).getByRole('button', { name: text.makePayment }).click();

    await payWithCard(page, SANDBOX_DECLINED_CARD);
    const dialog = page.getByRole('dialog', { name: text.cardFormTitle });
    await expect(dialog.getByRole('alert')).toHaveText(msg.cardDeclined);
    await expect(dialog.getByRole('button', { name: /^Pay / })).toBeEnabled();
    await dialog.getByRole('button', { name: text.closeDialog }).click();
    await expect(dialog).toBeHidden();
    expect(page.url()).toContain('/checkOut');

    await page.goto('/userProfile');
    await page.getByRole('button', { name: text.myRidesToggle, exact: true }).click();
    await expect(page.getByText(text.ridesEmptyTitle)).toBeVisible();
  });
});
