import { SANDBOX_SUCCESS_CARD } from '#shared/api/booking.ts';
import { text } from '#shared/messages.ts';
import { openAdmin } from '../admin/admin-kit.ts';
import { rideWindow } from '../booking/booking-kit.ts';
import { bookAndPay, rupees, shootWidths } from '../cancellations/cancellation-kit.ts';
import { createUser } from '../support/accounts.ts';
import { expect, signIn, test } from '../support/fixtures.ts';

/*
 * Issue #28: a customer pays a ride; the admin opens Finance from the side menu, reads the trial
 * balance (debits equal credits), runs the money audit (nothing found, whatever the other specs did to
 * the books meanwhile), then follows the booking's Money link from Bookings to its journal lines.
 */
test('the admin reads the trial balance, runs the audit and follows a booking’s money', async ({ page, api, mailbox }) => {
  test.setTimeout(120_000);
  const user = await createUser(api, mailbox, 'finance', { fname: 'Meera', lname: 'Iyer' });
  await signIn(page, 'user', user);
  const ride = await bookAndPay(page, rideWindow(58), SANDBOX_SUCCESS_CARD);

  await openAdmin(page, api, '/admin');
  await page.getByRole('navigation', { name: text.adminMenu }).getByRole('link', { name: text.adminFinanceTitle, exact: true }).click();
  await expect(page.getByRole('heading', { name: text.adminFinanceTitle, level: 1 })).toBeVisible();

  const trial = page.getByRole('region', { name: text.financeTrialBalance });
  await expect(trial.getByRole('cell', { name: /Cash at the payment provider/ })).toBeVisible();
  await expect(page.getByText(text.financeBalanced, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: text.financeRunAudit }).click();
  await expect(page.getByText(text.financeAuditClean)).toBeVisible();
  await shootWidths(page, 'finance', () => expect(page.getByText(text.financeAuditClean)).toBeVisible());

  await page.getByRole('navigation', { name: text.adminMenu }).getByRole('link', { name: text.menuAdminBookings, exact: true }).click();
  await page.getByLabel(text.adminBookingsSearchLabel, { exact: true }).fill(user.email);
  await page.getByRole('button', { name: text.adminBookingsSearch, exact: true }).click();
  await page.getByRole('link', { name: text.financeMoneyOf(ride.orderId) }).click();
  await page.waitForURL(/\/admin\/finance\?booking=/);

  const lines = page.getByRole('region', { name: text.financeBookingMoney });
  await expect(page.getByText(text.financeMoneyOf(ride.orderId))).toBeVisible();
  const captured = page.locator('dl').filter({ hasText: text.financeCaptured }).locator('dd').first();
  await expect(captured).toHaveText(/₹/);
  expect(rupees((await captured.textContent()) ?? '')).toBeGreaterThanOrEqual(rupees(ride.paid));
  await expect(lines.getByRole('row').filter({ hasText: 'Cash at the payment provider' })).toHaveCount(1);
  await expect(lines.getByRole('row').filter({ hasText: 'Rent received for rides to come' })).toHaveCount(1);
  await shootWidths(page, 'finance-booking', () => expect(lines).toBeVisible());
});
