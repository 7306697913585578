import type { Page } from '@playwright/test';
import { SANDBOX_SUCCESS_CARD } from '#shared/api/booking.ts';
import { adminBookingsResponse } from '#shared/api/cancellations.ts';
import { adminLicencesResponse } from '#shared/api/licences.ts';
import { istClockInstant } from '#shared/domain/time.ts';
import { msg, text } from '#shared/messages.ts';
import { DEMO_ACCOUNTS } from '#server/seed/demo-accounts.ts';
import { DEMO_SHARED_PASSWORD } from '#server/seed/seed-demo.ts';
import { openAdmin } from './admin/admin-kit.ts';
import { rideWindow } from './booking/booking-kit.ts';
import { bookAndPay, openMyRide, shootWidths } from './cancellations/cancellation-kit.ts';
import { createUser } from './support/accounts.ts';
import { expect, signIn, test } from './support/fixtures.ts';
import { pngFile } from './support/images.ts';
import { toast } from './support/ui.ts';

/*
 * Issue #32, hand-over and return photos (D81), end to end at phone width: a customer with an approved
 * licence books and pays a ride; its partner, on a 390 px phone, starts the ride with 4 photos within
 * the hour before the pick-up, then takes the bike back with 2 return photos and a damage charge; the
 * customer sees both sets side by side on My Rides and in the dispute dialog, and disputes; the admin
 * sees both sets beside the charge. The partner's requests run at the ride's own times through the e2e
 * request clock (scripts/e2e-request-clock.mjs); its own ride day (77 days ahead).
 */

test.use({ viewport: { width: 390, height: 844 } });

const DAMAGE_NOTE = 'Cracked right indicator and a scratched tank';

/** Runs the page's requests at `at` (the app's clock), or at the real time again with null. */
const clockAt = (page: Page, at: Date | null) =>
  page.setExtraHTTPHeaders(at ? { 'x-e2e-clock': String(at.getTime()) } : {});

test('the partner hands over and takes back the bike with photos; the customer and the admin see both sets', async ({
  page,
  api,
  mailbox,
}) => {
  test.setTimeout(240_000);
  const user = await createUser(api, mailbox, 'handover-ride', { fname: 'Isha', lname: 'Rao' });
  // the licence, approved by the admin (a ride cannot be started otherwise)
  const session = await api.login('user', { email: user.email, password: user.password });
  await api.expectOk('PUT', '/api/licence', {
    token: session.token,
    data: { number: 'KA01 20150012345', dob: '1992-04-11', classes: ['MCWOG', 'MCWG'], validUntil: '2045-01-01' },
  });
  const pending = adminLicencesResponse.parse(
    await api.expectOk('GET', '/api/admin/licences', { as: 'admin', params: { status: 'pending', page: 1 } }),
  );
  const mine = pending.data.licences.find((licence) => licence.email === user.email);
  if (mine)
    await api.expectOk('POST', '/api/admin/reviewLicence', {
      as: 'admin',
      data: { userId: mine.userId, decision: 'approve' },
    });

  await signIn(page, 'user', user);
  const window = rideWindow(77);
  const ride = await bookAndPay(page, window, SANDBOX_SUCCESS_CARD);
  const listed = adminBookingsResponse.parse(
    await api.expectOk('GET', '/api/admin/bookings', { as: 'admin', params: { q: ride.orderId } }),
  );
  const booking = listed.data.bookings.find((b) => b._id === ride.orderId);
  if (!booking) throw new Error(`[e2e] the admin does not list the ride ${ride.orderId}`);
  const partnerEmail = booking.partner.email;
  const password = partnerEmail === DEMO_ACCOUNTS.partner.email ? DEMO_ACCOUNTS.partner.password : DEMO_SHARED_PASSWORD;

  // The hand-over, 30 minutes before the 10:00 AM pick-up.
  const pickup = istClockInstant(window.pickUpDate, window.pickUpTime);
  const returnDay = istClockInstant(window.dropDate, '06:00 PM');
  if (!pickup || !returnDay) throw new Error('[e2e] no instant for the ride window');
  await clockAt(page, new Date(pickup.getTime() - 30 * 60 * 1000));
  await signIn(page, 'partner', { email: partnerEmail, password });
  await page.goto('/partner/bookings');
  const start = page.getByRole('button', {
    name: new RegExp(`^${text.startRideButton}: .*${user.fname} ${user.lname}`),
  });
  await expect(start).toBeVisible();
  await start.click();
  const sheet = page.getByRole('dialog', { name: text.startRideTitle });
  await sheet.getByLabel(text.startKmLabel).fill('23450');
  const picker = sheet.locator('input[type=file]');
  await expect(picker).toHaveAttribute('capture', 'environment');
  await expect(picker).toHaveAttribute('accept', 'image/*');
  await picker.setInputFiles([await pngFile('front.png', '#1d4ed8'), await pngFile('back.png', '#0f766e')]);
  await sheet.getByRole('button', { name: text.startRideSubmit }).click();
  await expect(sheet.getByText(msg.handoverPhotosCount(4, 8))).toBeVisible();
  await picker.setInputFiles([await pngFile('left.png', '#b45309'), await pngFile('odometer.png', '#7c3aed')]);
  await expect(sheet.getByRole('img')).toHaveCount(4);
  await shootWidths(page, 'handover-sheet', () => expect(sheet).toBeVisible());
  await sheet.getByRole('button', { name: text.startRideSubmit }).click();
  await expect(sheet).toBeHidden();
  await expect(toast(page, msg.rideHandedOver)).toBeVisible();
  await expect(page.getByText(text.rideStartedBadge).first()).toBeVisible();

  // The return at 06:00 PM on the drop day: back at 04:10 PM, ₹900 of damage needs 2 photos.
  await clockAt(page, returnDay);
  await page.reload();
  await page
    .getByRole('button', { name: new RegExp(`^${text.returnRideButton}: .*${user.fname} ${user.lname}`) })
    .click();
  const back = page.getByRole('dialog', { name: text.completeRideTitle });
  await expect(back.getByLabel(text.startKmLabel)).toHaveValue('23450');
  await back.getByLabel(text.endKmLabel).fill('23610');
  await back.getByLabel(text.returnTimeLabel).fill('16:10');
  await back.getByLabel(text.damageAmountLabel).fill('900');
  await back.getByLabel(text.damageNoteLabel).fill(DAMAGE_NOTE);
  await back.getByRole('button', { name: text.completeRideSubmit }).click();
  await expect(back.getByText(msg.returnPhotosForDamage(2, 8))).toBeVisible();
  await back
    .locator('input[type=file]')
    .setInputFiles([await pngFile('indicator.png', '#dc2626'), await pngFile('tank.png', '#ea580c')]);
  await shootWidths(page, 'return-sheet', () => expect(back).toBeVisible());
  await back.getByRole('button', { name: text.completeRideSubmit }).click();
  await expect(back).toBeHidden();
  await expect(toast(page, msg.rideCompleted)).toBeVisible();

  // The customer: both sets side by side on My Rides, and in the dispute dialog.
  await clockAt(page, null);
  const card = await openMyRide(page, ride.bikeName);
  const handoverSet = card.getByRole('region', { name: text.handoverPhotosTitle, exact: true });
  const returnSet = card.getByRole('region', { name: text.returnPhotosTitle, exact: true });
  await expect(handoverSet.getByRole('img')).toHaveCount(4);
  await expect(returnSet.getByRole('img')).toHaveCount(2);
  await expect(handoverSet.getByText(text.handoverKm(23450))).toBeVisible();
  // the photos load through their signed URLs
  await expect
    .poll(() =>
      handoverSet
        .getByRole('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  await shootWidths(page, 'my-rides-photos', () => expect(returnSet).toBeVisible());
  await card.getByRole('button', { name: text.disputeDamage }).click();
  const dialog = page.getByRole('dialog', { name: text.disputeTitle });
  await expect(
    dialog.getByRole('region', { name: text.handoverPhotosTitle, exact: true }).getByRole('img'),
  ).toHaveCount(4);
  await expect(dialog.getByRole('region', { name: text.returnPhotosTitle, exact: true }).getByRole('img')).toHaveCount(
    2,
  );
  await dialog
    .getByLabel(text.disputeMessageLabel)
    .fill('The indicator was cracked at pick-up: see the hand-over photos.');
  await shootWidths(page, 'dispute-photos', () => expect(dialog).toBeVisible());
  await dialog.getByRole('button', { name: text.disputeSend }).click();
  await expect(toast(page, msg.disputeSent)).toBeVisible();

  // The admin: the dispute with both sets beside the charge.
  await openAdmin(page, api, '/admin/bookings');
  await page.getByLabel(text.adminBookingsSearchLabel, { exact: true }).fill(user.email);
  await page.getByRole('button', { name: text.adminBookingsSearch, exact: true }).click();
  const adminRow = page
    .getByRole('region', { name: text.adminBookingsLabel })
    .getByRole('row')
    .filter({ hasText: user.email });
  await adminRow.getByRole('button', { name: text.resolveDispute }).click();
  const resolve = page.getByRole('dialog', { name: text.resolveDisputeTitle });
  await expect(resolve.getByText(DAMAGE_NOTE)).toBeVisible();
  await expect(
    resolve.getByRole('region', { name: text.handoverPhotosTitle, exact: true }).getByRole('img'),
  ).toHaveCount(4);
  await expect(resolve.getByRole('region', { name: text.returnPhotosTitle, exact: true }).getByRole('img')).toHaveCount(
    2,
  );
  await shootWidths(page, 'admin-dispute-photos', () => expect(resolve).toBeVisible());
});
