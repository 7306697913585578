import { SANDBOX_SUCCESS_CARD } from '#shared/api/booking.ts';
import { adminBookingsResponse } from '#shared/api/cancellations.ts';
import { istClockInstant } from '#shared/domain/time.ts';
import { msg, text } from '#shared/messages.ts';
import { DEMO_ACCOUNTS } from '#server/seed/demo-accounts.ts';
import { DEMO_SHARED_PASSWORD } from '#server/seed/seed-demo.ts';
import { rideWindow } from '../booking/booking-kit.ts';
import { bookAndPay, openMyRide } from '../cancellations/cancellation-kit.ts';
import { createUser } from '../support/accounts.ts';
import { expect, signIn, test } from '../support/fixtures.ts';
import { shootWidths } from '../support/shoot-widths.ts';
import { toast } from '../support/ui.ts';

/*
 * Issue #17, settlement at return, end to end: a customer books and pays a ride through the screens;
 * the bike's partner completes it from BOOKINGS with km over the allowance and a late return (the
 * dialog previews the settlement); the customer sees the itemised settlement in My Rides and on the
 * invoice, and gets it by mail. Its own ride day (64 days ahead), so no other spec competes for the bike.
 */

test('a partner completes a ride with excess km and a late return; the customer sees the itemised settlement', async ({
  page,
  api,
  mailbox,
}) => {
  test.setTimeout(150_000);
  const user = await createUser(api, mailbox, 'settle-ride', { fname: 'Meera', lname: 'Iyer' });
  await signIn(page, 'user', user);
  const window = rideWindow(64);
  const ride = await bookAndPay(page, window, SANDBOX_SUCCESS_CARD);

  // Whose bike it is (the search's first bike: any demo partner).
  const listed = adminBookingsResponse.parse(
    await api.expectOk('GET', '/api/admin/bookings', { as: 'admin', params: { q: user.email } }),
  );
  const booking = listed.data.bookings.find((b) => b._id === ride.orderId);
  if (!booking) throw new Error(`[e2e] the admin does not list the ride ${ride.orderId}`);
  const partnerEmail = booking.partner.email;
  const password = partnerEmail === DEMO_ACCOUNTS.partner.email ? DEMO_ACCOUNTS.partner.password : DEMO_SHARED_PASSWORD;
  // The partner records the return once it has happened (issue #28: a ride is completed only after its
  // pick-up, a return time never lies ahead): this page's requests run at 06:00 PM on the drop day
  // (scripts/e2e-request-clock.mjs), the partner signing in then.
  const returnDay = istClockInstant(window.dropDate, '06:00 PM');
  if (!returnDay) throw new Error(`[e2e] no instant for ${window.dropDate}`);
  await page.setExtraHTTPHeaders({ 'x-e2e-clock': String(returnDay.getTime()) });
  await signIn(page, 'partner', { email: partnerEmail, password });

  // BOOKINGS: the newest booking is this one; 'completed' opens the completion dialog.
  await page.goto('/partner/bookings');
  const table = page.getByRole('region', { name: text.partnerBookingsLabel });
  const row = table.getByRole('row').filter({ hasText: user.email });
  await expect(row).toHaveCount(1);
  const status = row.getByRole('combobox', { name: /^Status of Meera Iyer's booking on / });
  await status.selectOption('completed');
  const dialog = page.getByRole('dialog', { name: text.completeRideTitle });
  await expect(dialog).toBeVisible();
  // the drop time to begin with: 02:00 PM on the drop day
  await expect(dialog.getByLabel(text.returnDateLabel)).toHaveValue(window.dropDate);
  await expect(dialog.getByLabel(text.returnTimeLabel)).toHaveValue('14:00');
  // a wrong reading is named by its field
  await dialog.getByLabel(text.startKmLabel).fill('10000');
  await dialog.getByLabel(text.endKmLabel).fill('9000');
  await dialog.getByRole('button', { name: text.completeRideSubmit }).click();
  await expect(dialog.getByText(msg.endKmBeforeStart)).toBeVisible();
  // 28 h booked: 240 km allowed; 400 km ridden → 160 km over × ₹4 = ₹640; back 2 h 10 min late → 3 h
  await dialog.getByLabel(text.endKmLabel).fill('10400');
  await dialog.getByLabel(text.returnTimeLabel).fill('16:10');
  await expect(dialog.getByText(text.settlementPreview)).toBeVisible();
  await expect(dialog.getByText('Excess 160 km × ₹4')).toBeVisible();
  await expect(dialog.getByText('Late return 3 h')).toBeVisible();
  await shootWidths(page, 'settle-complete-dialog', () => expect(dialog.getByText('Late return 3 h')).toBeVisible());
  await dialog.getByRole('button', { name: text.completeRideSubmit }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, msg.rideCompleted)).toBeVisible();
  await expect(status).toHaveValue('completed');
  await expect(status).toBeDisabled();
  await expect(row).toContainText(text.settlementCharges);
  await shootWidths(page, 'settle-partner-row', () => expect(row).toContainText(text.settlementCharges));

  // Back to the real clock. The customer (still signed in: each area keeps its own session): My Rides
  // itemises it, with what is due (the demo bikes hold no deposit).
  await page.setExtraHTTPHeaders({});
  const card = await openMyRide(page, ride.bikeName);
  const settlement = card.getByRole('region', { name: text.settlementTitle });
  await expect(settlement).toBeVisible();
  await expect(settlement.getByText('Excess 160 km × ₹4')).toBeVisible();
  await expect(settlement.getByText('₹640', { exact: true })).toBeVisible();
  await expect(settlement.getByText('Late return 3 h')).toBeVisible();
  await expect(settlement.getByText(/Odometer 10000 → 10400 km/)).toBeVisible();
  await expect(settlement.getByText(/^Balance due ₹[\d,]+$/)).toBeVisible();
  await shootWidths(page, 'settle-my-rides', () => expect(settlement.getByText('Late return 3 h')).toBeVisible());

  // The invoice shows it too.
  await card.getByRole('link', { name: text.viewInvoice, exact: true }).click();
  await page.waitForURL(new RegExp(`/paymentSuccess\\?order=${ride.orderId}$`));
  const onInvoice = page.getByRole('region', { name: text.settlementTitle });
  await expect(onInvoice.getByText('Excess 160 km × ₹4')).toBeVisible();
  await shootWidths(page, 'settle-invoice', () => expect(onInvoice.getByText('Late return 3 h')).toBeVisible());

  // And by mail, itemised.
  const mail = await mailbox.waitForMail({ to: user.email, subject: 'your ride is settled' });
  expect(mail.text).toContain('Excess 160 km × ₹4: ₹640');
  expect(mail.text).toContain('Late return 3 h');
  expect(mail.text).toMatch(/A balance of ₹[\d,]+ is due/);
});
