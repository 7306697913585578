import { SANDBOX_SUCCESS_CARD } from '#shared/api/booking.ts';
import { istClockInstant } from '#shared/domain/time.ts';
import { msg, text } from '#shared/messages.ts';
import { formatMoney } from '#web/lib/format.ts';
import { rideWindow } from '../booking/booking-kit.ts';
import { createUser } from '../support/accounts.ts';
import { expect, signIn, test } from '../support/fixtures.ts';
import { toast } from '../support/ui.ts';
import { bookAndPay, openMyRide } from './cancellation-kit.ts';

/*
 * Issue #28, "the quote is a promise", end to end: the customer opens the cancellation 6 h 00 m 30 s
 * before the pick-up (the ₹100 tier) and confirms a minute later, when the 6 h tier no longer applies.
 * The server refuses the old refund and answers the new quote, which the dialog shows in its place;
 * confirming again cancels with exactly that refund. The passing of time is the e2e server's request
 * clock (scripts/e2e-request-clock.mjs): only this page's requests carry `x-e2e-clock`. Its own ride
 * day (3 days ahead, within the session's 7 days), so no other spec competes for the bike.
 */

const QUOTE = /^You get ₹([\d,]+) back \(₹([\d,]+) cancellation fee\)$/;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

test('the cancel dialog shows a changed quote, and the refund made is the one confirmed', async ({
  page,
  api,
  mailbox,
  snap,
}) => {
  test.setTimeout(120_000);
  const user = await createUser(api, mailbox, 'changed-quote', { fname: 'Tara', lname: 'Menon' });
  await signIn(page, 'user', user);
  const window = rideWindow(3);
  const ride = await bookAndPay(page, window, SANDBOX_SUCCESS_CARD);
  const pickup = istClockInstant(window.pickUpDate, window.pickUpTime);
  if (!pickup) throw new Error(`[e2e] no pick-up instant for ${window.pickUpDate} ${window.pickUpTime}`);

  // 6 h 00 m 30 s before the pick-up: the 6 h tier, a ₹100 fee
  await page.setExtraHTTPHeaders({ 'x-e2e-clock': String(pickup.getTime() - 6 * HOUR - MINUTE / 2) });
  const card = await openMyRide(page, ride.bikeName);
  await card.getByRole('button', { name: text.cancelRide }).click();
  const dialog = page.getByRole('dialog', { name: text.cancelRideTitle });
  const quote = dialog.getByText(QUOTE);
  await expect(quote).toBeVisible();
  const [, shownRefund = '', shownFee = ''] = QUOTE.exec(((await quote.textContent()) ?? '').replaceAll(',', '')) ?? [];
  expect(Number(shownFee)).toBe(100);

  // a minute later the 6 h tier is gone: the server answers the new quote, the dialog shows it
  await page.setExtraHTTPHeaders({ 'x-e2e-clock': String(pickup.getTime() - 6 * HOUR + MINUTE / 2) });
  await dialog.getByRole('button', { name: msg.confirmCancelRide }).click();
  await expect(dialog.getByRole('alert')).toHaveText(msg.refundChanged);
  await expect(dialog.getByText(QUOTE)).not.toHaveText(text.refundQuote(Number(shownRefund), Number(shownFee)));
  const [, newRefund = '', newFee = ''] =
    QUOTE.exec(((await dialog.getByText(QUOTE).textContent()) ?? '').replaceAll(',', '')) ?? [];
  expect(Number(newFee)).toBeGreaterThan(100);
  expect(Number(newRefund) + Number(newFee)).toBe(Number(shownRefund) + Number(shownFee));
  await expect(card.getByText('booked', { exact: true })).toBeVisible();
  await snap();

  // confirmed again: cancelled, and the refund is the new quote's, to the rupee
  await dialog.getByRole('button', { name: msg.confirmCancelRide }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, msg.rideCancelled)).toBeVisible();
  await expect(card.getByText('cancelled', { exact: true })).toBeVisible();
  const amount = formatMoney(Number(newRefund));
  await expect(
    card.getByText(text.refundLine.pending(amount)).or(card.getByText(text.refundLine.processed(amount))),
  ).toBeVisible();
});
