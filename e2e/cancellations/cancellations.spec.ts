import type { Locator, Page } from '@playwright/test';
import { SANDBOX_SUCCESS_CARD } from '#shared/api/booking.ts';
import { cancellationPolicyResponse } from '#shared/api/cancellations.ts';
import { msg, text } from '#shared/messages.ts';
import { formatMoney } from '#web/lib/format.ts';
import { adminToken, openAdmin } from '../admin/admin-kit.ts';
import { amountOf, rideWindow } from '../booking/booking-kit.ts';
import { createUser } from '../support/accounts.ts';
import { expect, signIn, test } from '../support/fixtures.ts';
import { toast } from '../support/ui.ts';
import { REFUND_DECLINED_CARD, bookAndPay, openMyRide, rupees, shootWidths } from './cancellation-kit.ts';

/*
 * Issue #16 end to end: the customer's cancellation with its quote, the refund line and the invoice's
 * credit note; the admin's policy, Bookings and Refunds screens. Each test has its own customer and its
 * own ride days (52–61 days ahead), so parallel workers never compete for a bike. The policy test puts
 * the policy back as it found it; the others do not depend on the policy's figures (a booking keeps the
 * policy of its payment, and the quote is checked against the amount paid).
 */

const QUOTE = /^You get ₹([\d,]+) back \(₹([\d,]+) cancellation fee\)$/;

/** The refund line of a ride or booking: on its way, or already paid back (the sandbox refunds at once). */
function refundLine(scope: Locator, amount: string): Locator {
  return scope.getByText(text.refundLine.pending(amount)).or(scope.getByText(text.refundLine.processed(amount)));
}

/** Opens the cancellation of `card`'s ride; answers the quote's refund and fee, once shown. */
async function openQuote(page: Page, card: Locator): Promise<{ refund: number; fee: number; dialog: Locator }> {
  await card.getByRole('button', { name: text.cancelRide }).click();
  const dialog = page.getByRole('dialog', { name: text.cancelRideTitle });
  const quote = dialog.getByText(QUOTE);
  await expect(quote).toBeVisible();
  const [, refund = '', fee = ''] = QUOTE.exec(((await quote.textContent()) ?? '').replaceAll(',', '')) ?? [];
  return { refund: Number(refund), fee: Number(fee), dialog };
}

/** The data rows of the table named `label`. */
function tableRows(page: Page, label: string): Locator {
  return page
    .getByRole('region', { name: label })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
}

test.describe('cancellations and refunds', () => {
  test('a customer cancels from My Rides seeing the quote; the ride shows its refund, the invoice a credit note', async ({
    page,
    api,
    mailbox,
    snap,
  }) => {
    test.setTimeout(120_000);
    const user = await createUser(api, mailbox, 'cancel-ride', { fname: 'Nisha', lname: 'Pillai' });
    await signIn(page, 'user', user);
    const ride = await bookAndPay(page, rideWindow(52), SANDBOX_SUCCESS_CARD);

    const card = await openMyRide(page, ride.bikeName);
    await expect(card.getByText('booked', { exact: true })).toBeVisible();
    const { refund, fee, dialog } = await openQuote(page, card);
    // the quote splits exactly what was paid
    expect(refund + fee).toBe(rupees(ride.paid));
    await shootWidths(page, 'quote', () => expect(dialog.getByText(QUOTE)).toBeVisible());

    await dialog.getByRole('button', { name: msg.confirmCancelRide }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, msg.rideCancelled)).toBeVisible();
    await expect(card.getByText('cancelled', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: text.cancelRide })).toHaveCount(0);
    await expect(refundLine(card, formatMoney(refund))).toBeVisible();
    await shootWidths(page, 'my-rides', () => expect(refundLine(card, formatMoney(refund))).toBeVisible());

    // The invoice carries the credit note.
    await card.getByRole('link', { name: text.viewInvoice }).click();
    await page.waitForURL(new RegExp(`/paymentSuccess\\?order=${ride.orderId}$`));
    await expect(page.getByRole('heading', { name: text.rideCancelledTitle, level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: text.paymentSuccess })).toHaveCount(0);
    const note = page.getByRole('region', { name: text.creditNoteTitle });
    await expect(note).toBeVisible();
    await expect(amountOf(note, text.cancelledOn)).not.toHaveText('');
    await expect(amountOf(note, text.amountPaidLabel)).toHaveText(ride.paid);
    await expect(amountOf(note, text.cancellationFeeLabel)).toHaveText(formatMoney(fee));
    await expect(amountOf(note, text.refundLabel)).toHaveText(formatMoney(refund));
    await expect(amountOf(note, text.refundStatusLabel)).toHaveText(
      new RegExp(`^(${text.refundStatusNames.pending}|${text.refundStatusNames.processed})$`),
    );
    await shootWidths(page, 'invoice', () => expect(note).toBeVisible());
    await snap();
  });

  test('the admin adds a tier to the policy, sees its preview, saves it and finds it after a reload', async ({
    page,
    api,
    snap,
  }) => {
    const token = await adminToken(api);
    const original = cancellationPolicyResponse.parse(
      await api.expectOk('GET', '/api/admin/cancellationPolicy', { token }),
    ).data.tiers;
    const hours = [48, 72, 96, 120].find((h) => !original.some((tier) => tier.hoursBefore === h)) ?? 48;
    try {
      await openAdmin(page, api, '/admin');
      await page
        .getByRole('navigation', { name: text.adminMenu })
        .getByRole('link', { name: text.menuCancellationPolicy, exact: true })
        .click();
      await expect(page).toHaveURL(/\/admin\/cancellationPolicy$/);
      await expect(page.getByRole('heading', { name: text.policyTitle, level: 1 })).toBeVisible();
      const tiers = page.getByRole('group', { name: /^Tier \d$/ });
      await expect(tiers).toHaveCount(original.length);

      await page.getByRole('button', { name: text.addTier }).click();
      const added = page.getByRole('group', { name: text.tierLegend(original.length + 1) });
      await added.getByLabel(text.colHoursBefore, { exact: true }).fill(String(hours));
      await added.getByLabel(text.colFlat, { exact: true }).fill('50');
      await added.getByLabel(text.colPercent, { exact: true }).fill('5');
      await page.getByLabel(text.previewAmountLabel, { exact: true }).fill('2000');
      // 2000 paid, at least `hours` before: ₹50 + 5 % = ₹150 kept, ₹1,850 back
      const previewed = page
        .getByRole('list', { name: text.previewTitle })
        .getByRole('listitem')
        .filter({ hasText: text.previewRow(hours) });
      await expect(previewed).toContainText(text.previewFee('₹150'));
      await expect(previewed).toContainText(text.previewRefund('₹1,850'));
      await shootWidths(page, 'policy', () => expect(previewed).toBeVisible());

      const saved = page.waitForResponse(
        (response) => response.url().endsWith('/api/admin/cancellationPolicy') && response.request().method() === 'PUT',
      );
      await page.getByRole('button', { name: text.savePolicy }).click();
      expect((await saved).status()).toBe(200);

      await page.reload();
      // highest hoursBefore first: the new tier leads
      await expect(tiers).toHaveCount(original.length + 1);
      const first = page.getByRole('group', { name: text.tierLegend(1) });
      await expect(first.getByLabel(text.colHoursBefore, { exact: true })).toHaveValue(String(hours));
      await expect(first.getByLabel(text.colFlat, { exact: true })).toHaveValue('50');
      await expect(first.getByLabel(text.colPercent, { exact: true })).toHaveValue('5');
      const open = cancellationPolicyResponse.parse(await api.expectOk('GET', '/api/cancellationPolicy')).data.tiers;
      expect(open).toContainEqual({ hoursBefore: hours, flat: 50, percent: 5 });
      await snap();
    } finally {
      await api.expectOk('PUT', '/api/admin/cancellationPolicy', { token, data: { tiers: original } });
    }
  });

  test("the admin finds a booking by the customer's e-mail and cancels it with a full refund", async ({
    page,
    api,
    mailbox,
    snap,
  }) => {
    test.setTimeout(120_000);
    const user = await createUser(api, mailbox, 'cancel-admin', { fname: 'Rohan', lname: 'Shetty' });
    await signIn(page, 'user', user);
    const ride = await bookAndPay(page, rideWindow(55), SANDBOX_SUCCESS_CARD);

    await openAdmin(page, api, '/admin');
    await page
      .getByRole('navigation', { name: text.adminMenu })
      .getByRole('link', { name: text.menuAdminBookings, exact: true })
      .click();
    await expect(page.getByRole('heading', { name: text.adminBookingsTitle, level: 1 })).toBeVisible();
    await page.getByLabel(text.adminBookingsSearchLabel, { exact: true }).fill(user.email.toUpperCase());
    await page.getByRole('button', { name: text.adminBookingsSearch, exact: true }).click();
    const rows = tableRows(page, text.adminBookingsLabel);
    await expect(rows).toHaveCount(1);
    const row = rows.first();
    await expect(row).toContainText(ride.orderId);
    await expect(row).toContainText(user.email);
    await shootWidths(page, 'admin-bookings', () => expect(row).toBeVisible());

    await row.getByRole('button', { name: /^Cancel / }).click();
    const dialog = page.getByRole('dialog', { name: text.cancelBookingTitle });
    await dialog.getByRole('radio', { name: text.refundChoiceNames.full }).check();
    await shootWidths(page, 'admin-cancel', () => expect(dialog).toBeVisible());
    await dialog.getByRole('button', { name: text.confirmCancelBooking }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText(text.bookingStatusNames.cancelled, { exact: true })).toBeVisible();
    await expect(refundLine(row, ride.paid)).toBeVisible();
    await expect(row.getByRole('button', { name: /^Cancel / })).toHaveCount(0);
    await snap();

    // The customer sees the whole amount coming back.
    const card = await openMyRide(page, ride.bikeName);
    await expect(card.getByText('cancelled', { exact: true })).toBeVisible();
    await expect(refundLine(card, ride.paid)).toBeVisible();
  });

  test('a refund the provider declines shows failed on Refunds; Retry pays it back', async ({
    page,
    api,
    mailbox,
    snap,
  }) => {
    test.setTimeout(150_000);
    const user = await createUser(api, mailbox, 'cancel-declined', { fname: 'Tara', lname: 'Bhat' });
    await signIn(page, 'user', user);
    const ride = await bookAndPay(page, rideWindow(58), REFUND_DECLINED_CARD);
    const card = await openMyRide(page, ride.bikeName);
    const { refund, dialog } = await openQuote(page, card);
    await dialog.getByRole('button', { name: msg.confirmCancelRide }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText('cancelled', { exact: true })).toBeVisible();

    // The refund job's first attempt is declined: the failed list shows it (reloaded until it does).
    await openAdmin(page, api, '/admin/refunds?status=failed');
    await expect(page.getByRole('heading', { name: text.adminRefundsTitle, level: 1 })).toBeVisible();
    const row = tableRows(page, text.adminRefundsLabel).filter({ hasText: ride.orderId });
    await expect(async () => {
      await page.reload();
      await expect(row).toHaveCount(1, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(row.getByText(text.refundStatusNames.failed, { exact: true })).toBeVisible();
    await expect(row).toContainText(formatMoney(refund));
    await expect(row).toContainText(user.email);
    await shootWidths(page, 'refunds-failed', () => expect(row).toBeVisible());

    await row.getByRole('button', { name: /^Retry/ }).click();
    await expect(row.getByText(text.refundStatusNames.failed, { exact: true })).toHaveCount(0);
    // All statuses: the page follows a pending refund by itself until the job settles it.
    await page.getByLabel(text.refundStatusFilter, { exact: true }).selectOption('');
    await expect(page).toHaveURL(/\/admin\/refunds$/);
    await expect(row.getByText(text.refundStatusNames.processed, { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(row.getByRole('button', { name: /^Retry/ })).toHaveCount(0);
    await shootWidths(page, 'refunds-processed', () => expect(row).toBeVisible());
    await snap();

    const after = await openMyRide(page, ride.bikeName);
    await expect(after.getByText(text.refundLine.processed(formatMoney(refund)))).toBeVisible();
  });
});
