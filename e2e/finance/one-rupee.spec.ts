import type { Locator, Page } from '@playwright/test';
import { SANDBOX_SUCCESS_CARD } from '#shared/api/booking.ts';
import { adminBookingsResponse } from '#shared/api/cancellations.ts';
import { istClockInstant } from '#shared/domain/time.ts';
import { msg, text } from '#shared/messages.ts';
import { formatMoney } from '#web/lib/format.ts';
import { DEMO_ACCOUNTS } from '#server/seed/demo-accounts.ts';
import { DEMO_SHARED_PASSWORD } from '#server/seed/seed-demo.ts';
import { openAdmin } from '../admin/admin-kit.ts';
import { payWithCard, rideWindow } from '../booking/booking-kit.ts';
import { bookAndPay, openMyRide, rupees, shootWidths } from '../cancellations/cancellation-kit.ts';
import type { ApiClient } from '../support/api-client.ts';
import { createUser } from '../support/accounts.ts';
import { expect, signIn, test } from '../support/fixtures.ts';
import { toast } from '../support/ui.ts';

/*
 * Issue #34, "one test follows a rupee": a customer pays a ride through the screens; its partner completes it
 * with a damage charge, so a balance is due; the customer pays it from My Rides; the admin lowers the charge,
 * so ₹1,000 goes back. Then the same four figures (paid, refunded, refund to come, cost of the ride) are read
 * on the customer's ride card, the customer's invoice, the partner's booking view and the admin's booking,
 * and they agree with what was paid at each step; the admin's audit finds nothing. Its own ride day (76).
 */

const TOTALS = [text.timelinePaid, text.timelineRefunded, text.timelineRefunding, text.timelineKept] as const;
type Totals = Record<(typeof TOTALS)[number], number>;

/** The money timeline's four totals inside `scope`, once it has loaded. */
async function totalsIn(scope: Locator): Promise<Totals> {
  const timeline = scope.getByTestId('money-timeline');
  await expect(timeline).toBeVisible();
  const totals = {} as Totals;
  for (const label of TOTALS) {
    const term = timeline.locator('dt', { hasText: new RegExp(`^${label}$`) });
    totals[label] = rupees((await term.locator('xpath=following-sibling::dd').textContent()) ?? '');
  }
  return totals;
}

/** The customer's ride card with its timeline unfolded. */
async function customerCard(page: Page, bikeName: string): Promise<Locator> {
  const card = await openMyRide(page, bikeName);
  await card.getByText(text.timelineLabel, { exact: true }).click();
  return card;
}

/** The page of the partner's BOOKINGS that lists `orderId` (newest first, 5 a page). */
async function partnerPageOf(api: ApiClient, token: string, orderId: string): Promise<number> {
  for (let page = 1; page <= 50; page += 1) {
    const { body } = await api.get('/api/partner/findBookings', { token, params: { page: String(page) } });
    const answer = body as { data?: { _id: string }[]; totalPages?: number };
    if (answer.data?.some((b) => b._id === orderId)) return page;
    if (!answer.totalPages || page >= answer.totalPages) break;
  }
  throw new Error(`[e2e] the partner does not list ${orderId}`);
}

test('one ride’s rupees read the same for the customer, on the invoice, for the partner and the admin; the audit finds nothing', async ({
  page,
  api,
  mailbox,
}) => {
  test.setTimeout(240_000);
  const user = await createUser(api, mailbox, 'one-rupee', { fname: 'Kavya', lname: 'Rao' });
  await signIn(page, 'user', user);
  const days = rideWindow(76);
  const ride = await bookAndPay(page, days, SANDBOX_SUCCESS_CARD);
  const checkoutPaid = rupees(ride.paid);

  // Right after payment the invoice and the card say the same: all paid, nothing back yet.
  const invoiceAfterPay = await totalsIn(page.locator('main'));
  expect(invoiceAfterPay[text.timelinePaid]).toBe(checkoutPaid);
  expect(invoiceAfterPay[text.timelineRefunded] + invoiceAfterPay[text.timelineRefunding]).toBe(0);

  // The partner completes it on the drop day with ₹1,200 of damage (API, at 06:00 PM that day).
  const listed = adminBookingsResponse.parse(
    await api.expectOk('GET', '/api/admin/bookings', { as: 'admin', params: { q: user.email } }),
  );
  const booking = listed.data.bookings.find((b) => b._id === ride.orderId);
  if (!booking) throw new Error(`[e2e] the admin does not list the ride ${ride.orderId}`);
  const partner = {
    email: booking.partner.email,
    password:
      booking.partner.email === DEMO_ACCOUNTS.partner.email ? DEMO_ACCOUNTS.partner.password : DEMO_SHARED_PASSWORD,
  };
  const returnDay = istClockInstant(days.dropDate, '06:00 PM');
  if (!returnDay) throw new Error(`[e2e] no instant for ${days.dropDate}`);
  const clock = { 'x-e2e-clock': String(returnDay.getTime()) };
  const login = await api.post('/api/partner/login', { data: partner, headers: clock });
  const partnerToken = (login.body.data as { token?: string } | undefined)?.token;
  if (login.status !== 200 || !partnerToken) throw new Error(`[e2e] partner login failed: ${login.status}`);
  await api.expectOk('POST', '/api/partner/completeRide', {
    token: partnerToken,
    headers: clock,
    data: {
      id: ride.orderId,
      startKm: 10000,
      endKm: 10100,
      returnDate: days.dropDate,
      returnTime: days.dropTime,
      damageAmount: 1200,
      damageNote: 'Scratched tank',
    },
  });

  // The customer pays the balance from My Rides.
  const card = await openMyRide(page, ride.bikeName);
  const payBalance = card.getByRole('button', { name: /^Pay balance ₹[\d,]+$/ });
  const due = rupees((await payBalance.textContent()) ?? '');
  expect(due).toBeGreaterThanOrEqual(1200);
  await payBalance.click();
  await payWithCard(page, SANDBOX_SUCCESS_CARD);
  await expect(toast(page, msg.balancePaid)).toBeVisible();

  // The admin lowers the damage to ₹200: ₹1,000 goes back to the card.
  await openAdmin(page, api, '/admin/bookings');
  await page.getByLabel(text.adminBookingsSearchLabel, { exact: true }).fill(user.email);
  await page.getByRole('button', { name: text.adminBookingsSearch, exact: true }).click();
  const row = page.getByRole('region', { name: text.adminBookingsLabel }).getByRole('row').filter({ hasText: user.email });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: text.lowerDamage }).click();
  const lower = page.getByRole('dialog', { name: text.lowerDamageTitle });
  await lower.getByLabel(text.newDamageLabel).fill('200');
  await lower.getByLabel(text.adjustReasonLabel).fill('Only a light scratch, polished out');
  await lower.getByRole('button', { name: text.lowerDamageConfirm }).click();
  await expect(lower).toBeHidden();

  // What every screen must say: paid = checkout + balance; ₹1,000 back (once the refund job has run).
  const paid = checkoutPaid + due;
  const expected: Totals = {
    [text.timelinePaid]: paid,
    [text.timelineRefunded]: 1000,
    [text.timelineRefunding]: 0,
    [text.timelineKept]: paid - 1000,
  };
  // The admin's Bookings "Paid" means everything the customer paid.
  await expect(row).toContainText(formatMoney(paid));

  // The customer's card: wait for the refund to be processed (the refund job runs within seconds).
  await expect
    .poll(async () => (await totalsIn(await customerCard(page, ride.bikeName)))[text.timelineRefunded], {
      timeout: 120_000,
      intervals: [2_000, 5_000],
    })
    .toBe(1000);
  const onCard = await totalsIn(await customerCard(page, ride.bikeName));
  expect(onCard).toEqual(expected);
  await shootWidths(page, 'one-rupee-card', () => expect(page.getByTestId('money-timeline')).toBeVisible());

  // The invoice.
  await page.goto(`/paymentSuccess?order=${ride.orderId}`);
  expect(await totalsIn(page.locator('main'))).toEqual(expected);

  // The partner's booking view (BOOKINGS → View).
  await signIn(page, 'partner', partner);
  const nowToken = (await page.evaluate(() => window.localStorage.getItem('partnerToken'))) ?? '';
  const partnerPage = await partnerPageOf(api, nowToken, ride.orderId);
  await page.goto(`/partner/bookings?page=${partnerPage}`);
  await page
    .getByRole('button', { name: new RegExp(`^View ${user.fname} ${user.lname}'s booking on `) })
    .first()
    .click();
  const details = page.getByRole('dialog', { name: text.bookingDetailsTitle });
  expect(await totalsIn(details)).toEqual(expected);
  await shootWidths(page, 'one-rupee-partner', () => expect(details.getByTestId('money-timeline')).toBeVisible());

  // The admin's booking (Bookings → Money) and the audit.
  await openAdmin(page, api, `/admin/finance?booking=${ride.orderId}`);
  expect(await totalsIn(page.locator('main'))).toEqual(expected);
  await shootWidths(page, 'one-rupee-admin', () => expect(page.getByTestId('money-timeline')).toBeVisible());
  await page.getByRole('button', { name: text.financeRunAudit }).click();
  await expect(page.getByText(text.financeAuditClean)).toBeVisible();
});
